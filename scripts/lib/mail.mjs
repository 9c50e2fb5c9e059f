// Local mail: with no SMTP_URL, run MailDev (npm package) so e-mails can be read in a browser.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportEnv } from './env.mjs';
import { log } from './log.mjs';
import { freePort, isPortOpen, waitFor } from './ports.mjs';
import { spawnChild } from './processes.mjs';

const HOST = '127.0.0.1';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Returns the inbox URL when MailDev was started, else null. */
export async function setupMail() {
  if (process.env.SMTP_URL) {
    log('setup', `SMTP: ${process.env.SMTP_URL.replace(/\/\/[^@]*@/, '//***@')}`);
    return null;
  }
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const maildev = spawnChild('maildev', process.execPath, [
    join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
    '--smtp',
    String(smtpPort),
    '--ip',
    HOST,
    '--web',
    String(webPort),
    '--web-ip',
    HOST,
    '--silent',
  ]);
  await waitFor(`MailDev on port ${smtpPort}`, () => isPortOpen(smtpPort), {
    timeoutMs: 15_000,
    gaveUp: maildev.exited.then((code) => `maildev exited with code ${code}`),
  });
  exportEnv({ SMTP_URL: `smtp://${HOST}:${smtpPort}` });
  const inbox = `http://${HOST}:${webPort}`;
  // The web inbox starts after the SMTP port, seconds later on a busy machine: the address is
  // printed only once it answers, so the link opens the inbox rather than a refused connection.
  await waitFor(`MailDev's inbox at ${inbox}`, () => inboxAnswers(inbox), {
    timeoutMs: 30_000,
    gaveUp: maildev.exited.then((code) => `maildev exited with code ${code}`),
  });
  log('setup', `SMTP: MailDev started for this run; read sent e-mails at ${inbox}`);
  return inbox;
}

async function inboxAnswers(inbox) {
  try {
    const response = await fetch(`${inbox}/api/healthz`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}
