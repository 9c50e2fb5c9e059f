// A stand-in for the e-invoice validation worker, for the tests of its pool: tasks that answer,
// take their time on the thread, throw, or end the thread, as a real transform or crash would.
const { threadId } = require('node:worker_threads');

/** Holds the thread `ms` milliseconds, as a synchronous SaxonJS transform does. */
function busy(ms) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

module.exports = {
  default: () => true,
  echo: (value) => ({ value, threadId }),
  hold: ({ ms }) => {
    busy(ms);
    return threadId;
  },
  fail: ({ message }) => {
    throw new Error(message);
  },
  exit: ({ code }) => process.exit(code),
  // What the service asks for: here a thread that dies under the task.
  check: () => process.exit(3),
};
