// The XML schema check by xmllint-wasm (libxml2 compiled to WebAssembly), which runs each check in
// a thread of its own. Called from the validation worker, so that thread is the worker's child:
// it shares the worker's priority and ends with it when a validation is stopped.
import { validateXML } from 'xmllint-wasm';
import { loadSchemaSet, type SchemaSet } from './e-invoice-artefacts';
import type { EInvoiceIssue, EInvoiceSyntax } from './e-invoice-validation.types';

/** The file name xmllint reports the invoice under. */
const INVOICE_FILE = 'invoice.xml';

// Read once per thread: the schema files are handed to xmllint's thread on each check.
const schemaSets = new Map<EInvoiceSyntax, Promise<SchemaSet>>();

export function schemaSet(syntax: EInvoiceSyntax): Promise<SchemaSet> {
  let loading = schemaSets.get(syntax);
  if (!loading) {
    loading = loadSchemaSet(syntax);
    loading.catch(() => schemaSets.delete(syntax));
    schemaSets.set(syntax, loading);
  }
  return loading;
}

/**
 * Starts the check and answers once xmllint's thread is running (`done` is its outcome), so the
 * caller can take its own thread for the rules meanwhile. xmllint parses the schemas on every
 * check (0.2 to 0.3 s of CPU, whatever the invoice's size), the invoice in a few milliseconds.
 */
export async function startSchemaCheck(
  xml: string,
  syntax: EInvoiceSyntax,
): Promise<{ done: Promise<EInvoiceIssue[]> }> {
  const { schema, preload } = await schemaSet(syntax);
  const done = validateXML({
    xml: [{ fileName: INVOICE_FILE, contents: xml }],
    schema,
    preload,
    // 256 MiB at most, grown as needed; xmllint-wasm's default of 32 MiB holds the schemas and
    // an invoice of about a megabyte.
    maxMemoryPages: 4096,
  }).then((result) =>
    // xmllint closes a failed parse with an empty line of its own; the errors before it say it all.
    result.errors
      .filter((error) => error.message.trim() !== '')
      .map((error): EInvoiceIssue => ({
        rule: 'XSD',
        severity: 'error',
        ruleSet: 'XSD',
        location: error.loc?.lineNumber ? `line ${error.loc.lineNumber}` : '',
        message: error.message.replace(/^Schemas validity error : /, ''),
      })),
  );
  // Awaited by the caller after the rules; this keeps it from counting as unhandled meanwhile.
  done.catch(() => undefined);
  return { done };
}
