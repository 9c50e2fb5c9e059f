import { ClientRules, DocumentRules, EInvoiceRules } from '@dealdraft/domain';
import {
  CLIENT_E_INVOICE_FORMAT_CHOICES,
  COUNTRY_CHOICES,
  CURRENCY_CHOICES,
  LANGUAGE_CHOICES,
} from '@/lib/document-choices';
import { strings } from '@/strings';
import type { ClientFormValues } from './client-form';

const t = strings.clients;
const e = strings.eInvoice;

/** A client without its own currency or language takes the workspace's. */
const CLIENT_CURRENCY_CHOICES = [
  { value: '', label: t.dialog.workspaceDefault },
  ...CURRENCY_CHOICES,
];
const CLIENT_LANGUAGE_CHOICES = [
  { value: '', label: t.dialog.workspaceDefault },
  ...LANGUAGE_CHOICES,
];

type ClientField = {
  key: keyof ClientFormValues;
  label: string;
  optional?: boolean;
  type?: string;
  max?: number;
  wide?: boolean;
  multiline?: boolean;
  hint?: string;
  /** A line under the field, saying what it is for. */
  note?: string;
  /** A select of these, the first being the empty choice. */
  choices?: readonly { value: string; label: string }[];
};

/** The dialog's fields in their order, each an input, a text area or a select. */
export const CLIENT_FIELDS: ClientField[] = [
  { key: 'name', label: strings.common.name, max: ClientRules.nameMax },
  { key: 'company', label: strings.common.company, optional: true, max: DocumentRules.textMax },
  { key: 'email', label: strings.common.email, optional: true, type: 'email' },
  {
    key: 'ccEmails',
    label: t.fields.ccEmails,
    optional: true,
    hint: t.fields.ccEmailsHint,
  },
  {
    key: 'address',
    label: strings.common.address,
    optional: true,
    wide: true,
    multiline: true,
    max: DocumentRules.addressMax,
  },
  {
    key: 'postalCode',
    label: e.postalCodeLabel,
    optional: true,
    max: EInvoiceRules.postalCodeMax,
  },
  { key: 'city', label: e.cityLabel, optional: true, max: EInvoiceRules.cityMax },
  {
    key: 'countryCode',
    label: e.countryLabel,
    optional: true,
    choices: [{ value: '', label: e.noCountry }, ...COUNTRY_CHOICES],
  },
  {
    key: 'phone',
    label: strings.common.phone,
    optional: true,
    type: 'tel',
    max: DocumentRules.phoneMax,
  },
  {
    key: 'mobile',
    label: strings.common.mobile,
    optional: true,
    type: 'tel',
    max: DocumentRules.phoneMax,
  },
  {
    key: 'fax',
    label: strings.common.fax,
    optional: true,
    type: 'tel',
    max: DocumentRules.phoneMax,
  },
  { key: 'taxNumber', label: t.fields.taxNumber, optional: true, max: DocumentRules.numberMax },
  { key: 'currency', label: t.fields.currency, optional: true, choices: CLIENT_CURRENCY_CHOICES },
  { key: 'language', label: t.fields.language, optional: true, choices: CLIENT_LANGUAGE_CHOICES },
  {
    key: 'eInvoiceFormat',
    label: e.formatLabel,
    optional: true,
    note: e.clientFormatHint,
    choices: CLIENT_E_INVOICE_FORMAT_CHOICES,
  },
  {
    key: 'buyerReference',
    label: e.buyerReferenceLabel,
    optional: true,
    note: e.buyerReferenceHint,
    max: EInvoiceRules.referenceMax,
  },
  {
    key: 'notes',
    label: t.fields.notes,
    optional: true,
    wide: true,
    multiline: true,
    max: ClientRules.notesMax,
  },
];
