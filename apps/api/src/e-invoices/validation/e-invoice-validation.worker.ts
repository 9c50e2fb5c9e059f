// A thread of the validation pool (piscina): each exported function is a task the api runs here,
// by name, so a SaxonJS transform (0.1 s to tens of seconds) never holds the api's event loop.
// What goes in and out is plain data, copied between the threads.
import type { StylesheetName } from './e-invoice-artefacts';
import { checkRules, stylesheet, type RuleSetRun } from './e-invoice-schematron';
import type { EInvoiceIssue } from './e-invoice-validation.types';

export interface RulesTask {
  xml: string;
  runs: RuleSetRun[];
}

/** The schematron rule sets over one invoice, parsed once for all of them. */
export function rules({ xml, runs }: RulesTask): Promise<EInvoiceIssue[]> {
  return checkRules(xml, runs);
}

/** Loads the compiled stylesheets into this thread, so the first invoice does not wait for them. */
export async function warm(names: StylesheetName[]): Promise<void> {
  await Promise.all(names.map(stylesheet));
}

/** Piscina loads a worker's default export when it starts; the tasks are named. */
export default function ready(): boolean {
  return true;
}
