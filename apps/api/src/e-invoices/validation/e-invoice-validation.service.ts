import { Injectable } from '@nestjs/common';
import * as SaxonJS from 'saxon-js';
import { validateXML } from 'xmllint-wasm';
import {
  loadSchemaSet,
  loadStylesheet,
  type SchemaSet,
  type StylesheetName,
} from './e-invoice-artefacts';
import type {
  EInvoiceIssue,
  EInvoiceProfile,
  EInvoiceRuleSet,
  EInvoiceSeverity,
  EInvoiceSyntax,
  EInvoiceValidation,
} from './e-invoice-validation.types';

const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };
// The prefixes the EN 16931 documents use, to write a rule's location as a reader writes XPath.
const PREFIXES: Record<string, string> = {
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'rsm',
  'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100': 'ram',
  'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100': 'udt',
  'urn:un:unece:uncefact:data:standard:QualifiedDataType:100': 'qdt',
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'ubl',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'cn',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
};
const SEVERITIES: readonly string[] = ['fatal', 'error', 'warning', 'information'];
/** The file name xmllint reports the invoice under. */
const INVOICE_FILE = 'invoice.xml';

// Loaded once per process and shared: a compiled stylesheet is 1.6 to 6 MB of JSON, parsed in
// 0.1 to 0.3 s, and SaxonJS reuses a parsed one across transforms.
const stylesheets = new Map<StylesheetName, Promise<unknown>>();
const schemaSets = new Map<EInvoiceSyntax, Promise<SchemaSet>>();

function stylesheet(name: StylesheetName): Promise<unknown> {
  let loading = stylesheets.get(name);
  if (!loading) {
    loading = loadStylesheet(name);
    // A failed load (not compiled yet) is tried again on the next call, not remembered.
    loading.catch(() => stylesheets.delete(name));
    stylesheets.set(name, loading);
  }
  return loading;
}

function schemaSet(syntax: EInvoiceSyntax): Promise<SchemaSet> {
  let loading = schemaSets.get(syntax);
  if (!loading) {
    loading = loadSchemaSet(syntax);
    loading.catch(() => schemaSets.delete(syntax));
    schemaSets.set(syntax, loading);
  }
  return loading;
}

/**
 * Checks an e-invoice offline with the official artefacts, in the order the KoSIT validator uses:
 * the XML schema (xmllint-wasm), then the EN 16931 schematron, then for XRechnung the KoSIT
 * schematron (both SEF run by SaxonJS). An invoice that fails the schema gets the schema's errors
 * only: the rules read elements the schema has not vouched for, and would add noise.
 */
@Injectable()
export class EInvoiceValidationService {
  async validate(
    xml: string,
    { syntax, profile }: { syntax: EInvoiceSyntax; profile: EInvoiceProfile },
  ): Promise<EInvoiceValidation> {
    // xmllint runs in a worker thread, so the schema is checked while the rules run here. Its
    // failure is awaited below; the empty handler keeps it from counting as unhandled meanwhile.
    const schemaIssues = this.checkSchema(xml, syntax);
    schemaIssues.catch(() => undefined);
    let ruleIssues: EInvoiceIssue[];
    try {
      ruleIssues = await this.checkRules(xml, syntax, profile);
    } catch (error) {
      // XML that is not well-formed stops SaxonJS; xmllint says where, in the schema's words.
      const issues = await schemaIssues;
      if (issues.length > 0) return summarise(issues);
      throw error;
    }
    const issues = await schemaIssues;
    return summarise(issues.length > 0 ? issues : ruleIssues);
  }

  /** Loads every artefact now, so the first invoice is not the one that waits for them. */
  async warmUp(): Promise<void> {
    await Promise.all([
      ...(['EN16931-CII', 'EN16931-UBL', 'XRechnung-CII', 'XRechnung-UBL'] as const).map(
        stylesheet,
      ),
      schemaSet('CII'),
      schemaSet('UBL'),
    ]);
  }

  private async checkSchema(xml: string, syntax: EInvoiceSyntax): Promise<EInvoiceIssue[]> {
    const { schema, preload } = await schemaSet(syntax);
    const result = await validateXML({
      xml: [{ fileName: INVOICE_FILE, contents: xml }],
      schema,
      preload,
      // 256 MiB at most, grown as needed; xmllint-wasm's default of 32 MiB holds the schemas and
      // an invoice of about a megabyte.
      maxMemoryPages: 4096,
    });
    // xmllint closes a failed parse with an empty line of its own; the errors before it say it all.
    const errors = result.errors.filter((error) => error.message.trim() !== '');
    return errors.map((error) => ({
      rule: 'XSD',
      severity: 'error',
      ruleSet: 'XSD',
      location: error.loc?.lineNumber ? `line ${error.loc.lineNumber}` : '',
      message: error.message.replace(/^Schemas validity error : /, ''),
    }));
  }

  private async checkRules(
    xml: string,
    syntax: EInvoiceSyntax,
    profile: EInvoiceProfile,
  ): Promise<EInvoiceIssue[]> {
    const sets: [EInvoiceRuleSet, StylesheetName][] = [['EN16931', `EN16931-${syntax}`]];
    if (profile === 'XRECHNUNG') sets.push(['XRECHNUNG', `XRechnung-${syntax}`]);
    const compiled = await Promise.all(sets.map(([, name]) => stylesheet(name)));
    return sets.flatMap(([ruleSet], i) => runSchematron(compiled[i], xml, ruleSet));
  }
}

/** Runs one compiled schematron and reads its SVRL report: every failed assert and every report. */
function runSchematron(sef: unknown, xml: string, ruleSet: EInvoiceRuleSet): EInvoiceIssue[] {
  const { principalResult } = SaxonJS.transform(
    { stylesheetInternal: sef, sourceText: xml, destination: 'document' },
    'sync',
  );
  const found = SaxonJS.XPath.evaluate(
    '//(svrl:failed-assert | svrl:successful-report)',
    principalResult,
    { namespaceContext: SVRL, resultForm: 'array' },
  );
  return found.map((node) => {
    const text = SaxonJS.XPath.evaluate('svrl:text', node, {
      namespaceContext: SVRL,
      resultForm: 'array',
    });
    const flag = node.getAttribute('flag') ?? node.getAttribute('role') ?? 'fatal';
    return {
      rule: node.getAttribute('id') ?? '',
      severity: (SEVERITIES.includes(flag) ? flag : 'fatal') as EInvoiceSeverity,
      ruleSet,
      location: readableLocation(node.getAttribute('location') ?? ''),
      message: (text[0]?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  });
}

/**
 * The two compilers write a location each their own way: SchXslt (XRechnung) as
 * `/Q{urn:…:CrossIndustryInvoice:100}CrossIndustryInvoice[1]`, the ISO skeleton (EN 16931) as
 * `/*:CrossIndustryInvoice[namespace-uri()='urn:…:CrossIndustryInvoice:100'][1]`. Both become
 * `/rsm:CrossIndustryInvoice[1]`; a namespace without a prefix here stays as it was.
 */
function readableLocation(location: string): string {
  return location
    .replace(/Q\{([^}]*)\}([\w.-]+)/g, (whole, uri: string, name: string) =>
      PREFIXES[uri] ? `${PREFIXES[uri]}:${name}` : whole,
    )
    .replace(/\*:([\w.-]+)\[namespace-uri\(\)='([^']*)'\]/g, (whole, name: string, uri: string) =>
      PREFIXES[uri] ? `${PREFIXES[uri]}:${name}` : whole,
    );
}

function summarise(issues: EInvoiceIssue[]): EInvoiceValidation {
  const errors = issues.filter((issue) => issue.severity === 'fatal' || issue.severity === 'error');
  const warnings = issues.filter((issue) => !errors.includes(issue));
  return { valid: errors.length === 0, errors, warnings };
}
