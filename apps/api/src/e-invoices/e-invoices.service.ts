import {
  E_INVOICE_FORMAT_NAMES,
  E_INVOICE_SETTING_NAMES,
  EInvoiceMessages,
  eInvoiceFormatsOf,
  ErrorCode,
  FieldCode,
  isEInvoiceFormat,
  type EInvoiceFormat,
  type EInvoiceFormatSetting,
} from '@dealdraft/domain';
import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppError } from '../common/errors/app-error';
import { invalidField } from '../common/errors/validation';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import {
  checklistOfIssues,
  eInvoiceChecklist,
  type EInvoiceChecklistItem,
} from './e-invoice-checklist';
import {
  E_INVOICE_PROFILE,
  E_INVOICE_SYNTAX,
  embedEInvoiceInPdf,
  generateEInvoiceXml,
} from './e-invoice-generator';
import { EInvoiceLoader, type LoadedEInvoice } from './e-invoice-loader';
import { EInvoiceValidationService } from './validation/e-invoice-validation.service';
import type { EInvoiceIssue } from './validation/e-invoice-validation.types';

/** The most lines an e-invoice is validated with (the validation pool refuses more). */
export const E_INVOICE_MAX_LINES = 1000;
/** Validations remembered by their XML: a readiness, a send and a PDF of one invoice share one. */
const REMEMBERED_VALIDATIONS = 200;

export interface EInvoiceReadiness {
  setting: EInvoiceFormatSetting;
  ready: boolean;
  checks: EInvoiceChecklistItem[];
}

export interface EInvoiceFile {
  filename: string;
  contentType: string;
  xml: string;
}

/**
 * The e-invoice layer wired to stored documents: an invoice's readiness for its setting (what
 * the checklist still asks, then what the official rules still refuse), its XML in any of the
 * four formats, a credit note's XML, the refusal of a send that would not pass, and the invoice
 * PDF made a Factur-X PDF/A-3 when its setting asks and it is ready.
 */
@Injectable()
export class EInvoicesService {
  private readonly logger = new Logger(EInvoicesService.name);
  private readonly validations = new Map<string, Promise<EInvoiceIssue[]>>();

  constructor(
    private readonly loader: EInvoiceLoader,
    private readonly validator: EInvoiceValidationService,
  ) {}

  /** What the invoice's setting still lacks (404 for another workspace's or no invoice). */
  async invoiceReadiness(workspaceId: string, invoiceId: string): Promise<EInvoiceReadiness> {
    return this.readinessOf(await this.loader.forInvoice(workspaceId, invoiceId));
  }

  async readinessOf(loaded: LoadedEInvoice): Promise<EInvoiceReadiness> {
    if (loaded.setting === 'none') return { setting: 'none', ready: true, checks: [] };
    const checks = await this.checks(loaded, eInvoiceFormatsOf(loaded.setting));
    return { setting: loaded.setting, ready: checks.length === 0, checks };
  }

  /**
   * Everything `formats` still ask of the document: what cannot be expressed and the checklist;
   * when that is empty, the official rules' remaining errors, mapped to the form's fields.
   */
  async checks(
    loaded: LoadedEInvoice,
    formats: readonly EInvoiceFormat[],
  ): Promise<EInvoiceChecklistItem[]> {
    const { source } = loaded;
    const found: EInvoiceChecklistItem[] = [];
    if (!loaded.totalsMatch)
      found.push({ rule: 'BR-CO-15', field: 'lineItems', message: EInvoiceMessages.totalsChanged });
    if (source.lines.length > E_INVOICE_MAX_LINES)
      found.push({
        rule: 'LINES',
        field: 'lineItems',
        message: EInvoiceMessages.tooManyLines(E_INVOICE_MAX_LINES),
      });
    for (const format of formats) found.push(...eInvoiceChecklist(source, format));
    if (found.length === 0) {
      for (const format of formats) {
        const xml = await generateEInvoiceXml(source, format);
        found.push(...checklistOfIssues(await this.validate(xml, format)));
      }
    }
    const seen = new Set<string>();
    return found.filter(({ rule, field }) => {
      const key = `${rule}|${field}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /** The invoice's XML: `format` as given, else its setting's (400 naming `format` when none). */
  async invoiceFile(
    workspaceId: string,
    invoiceId: string,
    format: string | undefined,
  ): Promise<EInvoiceFile> {
    const wanted = parseFormat(format);
    const loaded = await this.loader.forInvoice(workspaceId, invoiceId);
    return this.file(loaded, wanted ?? defaultFormat(loaded.setting), EInvoiceMessages.cannotWrite);
  }

  /** A credit note's own XML (381, referring to its invoice), in its invoice's setting's format. */
  async creditNoteFile(
    workspaceId: string,
    creditNoteId: string,
    format: string | undefined,
  ): Promise<EInvoiceFile> {
    const wanted = parseFormat(format);
    const loaded = await this.loader.forCreditNote(workspaceId, creditNoteId);
    return this.file(
      loaded,
      wanted ?? defaultFormat(loaded.setting),
      EInvoiceMessages.creditNoteCannotWrite,
    );
  }

  private async file(
    loaded: LoadedEInvoice,
    format: EInvoiceFormat,
    refusal: (format: string, first: string) => string,
  ): Promise<EInvoiceFile> {
    const checks = await this.checks(loaded, [format]);
    if (checks.length)
      throw refused(refusal(E_INVOICE_FORMAT_NAMES[format], checks[0].message), checks);
    return fileOf(loaded, format);
  }

  /**
   * Before an invoice is queued to its client: one whose setting sends an e-invoice must pass
   * it, else 400 with the first check in the message and every check on its field.
   */
  async assertSendable(workspaceId: string, invoiceId: string): Promise<void> {
    const readiness = await this.invoiceReadiness(workspaceId, invoiceId);
    if (!readiness.ready) throw sendRefusal(readiness);
  }

  /**
   * The invoice's PDF as its client gets it: with its setting's e-invoice embedded (Factur-X
   * PDF/A-3) when it is ready, else as rendered; never a failure (the download still works).
   */
  async invoicePdf(workspaceId: string, invoice: InvoiceModel, pdf: Buffer): Promise<Buffer> {
    try {
      const { loaded, readiness } = await this.withSetting(workspaceId, invoice);
      if (!loaded || !readiness.ready) return pdf;
      return await this.embed(loaded, pdf);
    } catch (error) {
      this.logger.warn(
        { invoiceId: invoice.id, err: error },
        'E-invoice not embedded: the plain PDF is served',
      );
      return pdf;
    }
  }

  /**
   * The e-mail's attachment: the PDF with its e-invoice, or the reason an invoice whose setting
   * sends one may not go (an automatic send made before the details were complete).
   */
  async mailPdf(
    workspaceId: string,
    invoice: InvoiceModel,
    pdf: Buffer,
  ): Promise<{ pdf: Buffer } | { refused: string }> {
    const { loaded, readiness } = await this.withSetting(workspaceId, invoice);
    if (!loaded) return { pdf };
    if (!readiness.ready) return { refused: sendRefusal(readiness).message };
    return { pdf: await this.embed(loaded, pdf) };
  }

  /** The client page's offer: the setting's XML when the invoice is ready, else none. */
  async clientOffer(
    workspaceId: string,
    invoice: InvoiceModel,
  ): Promise<{ filename: string; format: EInvoiceFormat } | null> {
    const { loaded, readiness } = await this.withSetting(workspaceId, invoice);
    if (!loaded || !readiness.ready) return null;
    const format = defaultFormat(loaded.setting);
    return { filename: filenameOf(loaded, format), format };
  }

  /** The client's download: the setting's XML, or null when none is offered. */
  async clientFile(workspaceId: string, invoice: InvoiceModel): Promise<EInvoiceFile | null> {
    const { loaded, readiness } = await this.withSetting(workspaceId, invoice);
    if (!loaded || !readiness.ready) return null;
    return fileOf(loaded, defaultFormat(loaded.setting));
  }

  /**
   * The invoice as its e-invoice sees it, and its readiness; `loaded` is null when its setting
   * sends none (then it is ready, with nothing to add).
   */
  private async withSetting(
    workspaceId: string,
    invoice: InvoiceModel,
  ): Promise<{ loaded: LoadedEInvoice | null; readiness: EInvoiceReadiness }> {
    const loaded = await this.loader.forModel(workspaceId, invoice);
    const readiness = await this.readinessOf(loaded);
    return { loaded: loaded.setting === 'none' ? null : loaded, readiness };
  }

  private async embed(loaded: LoadedEInvoice, pdf: Buffer): Promise<Buffer> {
    const setting = loaded.setting as Exclude<EInvoiceFormatSetting, 'none'>;
    return Buffer.from(await embedEInvoiceInPdf(loaded.source, pdf, setting));
  }

  /** The official rules' errors for this XML, remembered by its hash (the XML is the key). */
  private validate(xml: string, format: EInvoiceFormat): Promise<EInvoiceIssue[]> {
    const syntax = E_INVOICE_SYNTAX[format];
    const profile = E_INVOICE_PROFILE[format];
    const key = createHash('sha256').update(`${syntax}|${profile}|`).update(xml).digest('hex');
    let result = this.validations.get(key);
    if (result) {
      // Most recently used last: the oldest is dropped first.
      this.validations.delete(key);
      this.validations.set(key, result);
      return result;
    }
    result = this.validator.validate(xml, { syntax, profile }).then((v) => v.errors);
    result.catch(() => this.validations.delete(key));
    this.validations.set(key, result);
    if (this.validations.size > REMEMBERED_VALIDATIONS)
      this.validations.delete(this.validations.keys().next().value!);
    return result;
  }
}

/** "RE-2096-7-xrechnung-ubl.xml". */
function filenameOf(loaded: LoadedEInvoice, format: EInvoiceFormat): string {
  return `${loaded.source.number}-${format}.xml`;
}

async function fileOf(loaded: LoadedEInvoice, format: EInvoiceFormat): Promise<EInvoiceFile> {
  return {
    filename: filenameOf(loaded, format),
    contentType: 'application/xml',
    xml: await generateEInvoiceXml(loaded.source, format),
  };
}

/** `?format=` as given: undefined when absent, 400 naming `format` when not one of the four. */
function parseFormat(format: string | undefined): EInvoiceFormat | undefined {
  if (format === undefined || format === '') return undefined;
  if (!isEInvoiceFormat(format))
    throw invalidField('format', FieldCode.EInvoiceFormat, EInvoiceMessages.format);
  return format;
}

/** The setting's download: Factur-X's CII, XRechnung's UBL; 400 naming `format` for 'none'. */
function defaultFormat(setting: EInvoiceFormatSetting): EInvoiceFormat {
  const [format] = eInvoiceFormatsOf(setting);
  if (!format)
    throw invalidField('format', FieldCode.EInvoiceFormat, EInvoiceMessages.formatNeeded);
  return format;
}

function refused(message: string, checks: readonly EInvoiceChecklistItem[]): AppError {
  return new AppError(ErrorCode.ValidationFailed, message, {
    errors: checks.map((check) => ({
      field: check.field,
      code: FieldCode.EInvoiceCheck,
      message: check.message,
    })),
  });
}

/** "This invoice cannot be sent as XRechnung yet: BR-DE-23-a: add your IBAN …", every check on its field. */
export function sendRefusal(readiness: EInvoiceReadiness): AppError {
  return refused(
    EInvoiceMessages.cannotSend(
      E_INVOICE_SETTING_NAMES[readiness.setting],
      readiness.checks[0]?.message ?? '',
    ),
    readiness.checks,
  );
}
