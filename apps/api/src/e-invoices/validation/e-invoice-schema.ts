// The XML schema check by xmllint-wasm (libxml2's xmllint compiled to WebAssembly).
//
// xmllint-wasm's validateXML starts a new thread for every check, and that thread compiles the
// WebAssembly module again: 0.2 to 0.3 s of CPU per invoice, whatever its size, where the check
// itself takes 15 to 40 ms for 100 lines. In a validation thread the same program (the package's
// xmllint-node.js, which validateXML runs in its thread) is run here, on a module compiled once
// per thread; each check is a fresh instance of it, with its own memory and files, as
// validateXML's thread is. Elsewhere (the api's own thread) validateXML is used as it is.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { loadSchemaSet, type SchemaSet } from './e-invoice-artefacts';
import type { EInvoiceIssue, EInvoiceSyntax } from './e-invoice-validation.types';

/** The file name xmllint reports the invoice under. */
const INVOICE_FILE = 'invoice.xml';
/** 16 MiB to start, 256 MiB at most, grown as needed: the schemas and an invoice of megabytes. */
const MEMORY_PAGES = { initial: 256, maximum: 4096 };

// Read once per thread: the schema files are written into each check's own file system.
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

/** The schema's errors for the invoice: none when it is valid. */
export async function checkSchema(xml: string, syntax: EInvoiceSyntax): Promise<EInvoiceIssue[]> {
  const { schema, preload } = await schemaSet(syntax);
  const invoice = { fileName: INVOICE_FILE, contents: xml };
  const output = isMainThread
    ? await inItsOwnThread(invoice, schema, preload)
    : await inThisThread(invoice, schema, preload);
  return schemaIssues(output);
}

/** What xmllint wrote on stderr for an invoice it could read: its errors, one a line. */
type XmllintOutput = { valid: true } | { valid: false; stderr: string };

async function inItsOwnThread(
  invoice: XMLFileInfo,
  schema: XMLFileInfo,
  preload: XMLFileInfo[],
): Promise<XmllintOutput> {
  const result = await validateXML({
    xml: [invoice],
    schema,
    preload,
    maxMemoryPages: MEMORY_PAGES.maximum,
  });
  return result.valid ? { valid: true } : { valid: false, stderr: result.rawOutput };
}

/** The program as xmllint-wasm builds it: an Emscripten module factory. */
type XmllintProgram = (options: Record<string, unknown>) => unknown;
/** The part of the WebAssembly global used here (the api's TypeScript libraries have no DOM). */
interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: object): Promise<WasmInstance>;
  Memory: new (pages: { initial: number; maximum: number }) => object;
}
type WasmModule = { readonly kind: 'module' };
type WasmInstance = { readonly kind: 'instance' };
const Wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
let program: { run: XmllintProgram; module: Promise<WasmModule> } | null = null;

function xmllintProgram(): NonNullable<typeof program> {
  if (!program) {
    const dir = dirname(require.resolve('xmllint-wasm'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(join(dir, 'xmllint-node.js')) as { default: XmllintProgram };
    const module = readFile(join(dir, 'xmllint.wasm')).then((bytes) => Wasm.compile(bytes));
    // A failed compile is tried again on the next check, not remembered.
    module.catch(() => (program = null));
    program = { run: loaded.default, module };
  }
  return program;
}

async function inThisThread(
  invoice: XMLFileInfo,
  schema: XMLFileInfo,
  preload: XMLFileInfo[],
): Promise<XmllintOutput> {
  const { run, module } = xmllintProgram();
  const compiled = await module;
  const exitCode = process.exitCode;
  try {
    const { code, stderr } = await new Promise<{ code: number; stderr: string }>(
      (resolve, reject) => {
        let stderr = '';
        run({
          // Copies: the program changes the lists it is given.
          inputFiles: [invoice, schema, ...preload].map((file) => ({ ...file })),
          arguments: ['--schema', schema.fileName, '--noout', invoice.fileName],
          thisProgram: 'xmllint',
          wasmMemory: new Wasm.Memory(MEMORY_PAGES),
          instantiateWasm(
            imports: object,
            ready: (instance: WasmInstance, module: WasmModule) => void,
          ) {
            Wasm.instantiate(compiled, imports).then(
              (instance) => ready(instance, compiled),
              reject,
            );
            return {};
          },
          print() {},
          printErr(text: string) {
            stderr += `${text}\n`;
          },
          onExit: (code: number) => resolve({ code, stderr }),
          onAbort: (reason: unknown) => reject(new Error(`xmllint stopped: ${String(reason)}`)),
        });
      },
    );
    // As validateXML reads the exit code: 0 valid, 3 or 4 not (1 and 2 are not the invoice's).
    if (code === 0) return { valid: true };
    if (code === 3 || code === 4) return { valid: false, stderr };
    throw new Error(`xmllint could not check the schema (exit ${code}): ${stderr.trim()}`);
  } finally {
    // The program sets the thread's exit code as a command would; the thread's is not its.
    process.exitCode = exitCode;
  }
}

/**
 * xmllint's lines as issues: `invoice.xml:12: Schemas validity error : Element …` with the line,
 * and closing lines of its own (a failed parse's empty line, "invoice.xml fails to validate")
 * left out, as validateXML does.
 */
function schemaIssues(output: XmllintOutput): EInvoiceIssue[] {
  if (output.valid) return [];
  return output.stderr
    .split('\n')
    .slice(0, -2)
    .map((line) => {
      const [fileName, lineNumber, ...rest] = line.split(':');
      return fileName && lineNumber && rest.length
        ? { message: rest.join(':').trim(), line: Number.parseInt(lineNumber, 10) }
        : { message: line, line: NaN };
    })
    .filter(({ message }) => message.trim() !== '' && !message.trim().endsWith(' validates'))
    .map(({ message, line }) => ({
      rule: 'XSD',
      severity: 'error',
      ruleSet: 'XSD',
      location: Number.isFinite(line) && line > 0 ? `line ${line}` : '',
      message: message.replace(/^Schemas validity error : /, ''),
    }));
}
