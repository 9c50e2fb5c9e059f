// The schematron rule sets, run by SaxonJS: what the validation worker does with an invoice. Pure
// computation on the thread that calls it (a SaxonJS transform is synchronous), so the api calls
// it only through the worker pool (e-invoice-validation.pool.ts), never on its event loop.
import * as SaxonJS from 'saxon-js';
import { loadStylesheet, type StylesheetName } from './e-invoice-artefacts';
import type {
  EInvoiceIssue,
  EInvoiceRuleSet,
  EInvoiceSeverity,
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

/** One rule set to run: the compiled stylesheet, and the name its issues carry. */
export interface RuleSetRun {
  stylesheet: StylesheetName;
  ruleSet: EInvoiceRuleSet;
}

// Loaded once per thread and shared: a compiled stylesheet is 1.6 to 6 MB of JSON, parsed in
// 0.1 to 0.3 s, and SaxonJS reuses a parsed (and primed) one across transforms.
const stylesheets = new Map<StylesheetName, Promise<unknown>>();

export function stylesheet(name: StylesheetName): Promise<unknown> {
  let loading = stylesheets.get(name);
  if (!loading) {
    loading = loadStylesheet(name);
    // A failed load (not compiled yet) is tried again on the next call, not remembered.
    loading.catch(() => stylesheets.delete(name));
    stylesheets.set(name, loading);
  }
  return loading;
}

/**
 * Runs the rule sets over one invoice, parsed once for all of them: SaxonJS parsing the text
 * again for each stylesheet cost a parse per rule set (12 ms for 100 lines, 0.1 s for 1,000).
 * XML that is not well-formed throws here, before any rule runs.
 */
export async function checkRules(xml: string, runs: RuleSetRun[]): Promise<EInvoiceIssue[]> {
  const compiled = await Promise.all(runs.map((run) => stylesheet(run.stylesheet)));
  const invoice = SaxonJS.getPlatform().parseXmlFromString(xml);
  return runs.flatMap((run, i) => runSchematron(compiled[i], invoice, run.ruleSet));
}

/** Runs one compiled schematron and reads its SVRL report: every failed assert and every report. */
function runSchematron(
  sef: unknown,
  invoice: SaxonJS.SaxonNode,
  ruleSet: EInvoiceRuleSet,
): EInvoiceIssue[] {
  const { principalResult } = SaxonJS.transform(
    { stylesheetInternal: sef, sourceNode: invoice, destination: 'document' },
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
