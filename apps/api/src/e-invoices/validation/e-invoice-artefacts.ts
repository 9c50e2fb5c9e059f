// The official validation artefacts (apps/api/e-invoice-artefacts, see its README): the XML schemas
// read as they are, the schematron stylesheets as SEF compiled by scripts/compile-e-invoice-sef.mjs.
// Everything is read from disk: nothing here, nor in SaxonJS or xmllint, ever asks the network.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { XMLFileInfo } from 'xmllint-wasm';
import type { EInvoiceSyntax } from './e-invoice-validation.types';

/** apps/api/e-invoice-artefacts, from src/e-invoices/validation and from dist/e-invoices/validation alike. */
export const ARTEFACTS_DIR = resolve(__dirname, '..', '..', '..', 'e-invoice-artefacts');

/** The stylesheets of apps/api/e-invoice-artefacts/stylesheets.json. */
export type StylesheetName = 'EN16931-CII' | 'EN16931-UBL' | 'XRechnung-CII' | 'XRechnung-UBL';

interface SefIndex {
  compiler: string;
  stylesheets: Record<string, { source: string; sourceSha256: string; file: string } | undefined>;
}

const COMPILE_HINT = 'run `node scripts/compile-e-invoice-sef.mjs` (npm start and npm test do it)';

/**
 * Reads one compiled stylesheet, after checking that it was compiled from the XSLT now in the
 * repository: a SEF left from an older artefact would apply old rules without a word.
 */
export async function loadStylesheet(name: StylesheetName): Promise<unknown> {
  const sefDir = join(ARTEFACTS_DIR, '.sef');
  let index: SefIndex;
  try {
    index = JSON.parse(await readFile(join(sefDir, 'index.json'), 'utf8')) as SefIndex;
  } catch {
    throw new Error(`The e-invoice stylesheets are not compiled: ${COMPILE_HINT}`);
  }
  const entry = index.stylesheets[name];
  if (!entry) throw new Error(`No compiled stylesheet ${name}: ${COMPILE_HINT}`);
  const source = await readFile(join(ARTEFACTS_DIR, entry.source));
  if (createHash('sha256').update(source).digest('hex') !== entry.sourceSha256) {
    throw new Error(`The compiled ${name} is older than ${entry.source}: ${COMPILE_HINT}`);
  }
  return JSON.parse(await readFile(join(sefDir, entry.file), 'utf8'));
}

export interface SchemaSet {
  /** The schema xmllint validates against. */
  schema: XMLFileInfo;
  /** The files it imports, under the relative names its imports use. */
  preload: XMLFileInfo[];
}

// UBL has two root elements; one schema importing both lets xmllint take either, as the
// EN 16931 and XRechnung UBL rules do.
const UBL_ROOT_SCHEMA = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" schemaLocation="maindoc/UBL-Invoice-2.1.xsd"/>
  <xsd:import namespace="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" schemaLocation="maindoc/UBL-CreditNote-2.1.xsd"/>
</xsd:schema>
`;

export async function loadSchemaSet(syntax: EInvoiceSyntax): Promise<SchemaSet> {
  if (syntax === 'CII') {
    const dir = join(ARTEFACTS_DIR, 'xsd', 'cii-d16b');
    const preload = await readFiles(dir, await xsdNames(dir));
    const root = 'CrossIndustryInvoice_100pD16B.xsd';
    const schema = preload.find((file) => file.fileName === root);
    if (!schema) throw new Error(`${root} is missing from ${dir}`);
    return { schema, preload: preload.filter((file) => file !== schema) };
  }
  const dir = join(ARTEFACTS_DIR, 'xsd', 'ubl-2.1');
  const names = [
    ...(await xsdNames(join(dir, 'common'))).map((name) => `common/${name}`),
    ...(await xsdNames(join(dir, 'maindoc'))).map((name) => `maindoc/${name}`),
  ];
  return {
    schema: { fileName: 'ubl.xsd', contents: UBL_ROOT_SCHEMA },
    preload: await readFiles(dir, names),
  };
}

async function xsdNames(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.xsd')).sort();
}

function readFiles(dir: string, names: string[]): Promise<XMLFileInfo[]> {
  return Promise.all(
    names.map(async (fileName) => ({
      fileName,
      contents: await readFile(join(dir, fileName), 'utf8'),
    })),
  );
}
