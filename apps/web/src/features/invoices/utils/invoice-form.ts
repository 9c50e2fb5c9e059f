import {
  DocumentMessages,
  EInvoiceRules,
  INVOICE_LEDGER_STATUSES,
  Messages,
  servicePeriodError,
  INVOICE_STATUSES,
  NUMBER_ASSIGNED_ON_SAVE,
  PARTIALLY_PAID,
  invoiceNumber,
  numberToSend,
  todayIso,
} from '@dealdraft/domain';
import { z } from 'zod/v4';
import {
  knownStatus,
  notBefore,
  optionalText,
  orNull,
  requiredEmail,
  requiredText,
} from '@/features/documents/utils/form-rules';
import { BLANK_LINE, lineItemsSchema } from '@/features/documents/utils/line-items';
import {
  blankMoney,
  lineMoneyInput,
  lineMoneyValues,
  moneyFormPath,
  splitMoney,
  moneySchema,
  moneyValues,
  refineMoney,
} from '@/features/documents/utils/money-form';
import type { InvoiceInput } from '@/generated/graphql';
import type { BusinessDetails } from '../hooks/useBusinessDetails';
import type { Invoice } from '../hooks/useInvoices';

const M = DocumentMessages.invoice;
const tooLong = DocumentMessages.tooLong(EInvoiceRules.referenceMax);

/** How the form states when the service was delivered: not at all, on a day, or over a period. */
export const SERVICE_KINDS = ['none', 'date', 'period'] as const;

/** Spec §5, invoice form. */
export const invoiceFormSchema = z
  .object({
    businessName: requiredText(),
    businessEmail: requiredEmail(),
    businessAddress: requiredText(),
    businessPhone: optionalText(),
    businessNumber: optionalText(),
    clientName: requiredText(),
    clientEmail: requiredEmail(),
    clientAddress: requiredText(),
    clientPhone: optionalText(),
    clientMobile: optionalText(),
    clientFax: optionalText(),
    invoiceNumber: requiredText(),
    invoiceDate: requiredText(),
    dueDate: optionalText(),
    paymentTerms: requiredText(),
    lines: lineItemsSchema(M.atLeastOneLine),
    notes: optionalText(),
    status: z.enum(INVOICE_LEDGER_STATUSES),
    serviceKind: z.enum(SERVICE_KINDS),
    serviceDate: optionalText(),
    servicePeriodStart: optionalText(),
    servicePeriodEnd: optionalText(),
    buyerReference: optionalText().pipe(z.string().max(EInvoiceRules.referenceMax, tooLong)),
    orderReference: optionalText().pipe(z.string().max(EInvoiceRules.referenceMax, tooLong)),
    ...moneySchema,
  })
  .refine((values) => notBefore(values.dueDate, values.invoiceDate), {
    path: ['dueDate'],
    message: M.dueBeforeDate,
  })
  .superRefine((values, ctx) => {
    if (values.serviceKind === 'date' && !values.serviceDate)
      ctx.addIssue({
        code: 'custom',
        path: ['serviceDate'],
        message: Messages.validation.required,
      });
    if (values.serviceKind === 'period') {
      const refusal = servicePeriodError(values.servicePeriodStart, values.servicePeriodEnd);
      if (refusal)
        ctx.addIssue({ code: 'custom', path: [refusal.field], message: refusal.message });
    }
  })
  .superRefine((values, ctx) => refineMoney(values, ctx, values.currency || 'USD'));

export type InvoiceFormInput = z.input<typeof invoiceFormSchema>;
export type InvoiceFormOutput = z.output<typeof invoiceFormSchema>;

/** The business fields and payment terms of a new invoice, from the workspace's profile. */
export function businessValues(business: BusinessDetails | undefined) {
  return {
    businessName: business?.businessName ?? '',
    businessEmail: business?.businessEmail ?? '',
    businessAddress: business?.businessAddress ?? '',
    businessPhone: business?.businessPhone ?? '',
    businessNumber: business?.businessNumber ?? '',
    paymentTerms: business?.paymentTerms ?? '',
    currency: business?.currency ?? '',
    language: business?.language ?? '',
  };
}

/**
 * A new invoice's number once the workspace's details arrive: with a pattern the api assigns it,
 * so the timestamp number the form opened with (before they arrived) must not be sent.
 */
export function lateInvoiceNumber(business: BusinessDetails): Partial<InvoiceFormInput> {
  return business.numberPattern ? { invoiceNumber: NUMBER_ASSIGNED_ON_SAVE } : {};
}

/** Spec §5 defaults: one blank line, today's date, INV-{timestamp}; the workspace as sender. */
export function newInvoiceValues(
  business: BusinessDetails | undefined,
  now = new Date(),
): InvoiceFormInput {
  return {
    ...blankMoney(),
    ...businessValues(business),
    clientName: '',
    clientEmail: '',
    clientAddress: '',
    clientPhone: '',
    clientMobile: '',
    clientFax: '',
    // With a pattern, the api gives the number as it saves (the field is read-only).
    invoiceNumber: business?.numberPattern ? NUMBER_ASSIGNED_ON_SAVE : invoiceNumber(now.getTime()),
    invoiceDate: todayIso(now),
    dueDate: '',
    lines: [{ ...BLANK_LINE }],
    notes: '',
    status: 'draft',
    ...NO_SERVICE,
  };
}

const NO_SERVICE = {
  serviceKind: 'none' as const,
  serviceDate: '',
  servicePeriodStart: '',
  servicePeriodEnd: '',
  buyerReference: '',
  orderReference: '',
};

/** The e-invoice fields of a saved invoice as the form shows them. */
function serviceValues(invoice: Invoice) {
  return {
    serviceKind: invoice.servicePeriodStart
      ? ('period' as const)
      : invoice.serviceDate
        ? ('date' as const)
        : ('none' as const),
    serviceDate: invoice.serviceDate ?? '',
    servicePeriodStart: invoice.servicePeriodStart ?? '',
    servicePeriodEnd: invoice.servicePeriodEnd ?? '',
    buyerReference: invoice.buyerReference ?? '',
    orderReference: invoice.orderReference ?? '',
  };
}

/**
 * The statuses the form's select offers: the spec's four, and partially paid only while the
 * invoice is (it follows from payments, so a person never picks it, but may leave it as it is).
 */
export function invoiceStatusChoices(status: string): readonly string[] {
  return status === PARTIALLY_PAID ? INVOICE_LEDGER_STATUSES : INVOICE_STATUSES;
}

/** An invoice as its edit form shows it; dates are trimmed to their date part. */
export function invoiceFormValues(invoice: Invoice): InvoiceFormInput {
  return {
    businessName: invoice.businessName,
    businessEmail: invoice.businessEmail,
    businessAddress: invoice.businessAddress,
    businessPhone: invoice.businessPhone ?? '',
    businessNumber: invoice.businessNumber ?? '',
    clientName: invoice.clientName,
    clientEmail: invoice.clientEmail,
    clientAddress: invoice.clientAddress,
    clientPhone: invoice.clientPhone ?? '',
    clientMobile: invoice.clientMobile ?? '',
    clientFax: invoice.clientFax ?? '',
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate.slice(0, 10),
    dueDate: invoice.dueDate?.slice(0, 10) ?? '',
    paymentTerms: invoice.paymentTerms,
    lines: invoice.lineItems.map((line) => ({
      description: line.description,
      extraDetails: line.extraDetails ?? '',
      price: String(line.rate),
      quantity: String(line.quantity),
      ...lineMoneyValues(line),
    })),
    notes: invoice.notes ?? '',
    status: knownStatus(invoice.status, INVOICE_LEDGER_STATUSES, 'draft'),
    ...serviceValues(invoice),
    ...moneyValues(invoice),
  };
}

/** The api's payload: every field (a full update), optional ones left empty as null. */
export function toInvoiceInput({
  lines,
  serviceKind,
  serviceDate,
  servicePeriodStart,
  servicePeriodEnd,
  ...form
}: InvoiceFormOutput): InvoiceInput {
  const [money, values] = splitMoney(form);
  return {
    ...values,
    // The kind not chosen is cleared: one stated service, a date or a period.
    serviceDate: serviceKind === 'date' ? orNull(serviceDate) : null,
    servicePeriodStart: serviceKind === 'period' ? orNull(servicePeriodStart) : null,
    servicePeriodEnd: serviceKind === 'period' ? orNull(servicePeriodEnd) : null,
    buyerReference: orNull(values.buyerReference),
    orderReference: orNull(values.orderReference),
    invoiceNumber: numberToSend(values.invoiceNumber),
    businessPhone: orNull(values.businessPhone),
    businessNumber: orNull(values.businessNumber),
    clientPhone: orNull(values.clientPhone),
    clientMobile: orNull(values.clientMobile),
    clientFax: orNull(values.clientFax),
    dueDate: orNull(values.dueDate),
    notes: orNull(values.notes),
    lineItems: lines.map((line) => ({
      description: line.description,
      extraDetails: orNull(line.extraDetails),
      rate: line.price,
      quantity: line.quantity,
      ...lineMoneyInput(line),
    })),
    ...money,
  };
}

/** The form's name for a field the api names in a validation error ("lineItems.0.rate"). */
export const invoiceFormPath = (field: string): string =>
  moneyFormPath(
    field.replace(/^lineItems(?=\.|$)/, 'lines').replace(/^(lines\.\d+)\.rate$/, '$1.price'),
  );

/** A stored invoice as a full update's payload with a new status (the e-mail action's, §4). */
export function invoiceUpdateWithStatus(invoice: Invoice, status: string): InvoiceInput {
  return {
    businessName: invoice.businessName,
    businessEmail: invoice.businessEmail,
    businessAddress: invoice.businessAddress,
    businessPhone: invoice.businessPhone ?? null,
    businessNumber: invoice.businessNumber ?? null,
    clientName: invoice.clientName,
    clientEmail: invoice.clientEmail,
    clientAddress: invoice.clientAddress,
    clientPhone: invoice.clientPhone ?? null,
    clientMobile: invoice.clientMobile ?? null,
    clientFax: invoice.clientFax ?? null,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate.slice(0, 10),
    dueDate: invoice.dueDate?.slice(0, 10) ?? null,
    paymentTerms: invoice.paymentTerms,
    // The lines' own discounts and taxes go back as they are; the document's money fields,
    // left out, are kept by the api.
    lineItems: invoice.lineItems.map((line) => ({
      description: line.description,
      extraDetails: line.extraDetails ?? null,
      rate: line.rate,
      quantity: line.quantity,
      ...lineMoneyInput(lineMoneyValues(line)),
    })),
    notes: invoice.notes ?? null,
    status,
  };
}
