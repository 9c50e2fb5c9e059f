import {
  BRAND_LIMITS,
  EInvoiceMessages,
  WorkspaceMessages,
  formatIban,
  ibanError,
  isBic,
  normalizeBic,
  normalizeIban,
  numberPatternError,
} from '@dealdraft/domain';
import { z } from 'zod';
import { strings } from '@/strings';
import type { Workspace } from '../hooks/useWorkspaceSettings';

/** Empty, or a pattern the api will take (the same parser decides). */
const numberPattern = z.string().refine(
  (value) => !value.trim() || numberPatternError(value.trim()) === null,
  (value) => ({ message: numberPatternError(value.trim()) ?? '' }),
);

export const workspaceFormSchema = z.object({
  name: z.string().trim().min(1, WorkspaceMessages.nameRequired),
  address: z.string(),
  email: z.string().trim().email(strings.workspace.invalidEmail).or(z.literal('')),
  phone: z.string(),
  taxNumber: z.string(),
  paymentTerms: z.string(),
  invoiceOnAccept: z.boolean(),
  proposalNumberPattern: numberPattern,
  invoiceNumberPattern: numberPattern,
  currency: z.string(),
  language: z.string(),
  rounding: z.string(),
  legalName: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  taxRegistrationNumber: z.string(),
  iban: z.string().refine(
    (value) => !value.trim() || ibanError(value) === null,
    (value) => ({
      message: ibanError(value) ?? '',
    }),
  ),
  bic: z.string().refine((value) => !value.trim() || isBic(value), EInvoiceMessages.bic),
  accountHolder: z.string(),
  eInvoiceFormat: z.string(),
  documentLayout: z.string(),
  documentFooter: z
    .string()
    .refine(
      (value) => value.trim().length <= BRAND_LIMITS.footerLength,
      strings.documentStyle.tooLong(BRAND_LIMITS.footerLength),
    ),
  paymentInstructions: z
    .string()
    .refine(
      (value) => value.trim().length <= BRAND_LIMITS.paymentInstructionsLength,
      strings.documentStyle.tooLong(BRAND_LIMITS.paymentInstructionsLength),
    ),
});

export type WorkspaceFormValues = z.infer<typeof workspaceFormSchema>;

/** The optional text fields: saved trimmed, or cleared when left empty. */
export const TEXT_FIELDS = [
  'address',
  'email',
  'phone',
  'taxNumber',
  'paymentTerms',
  'proposalNumberPattern',
  'invoiceNumberPattern',
  'legalName',
  'postalCode',
  'city',
  'countryCode',
  'taxRegistrationNumber',
  'iban',
  'bic',
  'accountHolder',
  'documentFooter',
  'paymentInstructions',
] as const;

/** The form's text for what the api holds. */
export function valuesOf(workspace: Workspace): WorkspaceFormValues {
  return {
    name: workspace.name,
    address: workspace.address ?? '',
    email: workspace.email ?? '',
    phone: workspace.phone ?? '',
    taxNumber: workspace.taxNumber ?? '',
    paymentTerms: workspace.paymentTerms ?? '',
    invoiceOnAccept: workspace.invoiceOnAccept,
    proposalNumberPattern: workspace.proposalNumberPattern ?? '',
    invoiceNumberPattern: workspace.invoiceNumberPattern ?? '',
    currency: workspace.currency,
    language: workspace.language,
    rounding: `${workspace.roundingScope}:${workspace.roundingMethod}`,
    legalName: workspace.legalName ?? '',
    postalCode: workspace.postalCode ?? '',
    city: workspace.city ?? '',
    countryCode: workspace.countryCode ?? '',
    taxRegistrationNumber: workspace.taxRegistrationNumber ?? '',
    // Shown as printed, in groups of four; saved without the spaces.
    iban: workspace.iban ? formatIban(workspace.iban) : '',
    bic: workspace.bic ?? '',
    accountHolder: workspace.accountHolder ?? '',
    eInvoiceFormat: workspace.eInvoiceFormat,
    documentLayout: workspace.documentLayout,
    documentFooter: workspace.documentFooter ?? '',
    paymentInstructions: workspace.paymentInstructions ?? '',
  };
}

/** Empty optional fields are cleared (null), not saved as empty text. */
export function inputOf(values: WorkspaceFormValues) {
  const input = { name: values.name.trim() } as Record<string, string | null>;
  for (const field of TEXT_FIELDS) input[field] = values[field].trim() || null;
  // As the api stores them: without spaces, upper case.
  if (input.iban) input.iban = normalizeIban(input.iban);
  if (input.bic) input.bic = normalizeBic(input.bic);
  const [roundingScope, roundingMethod] = values.rounding.split(':');
  return {
    ...(input as { name: string } & Record<(typeof TEXT_FIELDS)[number], string | null>),
    invoiceOnAccept: values.invoiceOnAccept,
    currency: values.currency,
    language: values.language,
    roundingScope,
    roundingMethod,
    eInvoiceFormat: values.eInvoiceFormat,
    documentLayout: values.documentLayout,
  };
}
