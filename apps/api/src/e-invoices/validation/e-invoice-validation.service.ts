import { ErrorCode } from '@dealdraft/domain';
import { Inject, Injectable, OnApplicationShutdown, Optional } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';
import type { StylesheetName } from './e-invoice-artefacts';
import type { RuleSetRun } from './e-invoice-schematron';
import { ValidationPool } from './e-invoice-validation.pool';
import type {
  EInvoiceIssue,
  EInvoiceProfile,
  EInvoiceSyntax,
  EInvoiceValidation,
} from './e-invoice-validation.types';
import type { CheckResult, CheckTask } from './e-invoice-validation.worker';

/**
 * The most lines an e-invoice may have to be validated. Some official EN 16931 rules for CII
 * compare every line with every other, so the time grows with the square of the lines: 0.4 s of
 * CPU for 100 lines, 28 s for 1,000 (docs/e-invoice-validation.md). Invoices have at most 100.
 */
export const MAX_E_INVOICE_LINES = 1000;
/** A validation not answered in this time is stopped (1,000 CII lines took 35 to 53 s, loaded). */
export const E_INVOICE_VALIDATION_TIMEOUT_MS = 90_000;

export interface EInvoiceValidationOptions {
  maxLines?: number;
  timeoutMs?: number;
  /** Worker threads at most; by default one per core but one (see ValidationPool). */
  threads?: number;
  /** The threads' priority below the api's (Linux nice); 10 by default (see ValidationPool). */
  niceIncrement?: number;
  /** Another worker module, for tests of the pool itself. */
  workerFile?: string;
}

/** Options for a module that wants other limits than the defaults. */
export const E_INVOICE_VALIDATION_OPTIONS = Symbol('E_INVOICE_VALIDATION_OPTIONS');

/**
 * Checks an e-invoice offline with the official artefacts, in the order the KoSIT validator uses:
 * the XML schema (xmllint-wasm), then the EN 16931 schematron, then for XRechnung the KoSIT
 * schematron (both SEF run by SaxonJS). An invoice that fails the schema gets the schema's errors
 * only: the rules read elements the schema has not vouched for, and would add noise.
 *
 * Nothing of it runs on the caller's thread: the schema and the rules are checked in a thread of
 * the validation pool (ValidationPool), so the api's event loop only counts the lines, hands the
 * invoice over and reads the answer.
 */
@Injectable()
export class EInvoiceValidationService implements OnApplicationShutdown {
  private readonly pool: ValidationPool;
  private readonly maxLines: number;

  constructor(
    @Optional() @Inject(E_INVOICE_VALIDATION_OPTIONS) options: EInvoiceValidationOptions = {},
  ) {
    this.maxLines = options.maxLines ?? MAX_E_INVOICE_LINES;
    this.pool = new ValidationPool({
      filename: options.workerFile,
      threads: options.threads,
      niceIncrement: options.niceIncrement,
      timeoutMs: options.timeoutMs ?? E_INVOICE_VALIDATION_TIMEOUT_MS,
    });
  }

  async validate(
    xml: string,
    { syntax, profile }: { syntax: EInvoiceSyntax; profile: EInvoiceProfile },
  ): Promise<EInvoiceValidation> {
    this.refuseTooManyLines(xml, syntax);
    const runs: RuleSetRun[] = [{ stylesheet: `EN16931-${syntax}`, ruleSet: 'EN16931' }];
    if (profile === 'XRECHNUNG')
      runs.push({ stylesheet: `XRechnung-${syntax}`, ruleSet: 'XRECHNUNG' });
    // With one thread (two cores: one for the api, one for the pool), both rule sets run in one
    // task on the invoice parsed once; with more, each rule set is a task of its own, in parallel.
    const tasks: CheckTask[] =
      this.pool.threads > 1
        ? runs.map((run, i) => ({ xml, syntax, runs: [run], schema: i === 0 }))
        : [{ xml, syntax, runs, schema: true }];
    const settled = await Promise.allSettled(
      tasks.map((task) => this.pool.run<CheckResult>('check', task)),
    );
    // The schema's errors are the whole answer, even where another task's rules failed on them.
    const first = settled[0];
    if (first.status === 'fulfilled' && first.value.schema.length > 0) {
      return summarise(first.value.schema);
    }
    const issues: EInvoiceIssue[] = [];
    for (const outcome of settled) {
      if (outcome.status === 'rejected') throw outcome.reason;
      issues.push(...outcome.value.rules);
    }
    return summarise(issues);
  }

  /**
   * Starts the pool and loads every compiled rule set and schema into its first thread, so the
   * first invoice is not the one that waits for them.
   */
  async warmUp(): Promise<void> {
    const names: StylesheetName[] = [
      'EN16931-CII',
      'EN16931-UBL',
      'XRechnung-CII',
      'XRechnung-UBL',
    ];
    await this.pool.run('warm', names);
  }

  /** Ends the pool's threads: Nest calls it when the app closes, tests and scripts when done. */
  close(): Promise<void> {
    return this.pool.close();
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  /** Refused before any work: the time a validation takes grows with the square of the lines. */
  private refuseTooManyLines(xml: string, syntax: EInvoiceSyntax): void {
    const lines = countLines(xml, syntax);
    if (lines <= this.maxLines) return;
    const message =
      `This e-invoice has ${lines.toLocaleString('en')} lines; ` +
      `at most ${this.maxLines.toLocaleString('en')} can be validated.`;
    throw new AppError(ErrorCode.ValidationFailed, message, {
      errors: [{ field: 'lineItems', code: 'ARRAY_MAX_SIZE', message }],
    });
  }
}

/**
 * The invoice's lines, counted in the text: `<ram:IncludedSupplyChainTradeLineItem>` in CII,
 * `<cac:InvoiceLine>` or `<cac:CreditNoteLine>` in UBL, whatever the prefix.
 */
export function countLines(xml: string, syntax: EInvoiceSyntax): number {
  const name =
    syntax === 'CII' ? 'IncludedSupplyChainTradeLineItem' : '(?:InvoiceLine|CreditNoteLine)';
  return xml.match(new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}[\\s/>]`, 'g'))?.length ?? 0;
}

function summarise(issues: EInvoiceIssue[]): EInvoiceValidation {
  const errors = issues.filter((issue) => issue.severity === 'fatal' || issue.severity === 'error');
  const warnings = issues.filter((issue) => !errors.includes(issue));
  return { valid: errors.length === 0, errors, warnings };
}
