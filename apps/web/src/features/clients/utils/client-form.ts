import {
  ClientMessages,
  ClientRules,
  DocumentMessages,
  DocumentRules,
  EInvoiceRules,
  EMAIL_PATTERN,
  Messages,
} from '@dealdraft/domain';
import type { ClientInput } from '@/generated/graphql';

/** The dialog's fields as typed; CC addresses as one comma- or line-separated text. */
export type ClientFormValues = {
  name: string;
  company: string;
  email: string;
  ccEmails: string;
  address: string;
  phone: string;
  mobile: string;
  fax: string;
  taxNumber: string;
  notes: string;
  /** ISO 4217, or '' for the workspace's. */
  currency: string;
  /** A DOCUMENT_LANGUAGES code, or '' for English. */
  language: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, or '' for none. */
  countryCode: string;
  /** 'none', 'factur-x', 'xrechnung', or '' for the workspace's. */
  eInvoiceFormat: string;
  buyerReference: string;
};

export type ClientFormErrors = Partial<Record<keyof ClientFormValues, string>>;

export const BLANK_CLIENT: ClientFormValues = {
  name: '',
  company: '',
  email: '',
  ccEmails: '',
  address: '',
  phone: '',
  mobile: '',
  fax: '',
  taxNumber: '',
  notes: '',
  currency: '',
  language: '',
  postalCode: '',
  city: '',
  countryCode: '',
  eInvoiceFormat: '',
  buyerReference: '',
};

const tooLong = DocumentMessages.tooLong;

const ccList = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

/** The api's rules (ClientInput), checked before sending so each field says what is wrong. */
export function validateClient(values: ClientFormValues): ClientFormErrors {
  const errors: ClientFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = Messages.validation.required;
  else if (name.length > ClientRules.nameMax) errors.name = tooLong(ClientRules.nameMax);
  const email = values.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.email = Messages.validation.email;
  const cc = ccList(values.ccEmails);
  if (cc.length > ClientRules.ccMax) errors.ccEmails = ClientMessages.tooManyCc;
  else if (cc.some((address) => !EMAIL_PATTERN.test(address))) {
    errors.ccEmails = Messages.validation.email;
  }
  if (values.address.length > DocumentRules.addressMax) {
    errors.address = tooLong(DocumentRules.addressMax);
  }
  for (const [key, max] of [
    ['postalCode', EInvoiceRules.postalCodeMax],
    ['city', EInvoiceRules.cityMax],
    ['buyerReference', EInvoiceRules.referenceMax],
  ] as const) {
    if (values[key].trim().length > max) errors[key] = tooLong(max);
  }
  if (values.notes.length > ClientRules.notesMax) errors.notes = tooLong(ClientRules.notesMax);
  return errors;
}

/** Valid values as the api takes them: empty optional fields are cleared (null). */
export function toClientInput(values: ClientFormValues): ClientInput {
  const optional = (text: string) => text.trim() || null;
  return {
    name: values.name.trim(),
    company: optional(values.company),
    email: optional(values.email),
    ccEmails: ccList(values.ccEmails),
    address: optional(values.address),
    phone: optional(values.phone),
    mobile: optional(values.mobile),
    fax: optional(values.fax),
    taxNumber: optional(values.taxNumber),
    currency: optional(values.currency),
    language: optional(values.language),
    notes: optional(values.notes),
    postalCode: optional(values.postalCode),
    city: optional(values.city),
    countryCode: optional(values.countryCode),
    eInvoiceFormat: optional(values.eInvoiceFormat),
    buyerReference: optional(values.buyerReference),
  };
}

export function toFormValues(client: {
  name: string;
  company: string;
  email: string;
  ccEmails: string[];
  address?: string | null;
  phone?: string | null;
  mobile?: string | null;
  fax?: string | null;
  taxNumber?: string | null;
  notes?: string | null;
  currency?: string | null;
  language?: string | null;
  postalCode?: string | null;
  city?: string | null;
  countryCode?: string | null;
  eInvoiceFormat?: string | null;
  buyerReference?: string | null;
}): ClientFormValues {
  return {
    name: client.name,
    company: client.company,
    email: client.email,
    ccEmails: client.ccEmails.join(', '),
    address: client.address ?? '',
    phone: client.phone ?? '',
    mobile: client.mobile ?? '',
    fax: client.fax ?? '',
    taxNumber: client.taxNumber ?? '',
    notes: client.notes ?? '',
    currency: client.currency ?? '',
    language: client.language ?? '',
    postalCode: client.postalCode ?? '',
    city: client.city ?? '',
    countryCode: client.countryCode ?? '',
    eInvoiceFormat: client.eInvoiceFormat ?? '',
    buyerReference: client.buyerReference ?? '',
  };
}
