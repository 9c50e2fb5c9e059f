// Console output for the run scripts. Every line carries a [scope] prefix so that output from
// steps running side by side (lint and typecheck, api and worker) stays readable.
import { createInterface } from 'node:readline';

export function log(scope, message) {
  process.stdout.write(`[${scope}] ${message}\n`);
}

export function warn(scope, message) {
  process.stderr.write(`[${scope}] warning: ${message}\n`);
}

/** An expected failure with a message that tells the user what to do: printed without a stack. */
export class SetupError extends Error {}

export function fail(message) {
  throw new SetupError(message);
}

/** Copies a stream line by line to `out`, each line prefixed with [name]. */
export function pipePrefixed(stream, out, name) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
    out.write(`[${name}] ${line}\n`),
  );
}

/** A connection URL fit for logs: any password is masked. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

export function formatDuration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}
