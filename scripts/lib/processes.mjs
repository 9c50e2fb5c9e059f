// Child processes and shutdown. Every child and every stop step (PGlite, a lock file) goes on one
// stack, so that Ctrl-C, SIGTERM or a failure undoes everything in reverse order of start: a
// migration stops before the database it talks to, the api before its Redis.
import { spawn } from 'node:child_process';
import { accessSync, constants as fsConstants } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { delimiter, join } from 'node:path';
import { log, pipePrefixed, SetupError, warn } from './log.mjs';

const STOP_TIMEOUT_MS = 15_000;

const stack = [];
let stopping = null;
let signalled = false;

/** Registers a step to run on shutdown (last registered runs first). */
export function onShutdown(step) {
  stack.push(step);
}

/** Runs every shutdown step once; later calls wait for the same run. */
export function shutdown() {
  stopping ??= (async () => {
    while (stack.length > 0) {
      const step = stack.pop();
      try {
        await step();
      } catch (error) {
        warn('shutdown', error.message);
      }
    }
  })();
  return stopping;
}

/** The path of an executable on PATH, or null. */
export function which(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

export function isExecutable(path) {
  try {
    accessSync(path, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a child whose output is copied line by line with a [name] prefix. Returns
 * { name, exited, stop }: `exited` resolves to the exit code (128 + signal number when
 * killed), `stop()` sends SIGTERM and waits, with SIGKILL after a grace period.
 */
export function spawnChild(name, command, args, { env = process.env, cwd } = {}) {
  // A process group of its own: a stop reaches grandchildren too (npx -> nx -> tsc), and a
  // Ctrl-C in the terminal reaches only us, so that we stop children in order.
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  pipePrefixed(child.stdout, process.stdout, name);
  pipePrefixed(child.stderr, process.stderr, name);
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      warn(name, `could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? 128 + (osConstants.signals[signal] ?? 0)));
  });
  const handle = { name, exited, stop: () => stopChild(handle, child) };
  stack.push(handle.stop);
  exited.then(() => {
    const index = stack.indexOf(handle.stop);
    if (index !== -1) stack.splice(index, 1);
  });
  return handle;
}

/** Runs a command to completion; resolves to its exit code. */
export function run(name, command, args, options) {
  return spawnChild(name, command, args, options).exited;
}

/** Runs a command and throws a SetupError naming the step when it fails. */
export async function runOrFail(name, command, args, options) {
  const code = await run(name, command, args, options);
  if (code !== 0) {
    throw new SetupError(`${name} failed (${command} ${args.join(' ')}: exit ${code})`);
  }
}

async function stopChild(handle, child) {
  if (child.exitCode !== null || child.signalCode !== null) return handle.exited;
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => {
    warn(handle.name, `still running ${STOP_TIMEOUT_MS / 1000}s after SIGTERM; killing it`);
    signalGroup(child, 'SIGKILL');
  }, STOP_TIMEOUT_MS);
  const code = await handle.exited;
  clearTimeout(timer);
  return code;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/**
 * Runs an entry script: SIGINT/SIGTERM and any failure shut everything down. `main` resolves to
 * the exit code; after a signal the exit code is `signalExitCode`.
 */
export function runMain(scope, main, { signalExitCode = 0 } = {}) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (signalled) return;
      signalled = true;
      log(scope, `${signal} received: stopping everything started here`);
      shutdown().then(() => process.exit(signalExitCode));
    });
  }
  main().then(
    (code) => finish(code ?? 0),
    (error) => {
      // After a signal, failures are the shutdown's doing (a child we stopped exited).
      if (signalled) return;
      process.stderr.write(
        `[${scope}] error: ${error instanceof SetupError ? error.message : error.stack}\n`,
      );
      finish(1);
    },
  );
}

async function finish(code) {
  // After a signal the signal handler owns the exit.
  if (signalled) return;
  await shutdown();
  process.exit(code);
}
