// A thread of the validation pool (piscina): each exported function is a task the api runs here,
// by name, so a SaxonJS transform (0.1 s to tens of seconds) never holds the api's event loop.
// What goes in and out is plain data, copied between the threads.
import type { StylesheetName } from './e-invoice-artefacts';
import { schemaSet, startSchemaCheck } from './e-invoice-schema';
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
  /** The schema's errors: when there are any, they are the answer, and `rules` is empty. */
  schema: EInvoiceIssue[];
  rules: EInvoiceIssue[];
}

/**
 * The schema (in xmllint's thread) and the rule sets (here) at once. XML that is not well-formed
 * stops SaxonJS; xmllint then says where, in the schema's words, and that is the answer.
 */
export async function check({ xml, syntax, runs, schema }: CheckTask): Promise<CheckResult> {
  const schemaCheck = schema ? (await startSchemaCheck(xml, syntax)).done : Promise.resolve([]);
  let rules: EInvoiceIssue[];
  try {
    rules = await checkRules(xml, runs);
  } catch (error) {
    const schemaIssues = await schemaCheck;
    if (schemaIssues.length > 0) return { schema: schemaIssues, rules: [] };
    throw error;
  }
  const schemaIssues = await schemaCheck;
  return { schema: schemaIssues, rules: schemaIssues.length > 0 ? [] : rules };
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
