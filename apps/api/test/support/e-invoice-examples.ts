// Test helpers for the e-invoice validator (apps/api/src/e-invoices/validation): the compiled
// stylesheets, the official examples, and a broken copy of one. Kept out of src, so out of the build.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ARTEFACTS_DIR } from '../../src/e-invoices/validation/e-invoice-artefacts';
import type { EInvoiceValidation } from '../../src/e-invoices/validation/e-invoice-validation.types';

/** Compiles the stylesheets if needed (a no-op when npm test's set-up did, else about a minute). */
export function compileStylesheets(): void {
  const script = resolve(ARTEFACTS_DIR, '..', '..', '..', 'scripts', 'compile-e-invoice-sef.mjs');
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}

export function example(path: string): string {
  return readFileSync(join(ARTEFACTS_DIR, 'examples', path), 'utf8');
}

/** The XML with one change, which must apply: a fixture that changed fails here, not later. */
export function broken(xml: string, find: RegExp, replace: string): string {
  if (!find.test(xml)) throw new Error(`${find} is not in the example`);
  return xml.replace(find, replace);
}

/** The distinct rule ids of the errors, sorted: what a test compares. */
export function errorRules(result: EInvoiceValidation): string[] {
  return [...new Set(result.errors.map((issue) => issue.rule))].sort();
}
