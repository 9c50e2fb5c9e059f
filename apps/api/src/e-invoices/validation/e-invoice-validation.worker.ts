// A thread of the validation pool (piscina): each exported function is a task the api runs here,
// by name, so a SaxonJS transform (0.1 s to tens of seconds) never holds the api's event loop.
// What goes in and out is plain data, copied between the threads.
import type { StylesheetName } from './e-invoice-artefacts';
import { checkSchema, schemaSet } from './e-invoice-schema';
import { checkRules, stylesheet, type RuleSetRun } from './e-invoice-schematron';
import type { EInvoiceIssue, EInvoiceSyntax } from './e-invoice-validation.types';

export interface CheckTask {
  xml: string;
  syntax: EInvoiceSyntax;
  /** The rule sets to run here, on the invoice parsed once. */
  runs: RuleSetRun[];
  /** Whether this task checks the XML schema too (one task of a validation does). */
  schema: boolean;
}

export interface CheckResult {
  /** The schema's errors: when there are any, they are the answer, and no rules ran. */
  schema: EInvoiceIssue[];
  rules: EInvoiceIssue[];
}

/**
 * The schema first (15 to 40 ms for 100 lines), then the rule sets, in KoSIT's order: an invoice
 * that fails the schema, or is not even well-formed XML, gets the schema's errors and no rules.
 */
export async function check({ xml, syntax, runs, schema }: CheckTask): Promise<CheckResult> {
  if (schema) {
    const schemaIssues = await checkSchema(xml, syntax);
    if (schemaIssues.length > 0) return { schema: schemaIssues, rules: [] };
  }
  return { schema: [], rules: await checkRules(xml, runs) };
}

/**
 * Loads the compiled stylesheets and the schemas into this thread, so the first invoice does not
 * wait for them.
 */
export async function warm(names: StylesheetName[]): Promise<void> {
  await Promise.all([...names.map(stylesheet), schemaSet('CII'), schemaSet('UBL')]);
}

/** Piscina loads a worker's default export when it starts; the tasks are named. */
export default function ready(): boolean {
  return true;
}
