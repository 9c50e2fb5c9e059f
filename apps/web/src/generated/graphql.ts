/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
};

export type AcceptProposalInput = {
  /** The full name the client types to sign the acceptance. */
  fullName: Scalars['String']['input'];
  /** The version the client saw (ClientDocument.version); refused if the proposal changed since. */
  version: Scalars['String']['input'];
};

export type ActivityEvent = {
  __typename?: 'ActivityEvent';
  clientName?: Maybe<Scalars['String']['output']>;
  documentId?: Maybe<Scalars['ID']['output']>;
  /** proposal or invoice; null for READY */
  documentKind?: Maybe<Scalars['String']['output']>;
  /** Unique per event: a client may see one event twice after a reconnect. */
  id: Scalars['ID']['output'];
  kind: ActivityKind;
  /** The notice the event made for the bell (answers and online payments), if any. */
  notification?: Maybe<Notification>;
  /** The proposal or invoice number. */
  number?: Maybe<Scalars['String']['output']>;
  occurredAt: Scalars['DateTime']['output'];
  /** The document's status right after the event, as the lists read it. */
  status?: Maybe<Scalars['String']['output']>;
  /** A proposal's title; null for an invoice. */
  title?: Maybe<Scalars['String']['output']>;
};

/** What happened. READY comes first on every subscription and names no document. */
export type ActivityKind =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'OPENED'
  | 'PAID'
  | 'READY'
  | 'VIEWED';

export type AgingAmount = {
  __typename?: 'AgingAmount';
  /** The balances still owed, in the currency. */
  amount: Scalars['Float']['output'];
  /** Days past due: '0-30' (not yet due included), '31-60', '61-90', '90+'. */
  bucket: Scalars['String']['output'];
  /** The unpaid invoices in the bucket. */
  count: Scalars['Int']['output'];
};

export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Kept to the minute. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The public part of the key (ddk_<prefix>_…), to tell keys apart. */
  prefix: Scalars['String']['output'];
  /** When the key stopped working: revoked by an owner or admin, or when its creator left or was removed. Null while it works. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** admin or member */
  role: Scalars['String']['output'];
};

export type ApplyClientCreditInput = {
  invoiceId: Scalars['ID']['input'];
};

export type ApprovalReturnInput = {
  comment: Scalars['String']['input'];
};

/** When a proposal needs an admin’s approval before it is sent (none set: never). */
export type ApprovalRule = {
  __typename?: 'ApprovalRule';
  currency: Scalars['String']['output'];
  /** A document discount over this percent. */
  overDiscountPercent?: Maybe<Scalars['Float']['output']>;
  /** A total over this amount, in the workspace currency. */
  overTotal?: Maybe<Scalars['Float']['output']>;
};

export type ApprovalRuleInput = {
  overDiscountPercent?: InputMaybe<Scalars['Float']['input']>;
  overTotal?: InputMaybe<Scalars['Float']['input']>;
};

export type ApprovalState =
  | 'approved'
  | 'none'
  | 'requested'
  | 'returned';

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Bearer token for the Authorization header. */
  token: Scalars['String']['output'];
  user: User;
};

export type Brand = {
  __typename?: 'Brand';
  /** #rrggbb: the chosen colour, or the product default. */
  color: Scalars['String']['output'];
  /** #rrggbb: the colour as shown on the dark theme (brandColorOnDark). */
  colorOnDark: Scalars['String']['output'];
  /** The chosen colour; null: the default. */
  customColor?: Maybe<Scalars['String']['output']>;
  /** inter, source-serif-4 or ibm-plex-sans. */
  font: Scalars['String']['output'];
  /** The font's CSS family name ("Source Serif 4"). */
  fontFamily: Scalars['String']['output'];
  /** image/png, image/jpeg or image/svg+xml. */
  logoContentType?: Maybe<Scalars['String']['output']>;
  logoHeight?: Maybe<Scalars['Int']['output']>;
  /** Absolute, content-addressed: GET /api/brand/logos/{sha256}. Null: no logo. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Pixels (an SVG: its user units). */
  logoWidth?: Maybe<Scalars['Int']['output']>;
};

export type CatalogueItem = {
  __typename?: 'CatalogueItem';
  archived: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  defaultQuantity: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** hour, day, item, or free text. */
  unit: Scalars['String']['output'];
  /** US dollars per unit. */
  unitPrice: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type CatalogueItemConnection = {
  __typename?: 'CatalogueItemConnection';
  nodes: Array<CatalogueItem>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CatalogueItemInput = {
  /** 1 by default. */
  defaultQuantity?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** hour, day, item (default) or free text. */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** US dollars per unit, at most 2 decimals. */
  unitPrice: Scalars['Float']['input'];
};

export type CatalogueItemSortField =
  | 'createdAt'
  | 'name'
  | 'unitPrice';

export type CheckoutInput = {
  /** A page of this site, e.g. {origin}/payment-decline. */
  cancelUrl: Scalars['String']['input'];
  /** freelancer or business, in any letter case. */
  plan: Scalars['String']['input'];
  /** A page of this site, e.g. {origin}/payment-success. */
  successUrl: Scalars['String']['input'];
};

export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  /** Where to send the browser: the checkout page, or a page of this site. */
  url: Scalars['String']['output'];
};

export type Client = {
  __typename?: 'Client';
  address?: Maybe<Scalars['String']['output']>;
  archived: Scalars['Boolean']['output'];
  /** BT-10 for new invoices (Leitweg-ID). */
  buyerReference?: Maybe<Scalars['String']['output']>;
  ccEmails: Array<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  company: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2. */
  countryCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  /** Values of the client custom fields. */
  customFields: Array<CustomFieldValue>;
  /** 'none', 'factur-x' or 'xrechnung'; null: the workspace's. */
  eInvoiceFormat?: Maybe<Scalars['String']['output']>;
  /** The primary e-mail ('' for none). */
  email: Scalars['String']['output'];
  fax?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  language?: Maybe<Scalars['String']['output']>;
  mobile?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  taxNumber?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** Something that happened to one of the client's documents. */
export type ClientActivity = {
  __typename?: 'ClientActivity';
  at: Scalars['DateTime']['output'];
  documentId: Scalars['ID']['output'];
  documentKind: Scalars['String']['output'];
  documentNumber: Scalars['String']['output'];
  /** sent, opened, viewed, accepted or declined */
  event: Scalars['String']['output'];
};

export type ClientAnswer = {
  __typename?: 'ClientAnswer';
  acceptedByName?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** accepted or declined */
  decision: Scalars['String']['output'];
  declineReason?: Maybe<Scalars['String']['output']>;
};

export type ClientConnection = {
  __typename?: 'ClientConnection';
  nodes: Array<Client>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** Money a client paid online that could not be applied to its invoice, kept until it is applied or refunded. */
export type ClientCredit = {
  __typename?: 'ClientCredit';
  amount: Scalars['Float']['output'];
  appliedInvoiceId?: Maybe<Scalars['ID']['output']>;
  clientId?: Maybe<Scalars['ID']['output']>;
  clientName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The invoice paid; null once deleted. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** The number of the invoice paid, as it was. */
  invoiceNumber: Scalars['String']['output'];
  /** Why it was not applied: invoice_deleted, currency_changed, total_changed, already_paid or page_closed. */
  reason: Scalars['String']['output'];
  /** The reason, as the owner reads it. */
  reasonText: Scalars['String']['output'];
  /** YYYY-MM-DD, when the client paid. */
  receivedOn: Scalars['String']['output'];
  /** unapplied, applied or refunded. */
  status: Scalars['String']['output'];
};

export type ClientCreditApplied = {
  __typename?: 'ClientCreditApplied';
  credit: ClientCredit;
  invoice: Invoice;
  payment: Payment;
};

export type ClientCreditsFilter = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** unapplied, applied or refunded. */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** The deposit a proposal asks on acceptance, and once accepted, its invoice. */
export type ClientDeposit = {
  __typename?: 'ClientDeposit';
  amount: Scalars['Float']['output'];
  /** Pay the deposit here: its invoice has a balance and a way to pay it. */
  canPayOnline: Scalars['Boolean']['output'];
  /** The deposit invoice, once accepted. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The deposit invoice is paid. */
  paid: Scalars['Boolean']['output'];
  /** As the page writes it: "30 %" or an amount, in the document language. */
  share: Scalars['String']['output'];
  /** The gateway is the app's own test page: no money moves. */
  simulated: Scalars['Boolean']['output'];
};

export type ClientDocument = {
  __typename?: 'ClientDocument';
  answer?: Maybe<ClientAnswer>;
  /** The business's logo, colour and font. */
  brand: Brand;
  /** A proposal the client can still accept or decline. */
  canRespond: Scalars['Boolean']['output'];
  /** ISO 4217: what the amounts are in. */
  currency: Scalars['String']['output'];
  dates: Array<ClientDocumentDate>;
  /** For a proposal that asks a deposit on acceptance. */
  deposit?: Maybe<ClientDeposit>;
  /** An invoice's e-invoice XML to download, when its client or workspace sends one and it is ready. */
  eInvoice?: Maybe<ClientEInvoice>;
  /** A proposal past its expiration date: it can no longer be accepted. */
  expired: Scalars['Boolean']['output'];
  /** Why it cannot be accepted, when expired. */
  expiredMessage?: Maybe<Scalars['String']['output']>;
  from: ClientDocumentParty;
  /** proposal or invoice */
  kind: Scalars['String']['output'];
  /** The language the page is written in (en, de, fr, …). */
  language: Scalars['String']['output'];
  lines: Array<ClientDocumentLine>;
  number: Scalars['String']['output'];
  /** For an invoice. */
  payment?: Maybe<ClientPayment>;
  sections: Array<ClientDocumentSection>;
  status: Scalars['String']['output'];
  /** Subtotal, discounts and taxes, when the document has any. */
  summary?: Maybe<ClientDocumentSummary>;
  title: Scalars['String']['output'];
  to: ClientDocumentParty;
  total: Scalars['Float']['output'];
  /** Column label for the unit amount: Price or Rate. */
  unitLabel: Scalars['String']['output'];
  /** SHA-256 of the printable content shown (of the answered content, once answered); an answer sends it back. */
  version: Scalars['String']['output'];
};

export type ClientDocumentDate = {
  __typename?: 'ClientDocumentDate';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ClientDocumentLine = {
  __typename?: 'ClientDocumentLine';
  description: Scalars['String']['output'];
  details?: Maybe<Scalars['String']['output']>;
  /** The line's own discount, as printed ("−10 %"). */
  discount?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  total: Scalars['Float']['output'];
  unitPrice: Scalars['Float']['output'];
};

export type ClientDocumentParty = {
  __typename?: 'ClientDocumentParty';
  heading: Scalars['String']['output'];
  lines: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type ClientDocumentSection = {
  __typename?: 'ClientDocumentSection';
  body: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ClientDocumentSummary = {
  __typename?: 'ClientDocumentSummary';
  discount: Scalars['Float']['output'];
  pricesIncludeTax: Scalars['Boolean']['output'];
  subtotal: Scalars['Float']['output'];
  taxes: Array<ClientDocumentTax>;
};

export type ClientDocumentTax = {
  __typename?: 'ClientDocumentTax';
  amount: Scalars['Float']['output'];
  base: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  percent: Scalars['Float']['output'];
};

/** The client page's e-invoice download. */
export type ClientEInvoice = {
  __typename?: 'ClientEInvoice';
  filename: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A proposal or invoice in the client's history. */
export type ClientHistoryDocument = {
  __typename?: 'ClientHistoryDocument';
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  /** An invoice's due date. */
  dueDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** proposal or invoice */
  kind: Scalars['String']['output'];
  number: Scalars['String']['output'];
  /** As the lists show it: a sent or partially paid invoice past due reads 'overdue'. */
  status: Scalars['String']['output'];
  /** The proposal's title, or the invoice's number. */
  title: Scalars['String']['output'];
  /** In `currency`. */
  total: Scalars['Float']['output'];
};

export type ClientInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** New invoices' buyer reference (BT-10), e.g. a Leitweg-ID. */
  buyerReference?: InputMaybe<Scalars['String']['input']>;
  /** CC addresses, at most 10. */
  ccEmails?: InputMaybe<Array<Scalars['String']['input']>>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2, e.g. FR. */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  /** ISO 4217, e.g. EUR: new documents default to it. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Values of the workspace's custom fields of this kind. Left out: kept; given: replaces them. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** 'none', 'factur-x' or 'xrechnung'; null: the workspace's. */
  eInvoiceFormat?: InputMaybe<Scalars['String']['input']>;
  /** The primary e-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  /** Documents to the client are written in it: en, de, fr, es, pt, it, nl, pl. */
  language?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** VAT, GST, EIN… */
  taxNumber?: InputMaybe<Scalars['String']['input']>;
};

export type ClientLink = {
  __typename?: 'ClientLink';
  createdAt: Scalars['DateTime']['output'];
  documentId: Scalars['ID']['output'];
  /** proposal or invoice */
  documentKind: Scalars['String']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  firstViewedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  lastViewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Neither revoked nor expired. */
  live: Scalars['Boolean']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The public page, to share with the client. */
  url: Scalars['String']['output'];
  viewCount: Scalars['Int']['output'];
};

/** An invoice's balance, and whether the client can pay it here. */
export type ClientPayment = {
  __typename?: 'ClientPayment';
  amountPaid: Scalars['Float']['output'];
  balanceDue: Scalars['Float']['output'];
  /** A Pay now button: there is a balance and a way to pay it online. */
  canPayOnline: Scalars['Boolean']['output'];
  /** A final invoice: the paid deposit it deducts, as the PDF and e-mail state it ("Less deposit paid, invoice INV-0042: −$360.00"). */
  depositLine?: Maybe<Scalars['String']['output']>;
  /** The gateway is the app's own test page: no money moves. */
  simulated: Scalars['Boolean']['output'];
};

export type ClientSortField =
  | 'company'
  | 'createdAt'
  | 'email'
  | 'name';

export type ClientSummary = {
  __typename?: 'ClientSummary';
  /** The newest 20 events, newest first. */
  activity: Array<ClientActivity>;
  client: Client;
  invoiceCount: Scalars['Int']['output'];
  /** The newest 50 invoices. */
  invoices: Array<ClientHistoryDocument>;
  /** The same sums for every other currency the documents use. */
  otherTotals: Array<ClientTotals>;
  proposalCount: Scalars['Int']['output'];
  /** The newest 50 proposals. */
  proposals: Array<ClientHistoryDocument>;
  /** In the client's currency (else the workspace's). */
  totals: ClientTotals;
};

/** Sums in one currency, exact to the minor unit (PostgreSQL sums them). */
export type ClientTotals = {
  __typename?: 'ClientTotals';
  /** Accepted proposals. */
  accepted: Scalars['Float']['output'];
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  /** Invoices issued (sent, overdue or paid; drafts are not), each job once: a final invoice counts its total less the paid deposit it deducts, which its deposit invoice counts. */
  invoiced: Scalars['Float']['output'];
  /** The balance still due on sent and partially paid invoices, overdue included. */
  outstanding: Scalars['Float']['output'];
  /** The balance still due past the due date. */
  overdue: Scalars['Float']['output'];
  /** Received on its invoices: payments less refunds. */
  paid: Scalars['Float']['output'];
  /** Every proposal to the client. */
  proposed: Scalars['Float']['output'];
};

export type ConnectStripeInput = {
  /** sk_test_…, sk_live_… or a restricted rk_ key. Never shown again. */
  secretKey: Scalars['String']['input'];
  /** The signing secret of the workspace's webhook endpoint: whsec_… */
  webhookSecret: Scalars['String']['input'];
};

export type CreateApiKeyInput = {
  /** What the key is for, e.g. "Zapier" (at most 100 characters). */
  name: Scalars['String']['input'];
  /** admin or member: the most the key may do. */
  role: Scalars['String']['input'];
};

export type CreateClientLinkInput = {
  documentId: Scalars['ID']['input'];
  /** proposal or invoice */
  documentKind: Scalars['String']['input'];
  /** After this the link answers 404. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CreateCreditNoteInput = {
  /** In the invoice's currency; at most the balance due. */
  amount: Scalars['Float']['input'];
  /** YYYY-MM-DD (default today). */
  issuedOn?: InputMaybe<Scalars['String']['input']>;
  /** Why the invoice is credited; printed on the credit note. */
  reason: Scalars['String']['input'];
};

export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: ApiKey;
  /** The whole key, ddk_<prefix>_<secret>: shown this once, never again. */
  secret: Scalars['String']['output'];
};

/** A credit note against an invoice: part or all of its balance taken off. */
export type CreditNote = {
  __typename?: 'CreditNote';
  /** In the invoice's currency. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdById?: Maybe<Scalars['ID']['output']>;
  /** In the workspace's own series: CN-0001… */
  creditNoteNumber: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoiceId: Scalars['ID']['output'];
  /** YYYY-MM-DD. */
  issuedOn: Scalars['String']['output'];
  /** The invoice's language, which its PDF and e-mail are written in. */
  language: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  /** Its last e-mail to the client: queued, sent or failed; null if never sent. */
  sendStatus?: Maybe<Scalars['String']['output']>;
};

/** A credit note and its invoice after it. */
export type CreditNoteResult = {
  __typename?: 'CreditNoteResult';
  creditNote: CreditNote;
  invoice: Invoice;
};

export type CurrencyTotals = {
  __typename?: 'CurrencyTotals';
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  invoicesCount: Scalars['Int']['output'];
  invoicesTotalAmount: Scalars['Float']['output'];
  proposalsCount: Scalars['Int']['output'];
  proposalsTotalValue: Scalars['Float']['output'];
};

export type CustomField = {
  __typename?: 'CustomField';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  /** Printed on the PDF, or kept internal. */
  printed: Scalars['Boolean']['output'];
  /** client, document or line. */
  target: Scalars['String']['output'];
};

export type CustomFieldInput = {
  /** As printed and as the CSV column: 1–40 characters. */
  label: Scalars['String']['input'];
  /** Printed on the PDF (the default), or kept internal. */
  printed?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the field is kept on: client, document, line. */
  target: Scalars['String']['input'];
};

export type CustomFieldOrderInput = {
  ids: Array<Scalars['ID']['input']>;
  target: Scalars['String']['input'];
};

export type CustomFieldUpdateInput = {
  label?: InputMaybe<Scalars['String']['input']>;
  printed?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomFieldValue = {
  __typename?: 'CustomFieldValue';
  fieldId: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

export type CustomFieldValueInput = {
  fieldId: Scalars['ID']['input'];
  /** At most 200 characters; empty clears it. */
  value: Scalars['String']['input'];
};

export type DeclineProposalInput = {
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The version the client saw (ClientDocument.version); refused if the proposal changed since. */
  version: Scalars['String']['input'];
};

export type Discount = {
  __typename?: 'Discount';
  /** Amount off, in the document's currency. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** Percent off. */
  percent?: Maybe<Scalars['Float']['output']>;
};

export type DiscountInput = {
  /** Amount off, in the document's currency (as many decimals as it has). */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** Percent off, 0–100, at most 3 decimals. */
  percent?: InputMaybe<Scalars['Float']['input']>;
};

export type DocumentRemindersInput = {
  documentId: Scalars['ID']['input'];
  /** proposal or invoice */
  documentKind: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
};

export type DraftBriefInput = {
  /** The whole proposal, in the draft’s currency. */
  budget?: InputMaybe<Scalars['Float']['input']>;
  clientCompany?: InputMaybe<Scalars['String']['input']>;
  clientName?: InputMaybe<Scalars['String']['input']>;
  /** The proposal's currency (ISO 4217); left out, the workspace's. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Free text, e.g. "end of March". */
  deadline?: InputMaybe<Scalars['String']['input']>;
  /** The deposit the form asks for, as an amount in the draft’s currency. */
  depositAmount?: InputMaybe<Scalars['Float']['input']>;
  /** The deposit the form asks for, in percent; a deposit the brief names wins. */
  depositPercent?: InputMaybe<Scalars['Float']['input']>;
  /** One of web, design, marketing, consulting, development, writing, video, events; left out, it is inferred. */
  industry?: InputMaybe<Scalars['String']['input']>;
  /** The proposal's language (en, de, fr, es, pt, it, nl, pl); left out, the workspace's. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** What the project is, in a sentence or a paragraph. */
  project: Scalars['String']['input'];
  /** professional, friendly, formal, confident */
  tone?: InputMaybe<Scalars['String']['input']>;
};

export type DraftServiceLine = {
  __typename?: 'DraftServiceLine';
  description: Scalars['String']['output'];
  /** Per unit, in the draft’s currency. */
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
};

export type EInvoiceCheck = {
  __typename?: 'EInvoiceCheck';
  /** Where to fix it: 'workspace.iban', 'client.postalCode', 'invoice.buyerReference', 'lineItems.2.taxRateIds', 'taxRates.<id>.exemptionReason'. */
  field: Scalars['String']['output'];
  /** What to do, starting with the rule. */
  message: Scalars['String']['output'];
  /** The rule it breaks: 'BR-DE-23-a', 'BR-CO-4', or a business term 'BT-72'. */
  rule: Scalars['String']['output'];
};

export type EInvoiceFile = {
  __typename?: 'EInvoiceFile';
  contentType: Scalars['String']['output'];
  /** "<number>-<format>.xml". */
  filename: Scalars['String']['output'];
  xml: Scalars['String']['output'];
};

/** Factur-X CII (EN 16931), XRechnung 3.0 as CII or UBL, or UBL in the Peppol BIS Billing 3.0 profile. */
export type EInvoiceFormat =
  | 'FACTUR_X'
  | 'PEPPOL'
  | 'XRECHNUNG_CII'
  | 'XRECHNUNG_UBL';

export type EInvoiceReadiness = {
  __typename?: 'EInvoiceReadiness';
  /** What the setting's formats still lack; empty when ready. */
  checks: Array<EInvoiceCheck>;
  /** No check left (always true when the setting is 'none'). */
  ready: Scalars['Boolean']['output'];
  /** The invoice's effective setting, 'none' | 'factur-x' | 'xrechnung': the client's e-invoice format, else the workspace's. */
  setting: Scalars['String']['output'];
};

export type EmailChangeConfirmInput = {
  token: Scalars['String']['input'];
};

export type EmailChangeInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type EmailSend = {
  __typename?: 'EmailSend';
  /** Copies, as the user gave them. */
  cc: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  documentId: Scalars['ID']['output'];
  /** proposal or invoice */
  documentKind: Scalars['String']['output'];
  /** Why sending failed. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastOpenedAt?: Maybe<Scalars['DateTime']['output']>;
  openCount: Scalars['Int']['output'];
  /** The To address. */
  recipient: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** queued, sent or failed */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type HealthStatus = {
  __typename?: 'HealthStatus';
  /** "up" or "down" */
  database: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  /** "up" or "down" */
  redis: Scalars['String']['output'];
};

export type Invitation = {
  __typename?: 'Invitation';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Null once the inviter left the app. */
  invitedByName?: Maybe<Scalars['String']['output']>;
  /** admin or member */
  role: Scalars['String']['output'];
};

export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  /** The invited address: the account that accepts must have it. */
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  invitedByName?: Maybe<Scalars['String']['output']>;
  /** admin or member */
  role: Scalars['String']['output'];
  workspaceName: Scalars['String']['output'];
};

export type InviteMemberInput = {
  email: Scalars['String']['input'];
  /** admin or member */
  role: Scalars['String']['input'];
};

export type Invoice = {
  __typename?: 'Invoice';
  /** Σ rate × quantity, computed by the server. */
  amount: Scalars['Float']['output'];
  /** Credit notes against it (see invoiceCreditNotes). */
  amountCredited: Scalars['Float']['output'];
  /** Payments less refunds (see invoicePayments). */
  amountPaid: Scalars['Float']['output'];
  /** What the client still owes: the total less amountCredited and amountPaid. */
  balanceDue: Scalars['Float']['output'];
  businessAddress: Scalars['String']['output'];
  businessEmail: Scalars['String']['output'];
  businessName: Scalars['String']['output'];
  businessNumber?: Maybe<Scalars['String']['output']>;
  businessPhone?: Maybe<Scalars['String']['output']>;
  /** The buyer's reference (BT-10). */
  buyerReference?: Maybe<Scalars['String']['output']>;
  clientAddress: Scalars['String']['output'];
  clientEmail: Scalars['String']['output'];
  clientFax?: Maybe<Scalars['String']['output']>;
  /** The client it names (see Client). */
  clientId?: Maybe<Scalars['ID']['output']>;
  clientLastViewedAt?: Maybe<Scalars['DateTime']['output']>;
  clientMobile?: Maybe<Scalars['String']['output']>;
  clientName: Scalars['String']['output'];
  clientPhone?: Maybe<Scalars['String']['output']>;
  clientTaxNumber?: Maybe<Scalars['String']['output']>;
  /** Visits of the client page, over every link of this document. */
  clientViewCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The member who created it. */
  createdById?: Maybe<Scalars['ID']['output']>;
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  /** Values of the document custom fields. */
  customFields: Array<CustomFieldValue>;
  /** What its proposal's deposit invoice was paid, deducted here (a final invoice). */
  depositDeducted: Scalars['Float']['output'];
  /** A deposit invoice: the accepted proposal it asks the deposit of. */
  depositForProposalId?: Maybe<Scalars['ID']['output']>;
  /** A final invoice: the deposit invoice whose payments it deducts. */
  depositInvoiceId?: Maybe<Scalars['ID']['output']>;
  /** The number of that deposit invoice, as the final invoice names it. */
  depositInvoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Off the whole document. */
  discount?: Maybe<Discount>;
  /** Line discounts and the document discount. */
  discountTotal: Scalars['Float']['output'];
  dueDate?: Maybe<Scalars['String']['output']>;
  /** Opens of the tracking pixel, over every e-mail of this document. */
  emailOpenCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  invoiceDate: Scalars['String']['output'];
  invoiceNumber: Scalars['String']['output'];
  /** What the PDF, the client page and the e-mails are written in. */
  language: Scalars['String']['output'];
  /** queued, sent or failed: the latest e-mail. */
  lastEmailStatus?: Maybe<Scalars['String']['output']>;
  lastSentAt?: Maybe<Scalars['DateTime']['output']>;
  /** The PDF layout it prints in ('classic', 'modern', 'compact'); null: the workspace's. */
  layout?: Maybe<Scalars['String']['output']>;
  lineItems: Array<LineItem>;
  notes?: Maybe<Scalars['String']['output']>;
  /** Payment pages open on the invoice: while any is, its currency and total stay and it cannot be deleted. */
  openPaymentPages: Scalars['Int']['output'];
  /** The purchase order (BT-13). */
  orderReference?: Maybe<Scalars['String']['output']>;
  paymentTerms: Scalars['String']['output'];
  pricesIncludeTax: Scalars['Boolean']['output'];
  /** The accepted proposal it was made from. */
  proposalId?: Maybe<Scalars['ID']['output']>;
  /** That proposal's number as issued (kept if the proposal is deleted). */
  proposalNumber?: Maybe<Scalars['String']['output']>;
  /** Follow-up reminders run for this document. */
  remindersEnabled: Scalars['Boolean']['output'];
  /** When the service was delivered (BT-72). */
  serviceDate?: Maybe<Scalars['String']['output']>;
  /** Its last day (BT-74). */
  servicePeriodEnd?: Maybe<Scalars['String']['output']>;
  /** The period of service (BT-73). */
  servicePeriodStart?: Maybe<Scalars['String']['output']>;
  /** draft, sent, partially_paid, paid, or overdue (a sent or partially paid invoice past its due date). */
  status: Scalars['String']['output'];
  /** Σ price × quantity. */
  subtotal: Scalars['Float']['output'];
  taxNote?: Maybe<Scalars['String']['output']>;
  /** Taxes on every line. */
  taxRateIds: Array<Scalars['ID']['output']>;
  taxTotal: Scalars['Float']['output'];
  /** Each tax by rate, with its base. */
  taxes: Array<TaxSummary>;
  /** What the client pays. */
  total: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The member who last changed it. */
  updatedById?: Maybe<Scalars['ID']['output']>;
};

export type InvoiceConnection = {
  __typename?: 'InvoiceConnection';
  nodes: Array<Invoice>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type InvoiceInput = {
  businessAddress: Scalars['String']['input'];
  businessEmail: Scalars['String']['input'];
  businessName: Scalars['String']['input'];
  /** Tax or company registration number. */
  businessNumber?: InputMaybe<Scalars['String']['input']>;
  businessPhone?: InputMaybe<Scalars['String']['input']>;
  /** The buyer's reference (BT-10, a Leitweg-ID). Left out on create: the client's. */
  buyerReference?: InputMaybe<Scalars['String']['input']>;
  clientAddress: Scalars['String']['input'];
  clientEmail: Scalars['String']['input'];
  clientFax?: InputMaybe<Scalars['String']['input']>;
  /** The client picked. Left out, the workspace's client with the client e-mail, made from the typed details if there is none. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  clientMobile?: InputMaybe<Scalars['String']['input']>;
  clientName: Scalars['String']['input'];
  clientPhone?: InputMaybe<Scalars['String']['input']>;
  /** The client's tax number (VAT ID). */
  clientTaxNumber?: InputMaybe<Scalars['String']['input']>;
  /** ISO 4217, e.g. EUR. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Values of the workspace's custom fields of this kind. Left out: kept; given: replaces them. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** Off the whole document, before tax; null removes it. */
  discount?: InputMaybe<DiscountInput>;
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD (a full ISO timestamp is trimmed to its date). */
  invoiceDate: Scalars['String']['input'];
  /** Defaults to INV-{timestamp}. */
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  /** The document's language: en, de, fr, es, pt, it, nl, pl. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** The PDF layout: 'classic', 'modern' or 'compact'; null: the workspace's. */
  layout?: InputMaybe<Scalars['String']['input']>;
  lineItems: Array<LineItemInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The purchase order (BT-13). */
  orderReference?: InputMaybe<Scalars['String']['input']>;
  paymentTerms: Scalars['String']['input'];
  /** Prices include their taxes (default false: taxes are added). */
  pricesIncludeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** YYYY-MM-DD: when the service was delivered (BT-72). */
  serviceDate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD: its last day, on or after servicePeriodStart. */
  servicePeriodEnd?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD: the first day of the period of service; with servicePeriodEnd. */
  servicePeriodStart?: InputMaybe<Scalars['String']['input']>;
  /** draft, sent, paid or overdue (default draft). Paid records a payment for the balance; partially_paid follows from payments. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** e.g. "Reverse charge", printed under the totals. */
  taxNote?: InputMaybe<Scalars['String']['input']>;
  /** Taxes on every line. */
  taxRateIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type InvoiceSortField =
  | 'amount'
  | 'clientName'
  | 'createdAt'
  | 'invoiceDate'
  | 'invoiceNumber';

export type LineItem = {
  __typename?: 'LineItem';
  /** Values of the line custom fields. */
  customFields: Array<CustomFieldValue>;
  description: Scalars['String']['output'];
  discount?: Maybe<Discount>;
  extraDetails?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  rate: Scalars['Float']['output'];
  taxRateIds: Array<Scalars['ID']['output']>;
  /** rate × quantity */
  total: Scalars['Float']['output'];
};

export type LineItemInput = {
  /** Values of the workspace's custom fields of this kind. Left out: kept; given: replaces them. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  description: Scalars['String']['input'];
  /** Off this line, before tax. */
  discount?: InputMaybe<DiscountInput>;
  extraDetails?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
  /** Per unit, in the document's currency, with at most its decimals (USD 2, JPY 0). */
  rate: Scalars['Float']['input'];
  /** Up to two of the workspace's tax rates. */
  taxRateIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type Member = {
  __typename?: 'Member';
  email: Scalars['String']['output'];
  /** The signed-in person. */
  isYou: Scalars['Boolean']['output'];
  joinedAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  /** owner, admin or member */
  role: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type MonthlyValue = {
  __typename?: 'MonthlyValue';
  /** The amount of invoices created that month, in the workspace's currency. */
  invoicesAmount: Scalars['Float']['output'];
  /** The month, '2026-03' (UTC), by the records' creation date. */
  month: Scalars['String']['output'];
  /** The value of proposals created that month, in the workspace's currency. */
  proposalsValue: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** The signed-in invitee joins; the new token acts in the joined workspace. */
  acceptInvitation: AuthPayload;
  /** The client accepts the proposal, signing with their full name. Final. */
  acceptProposal: ClientDocument;
  /** Applies an unapplied credit to an open invoice in its currency: a payment in that invoice's ledger. */
  applyClientCredit: ClientCreditApplied;
  /** Owner or admin: it may be sent. */
  approveProposal: ProposalApproval;
  /** Cancels at the end of the period: the plan stays active until planEnd. */
  cancelSubscription: Scalars['Boolean']['output'];
  /** Only the owner changes an admin's role. */
  changeMemberRole: Member;
  /** Closes the invoice's open payment pages (expired at Stripe too), so its currency and total can change or it can be deleted. */
  closePaymentPages: PaymentPagesClosed;
  /** Moves the account to the address a confirmation link was sent to; returns it. */
  confirmEmailChange: Scalars['String']['output'];
  /** Checks the keys with Stripe, then keeps them sealed; they are never shown again. */
  connectStripe: PaymentAccount;
  /** A new API key (owner/admin, signed in: not with an API key); its secret is shown once. */
  createApiKey: CreatedApiKey;
  createCatalogueItem: CatalogueItem;
  createClient: Client;
  /** A new client link for the document; the live one, if any, is revoked. */
  createClientLink: ClientLink;
  /** Issues a credit note against an invoice: part of its balance due, or all of it when no amount is given; more is refused. */
  createCreditNote: CreditNoteResult;
  createCustomField: CustomField;
  /** Uses one invoice of the plan period. */
  createInvoice: Invoice;
  /** An accepted proposal's draft invoice (client, lines, terms, 'For proposal …'); the existing one if it has one. A new one uses one invoice of the plan period. */
  createInvoiceFromProposal: Invoice;
  /** Uses one proposal of the plan period. */
  createProposal: Proposal;
  /** Issues a copy of the template invoice each period, from the start date. */
  createRecurringSchedule: RecurringSchedule;
  createTaxRate: TaxRate;
  /** The client declines the proposal, optionally saying why. Final. */
  declineProposal: ClientDocument;
  deleteCatalogueItem: Scalars['Boolean']['output'];
  /** Refused while a document names the client. */
  deleteClient: Scalars['Boolean']['output'];
  /** Its values are no longer printed, exported or offered. */
  deleteCustomField: Scalars['Boolean']['output'];
  /** Returns the deleted id. */
  deleteInvoice: Scalars['ID']['output'];
  /** Removes a payment or refund recorded by mistake (not an online payment, nor a payment with refunds); answers the invoice after it. */
  deletePayment: Invoice;
  /** Returns the deleted id. */
  deleteProposal: Scalars['ID']['output'];
  /** Returns the deleted id. The issued invoices stay. */
  deleteRecurringSchedule: Scalars['ID']['output'];
  deleteTaxRate: Scalars['Boolean']['output'];
  /** Deletes the active workspace and all it owns (type its name to confirm); a token for your oldest other one. */
  deleteWorkspace: AuthPayload;
  disconnectStripe: PaymentAccount;
  /** Drafts a proposal from a brief. Nothing is saved or counted against the plan. */
  draftProposal: ProposalDraftResult;
  /** A new draft with the same content and a new number, dated today. Uses one invoice of the plan period. */
  duplicateInvoice: Invoice;
  /** A new draft with the same content and a new number, dated today. Uses one proposal of the plan period. */
  duplicateProposal: Proposal;
  /** E-mails a link to join the active workspace; 403 past the plan's seats. */
  inviteMember: Invitation;
  /** Leaves the active workspace (not its owner); a token for your oldest other one. */
  leaveWorkspace: AuthPayload;
  login: AuthPayload;
  /** Revokes the token this request carries. */
  logout: Scalars['Boolean']['output'];
  markNotificationsSeen: Scalars['Boolean']['output'];
  pauseRecurringSchedule: RecurringSchedule;
  /** The client's Pay now on an invoice: where to send the browser to pay the balance due. */
  payInvoice: PaymentRedirect;
  /** The simulated checkout's Pay: activates the plan as a paid webhook would. */
  paySimulatedCheckout: CheckoutSession;
  /** Records the simulated payment as a paid webhook would; answers the client page. */
  paySimulatedInvoicePayment: PaymentRedirect;
  /** A signed download link, valid for 5 minutes. */
  pdfLink: PdfLink;
  /** Round trip through the job queue and a worker. Operators only: send OPERATOR_TOKEN as X-Operator-Token. */
  ping: PingResult;
  /** Records a payment of part or all of the balance due; more is refused. */
  recordPayment: PaymentResult;
  /** Marks an unapplied credit refunded: the money was given back (at Stripe for a card). */
  refundClientCredit: ClientCredit;
  /** Gives back part or all of what is left of a payment recorded by hand. */
  refundPayment: PaymentResult;
  /** Takes effect on their next request. The owner cannot be removed; yourself: leaving. */
  removeMember: Scalars['Boolean']['output'];
  /** Removes the logo (its URL stops answering). */
  removeWorkspaceLogo: Brand;
  /** Every field of a target, in a new order. */
  reorderCustomFields: Array<CustomField>;
  /** Mails a confirmation link to the new address; returns that address. */
  requestEmailChange: Scalars['String']['output'];
  /** Mails a password reset link if the address has an account; the same answer either way. */
  requestPasswordReset: Scalars['String']['output'];
  /** Asks the admins to approve it. */
  requestProposalApproval: ProposalApproval;
  /** A new link (the old one stops working) valid for another 7 days, e-mailed again. */
  resendInvitation: Invitation;
  /** Sets a new password from a reset link, signs out every session, signs in. */
  resetPassword: AuthPayload;
  /** Goes on from today: periods that fell while paused are not issued. */
  resumeRecurringSchedule: RecurringSchedule;
  /** Undoes a pending cancel before planEnd: the plan renews again. */
  resumeSubscription: Scalars['Boolean']['output'];
  /** Owner or admin: back to its author with what to change. */
  returnProposal: ProposalApproval;
  /** The key answers 401 from its next request on. */
  revokeApiKey: Scalars['Boolean']['output'];
  /** The link answers 404 from now on. */
  revokeClientLink: ClientLink;
  /** The link answers 404 from now on. */
  revokeInvitation: Scalars['Boolean']['output'];
  /** Ends every portal session of the client and spends every unused sign-in link. */
  revokePortalAccess: PortalAccess;
  /** E-mails the credit note to its invoice's client with its PDF (needs a plan that can send). */
  sendCreditNote: CreditNote;
  /** Queues the invoice to its client, with the recipients, subject and message the user edited; poll emailSend for its state. */
  sendInvoice: EmailSend;
  /** E-mails the client a sign-in link to the client portal (to the client's e-mail). */
  sendPortalLink: PortalAccess;
  /** Queues the proposal to its client, with the recipients, subject and message the user edited; poll emailSend for its state. */
  sendProposal: EmailSend;
  /** Archived items are not suggested. */
  setCatalogueItemArchived: CatalogueItem;
  /** Archived clients leave the list and suggestions. */
  setClientArchived: Client;
  /** Turns reminders for one document on or off. */
  setDocumentReminders: Scalars['Boolean']['output'];
  /** Archived rates are not offered on documents. */
  setTaxRateArchived: TaxRate;
  /** Creates an account with a 7-day trial. */
  signup: AuthPayload;
  /** Starts a checkout for freelancer or business; send the browser to its url. */
  subscribe: CheckoutSession;
  /** A new token acting in another of your workspaces (the old one stays valid). */
  switchWorkspace: AuthPayload;
  /** The old owner stays on as admin. */
  transferOwnership: Workspace;
  /** Owner or admin; both empty: no approvals. */
  updateApprovalRule: ApprovalRule;
  /** Documents already made from the item keep their own copy of its lines. */
  updateCatalogueItem: CatalogueItem;
  /** Documents already issued keep their own copy of the client details. */
  updateClient: Client;
  updateCustomField: CustomField;
  /** Replaces every field (a full update). */
  updateInvoice: Invoice;
  /** Replaces every field (a full update). */
  updateProposal: Proposal;
  /** Replaces its rules from the next period on; issued invoices stay as they are. */
  updateRecurringSchedule: RecurringSchedule;
  updateReminderSettings: ReminderSettings;
  updateTaxRate: TaxRate;
  /** The business profile (a full update). */
  updateWorkspace: Workspace;
  /** Colour and font; a field left out keeps its value, a null colour the default. */
  updateWorkspaceBrand: Brand;
  /** Moves a paid plan to another plan (or buys a lapsed one again) without double billing. */
  upgradeSubscription: CheckoutSession;
};


export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationAcceptProposalArgs = {
  input: AcceptProposalInput;
  token: Scalars['String']['input'];
};


export type MutationApplyClientCreditArgs = {
  id: Scalars['ID']['input'];
  input: ApplyClientCreditInput;
};


export type MutationApproveProposalArgs = {
  proposalId: Scalars['ID']['input'];
};


export type MutationChangeMemberRoleArgs = {
  role: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationClosePaymentPagesArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  input: EmailChangeConfirmInput;
};


export type MutationConnectStripeArgs = {
  input: ConnectStripeInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateCatalogueItemArgs = {
  input: CatalogueItemInput;
};


export type MutationCreateClientArgs = {
  input: ClientInput;
};


export type MutationCreateClientLinkArgs = {
  input: CreateClientLinkInput;
};


export type MutationCreateCreditNoteArgs = {
  input: CreateCreditNoteInput;
  invoiceId: Scalars['ID']['input'];
};


export type MutationCreateCustomFieldArgs = {
  input: CustomFieldInput;
};


export type MutationCreateInvoiceArgs = {
  input: InvoiceInput;
};


export type MutationCreateInvoiceFromProposalArgs = {
  proposalId: Scalars['ID']['input'];
};


export type MutationCreateProposalArgs = {
  input: ProposalInput;
};


export type MutationCreateRecurringScheduleArgs = {
  input: RecurringScheduleInput;
};


export type MutationCreateTaxRateArgs = {
  input: TaxRateInput;
};


export type MutationDeclineProposalArgs = {
  input: DeclineProposalInput;
  token: Scalars['String']['input'];
};


export type MutationDeleteCatalogueItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteClientArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCustomFieldArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePaymentArgs = {
  invoiceId: Scalars['ID']['input'];
  paymentId: Scalars['ID']['input'];
};


export type MutationDeleteProposalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRecurringScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTaxRateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWorkspaceArgs = {
  confirmName: Scalars['String']['input'];
};


export type MutationDraftProposalArgs = {
  brief: DraftBriefInput;
};


export type MutationDuplicateInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateProposalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInviteMemberArgs = {
  input: InviteMemberInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkNotificationsSeenArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationPauseRecurringScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPayInvoiceArgs = {
  token: Scalars['String']['input'];
};


export type MutationPaySimulatedCheckoutArgs = {
  session: Scalars['String']['input'];
};


export type MutationPaySimulatedInvoicePaymentArgs = {
  session: Scalars['String']['input'];
};


export type MutationPdfLinkArgs = {
  id: Scalars['ID']['input'];
  kind: PdfKind;
  preview?: Scalars['Boolean']['input'];
};


export type MutationPingArgs = {
  input?: InputMaybe<PingInput>;
};


export type MutationRecordPaymentArgs = {
  input: PaymentInput;
  invoiceId: Scalars['ID']['input'];
};


export type MutationRefundClientCreditArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefundPaymentArgs = {
  input: RefundInput;
  invoiceId: Scalars['ID']['input'];
  paymentId: Scalars['ID']['input'];
};


export type MutationRemoveMemberArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationReorderCustomFieldsArgs = {
  input: CustomFieldOrderInput;
};


export type MutationRequestEmailChangeArgs = {
  input: EmailChangeInput;
};


export type MutationRequestPasswordResetArgs = {
  input: PasswordResetRequestInput;
};


export type MutationRequestProposalApprovalArgs = {
  proposalId: Scalars['ID']['input'];
};


export type MutationResendInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  input: PasswordResetInput;
};


export type MutationResumeRecurringScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReturnProposalArgs = {
  input: ApprovalReturnInput;
  proposalId: Scalars['ID']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeClientLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokePortalAccessArgs = {
  clientId: Scalars['ID']['input'];
};


export type MutationSendCreditNoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendInvoiceArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<SendEmailInput>;
};


export type MutationSendPortalLinkArgs = {
  clientId: Scalars['ID']['input'];
};


export type MutationSendProposalArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<SendEmailInput>;
};


export type MutationSetCatalogueItemArchivedArgs = {
  archived: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetClientArchivedArgs = {
  archived: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetDocumentRemindersArgs = {
  input: DocumentRemindersInput;
};


export type MutationSetTaxRateArchivedArgs = {
  archived: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSignupArgs = {
  input: SignupInput;
};


export type MutationSubscribeArgs = {
  input: CheckoutInput;
};


export type MutationSwitchWorkspaceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationTransferOwnershipArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUpdateApprovalRuleArgs = {
  input: ApprovalRuleInput;
};


export type MutationUpdateCatalogueItemArgs = {
  id: Scalars['ID']['input'];
  input: CatalogueItemInput;
};


export type MutationUpdateClientArgs = {
  id: Scalars['ID']['input'];
  input: ClientInput;
};


export type MutationUpdateCustomFieldArgs = {
  id: Scalars['ID']['input'];
  input: CustomFieldUpdateInput;
};


export type MutationUpdateInvoiceArgs = {
  id: Scalars['ID']['input'];
  input: InvoiceInput;
};


export type MutationUpdateProposalArgs = {
  id: Scalars['ID']['input'];
  input: ProposalInput;
};


export type MutationUpdateRecurringScheduleArgs = {
  id: Scalars['ID']['input'];
  input: RecurringScheduleInput;
};


export type MutationUpdateReminderSettingsArgs = {
  input: ReminderSettingsInput;
};


export type MutationUpdateTaxRateArgs = {
  id: Scalars['ID']['input'];
  input: TaxRateInput;
};


export type MutationUpdateWorkspaceArgs = {
  input: UpdateWorkspaceInput;
};


export type MutationUpdateWorkspaceBrandArgs = {
  input: UpdateBrandInput;
};


export type MutationUpgradeSubscriptionArgs = {
  input: CheckoutInput;
};

export type Notification = {
  __typename?: 'Notification';
  createdAt: Scalars['DateTime']['output'];
  documentId: Scalars['ID']['output'];
  /** proposal or invoice */
  documentKind: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** When the bell was opened on it; null: unread. */
  seenAt?: Maybe<Scalars['DateTime']['output']>;
};

export type NotificationFeed = {
  __typename?: 'NotificationFeed';
  /** The newest first. */
  items: Array<Notification>;
  /** Notices not seen yet, in all (not only among items). */
  unreadCount: Scalars['Int']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PasswordResetInput = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type PasswordResetRequestInput = {
  email: Scalars['String']['input'];
};

/** A line of an invoice's ledger: a payment, or a refund (a negative amount). */
export type Payment = {
  __typename?: 'Payment';
  /** In the invoice's currency; negative for a refund. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdById?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  invoiceId: Scalars['ID']['output'];
  /** bank_transfer, card, cash, cheque or other. */
  method: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** Paid online through Stripe (refund it there, not here). */
  online: Scalars['Boolean']['output'];
  /** YYYY-MM-DD. */
  paidOn: Scalars['String']['output'];
  /** The receipt e-mailed to the client: queued, sent or failed; null when none was asked (a refund, sendReceipt false, "mark as paid", a plan that cannot send) or the worker has not yet taken it. */
  receiptStatus?: Maybe<Scalars['String']['output']>;
  reference?: Maybe<Scalars['String']['output']>;
  /** For a refund: the payment it gives back. */
  refundOf?: Maybe<Scalars['ID']['output']>;
  /** What is left of a payment after its refunds (0 for a refund). */
  refundable: Scalars['Float']['output'];
};

export type PaymentAccount = {
  __typename?: 'PaymentAccount';
  accountName?: Maybe<Scalars['String']['output']>;
  /** Whether this server can keep keys (PAYMENT_KEYS_SECRET is set). */
  available: Scalars['Boolean']['output'];
  /** Whether a Stripe account is connected. */
  connected: Scalars['Boolean']['output'];
  connectedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The secret key's last four characters. */
  keyHint?: Maybe<Scalars['String']['output']>;
  /** Live keys (true) or test keys. */
  livemode?: Maybe<Scalars['Boolean']['output']>;
  stripeAccountId?: Maybe<Scalars['String']['output']>;
  /** The events to send to it. */
  webhookEvents: Array<Scalars['String']['output']>;
  /** The workspace's webhook endpoint, to add in Stripe (Developers → Webhooks). */
  webhookUrl: Scalars['String']['output'];
};

export type PaymentInput = {
  /** In the invoice's currency; at most the balance due. */
  amount: Scalars['Float']['input'];
  /** bank_transfer, card, cash, cheque, other (default other). */
  method?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, when the money moved (default today). Not in the future. */
  paidOn?: InputMaybe<Scalars['String']['input']>;
  /** A bank reference, cheque number… */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** E-mail the client a receipt (PDF, in the invoice's language) once recorded; default true. Needs a plan that can send documents. */
  sendReceipt?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PaymentPagesClosed = {
  __typename?: 'PaymentPagesClosed';
  /** How many open pages were closed. */
  closed: Scalars['Int']['output'];
};

export type PaymentRedirect = {
  __typename?: 'PaymentRedirect';
  /** Where to send the browser: the payment page, or back to the client page. */
  url: Scalars['String']['output'];
};

/** The ledger entry just written, and its invoice with the balance and status after it. */
export type PaymentResult = {
  __typename?: 'PaymentResult';
  invoice: Invoice;
  payment: Payment;
};

export type PdfKind =
  | 'invoice'
  | 'proposal';

export type PdfLink = {
  __typename?: 'PdfLink';
  expiresAt: Scalars['DateTime']['output'];
  /** Relative URL; GET it (no Authorization header needed) before expiresAt. */
  url: Scalars['String']['output'];
};

export type PingInput = {
  /** Milliseconds the worker holds the job (tests). */
  holdMs?: InputMaybe<Scalars['Int']['input']>;
};

export type PingResult = {
  __typename?: 'PingResult';
  pingId: Scalars['ID']['output'];
  /** host:pid of the worker that processed the job */
  processedBy: Scalars['String']['output'];
};

/** A client's access to the client portal. */
export type PortalAccess = {
  __typename?: 'PortalAccess';
  clientId: Scalars['ID']['output'];
  pendingLinks: Array<PortalPendingLink>;
  sessions: Array<PortalSession>;
  /** The sign-in page of this workspace, to give a client. */
  signInUrl: Scalars['String']['output'];
};

/** A sign-in link e-mailed and not used yet. */
export type PortalPendingLink = {
  __typename?: 'PortalPendingLink';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

/** A client's signed-in portal session. */
export type PortalSession = {
  __typename?: 'PortalSession';
  createdAt: Scalars['DateTime']['output'];
  /** Slides with use; never more than 30 days after it began. */
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastSeenAt: Scalars['DateTime']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  /** True once the subscription is cancelled: it ends at planEnd and does not renew. */
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  invoicesLimit: Scalars['Int']['output'];
  invoicesUsed: Scalars['Int']['output'];
  /** False once the plan period has ended (e.g. an expired trial). */
  isSubscriptionActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** business, freelancer, trial or none */
  plan: Scalars['String']['output'];
  planEnd?: Maybe<Scalars['DateTime']['output']>;
  planStart?: Maybe<Scalars['DateTime']['output']>;
  proposalsLimit: Scalars['Int']['output'];
  proposalsUsed: Scalars['Int']['output'];
  /** owner, admin or member: the role in the active workspace. */
  role: Scalars['String']['output'];
  /** The active workspace: its plan and usage are the ones below. */
  workspaceId: Scalars['String']['output'];
  workspaceName: Scalars['String']['output'];
};

export type Proposal = {
  __typename?: 'Proposal';
  /** The full name typed to accept. */
  acceptedByName?: Maybe<Scalars['String']['output']>;
  additionalTerms?: Maybe<Scalars['String']['output']>;
  /** SHA-256 of the printable content the client answered: the binding version. */
  answeredVersion?: Maybe<Scalars['String']['output']>;
  approval: ProposalApproval;
  clientAddress?: Maybe<Scalars['String']['output']>;
  clientCompany: Scalars['String']['output'];
  clientEmail: Scalars['String']['output'];
  /** The client it names (see Client). */
  clientId?: Maybe<Scalars['ID']['output']>;
  clientLastViewedAt?: Maybe<Scalars['DateTime']['output']>;
  clientName: Scalars['String']['output'];
  clientTaxNumber?: Maybe<Scalars['String']['output']>;
  /** Visits of the client page, over every link of this document. */
  clientViewCount: Scalars['Int']['output'];
  companyAddress: Scalars['String']['output'];
  companyEmail: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  companyPhone?: Maybe<Scalars['String']['output']>;
  companyTaxNumber?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The member who created it. */
  createdById?: Maybe<Scalars['ID']['output']>;
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  /** Values of the document custom fields. */
  customFields: Array<CustomFieldValue>;
  declineReason?: Maybe<Scalars['String']['output']>;
  /** The deposit due on acceptance: a percent, or an amount. */
  deposit?: Maybe<Discount>;
  /** The deposit in the proposal's currency. */
  depositAmount?: Maybe<Scalars['Float']['output']>;
  /** The deposit invoice made on acceptance, if any. */
  depositInvoiceId?: Maybe<Scalars['ID']['output']>;
  /** Off the whole document. */
  discount?: Maybe<Discount>;
  /** Line discounts and the document discount. */
  discountTotal: Scalars['Float']['output'];
  /** Opens of the tracking pixel, over every e-mail of this document. */
  emailOpenCount: Scalars['Int']['output'];
  expirationDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The invoice made from it, if any. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** That invoice's number. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** What the PDF, the client page and the e-mails are written in. */
  language: Scalars['String']['output'];
  /** queued, sent or failed: the latest e-mail. */
  lastEmailStatus?: Maybe<Scalars['String']['output']>;
  lastSentAt?: Maybe<Scalars['DateTime']['output']>;
  /** The PDF layout it prints in ('classic', 'modern', 'compact'); null: the workspace's. */
  layout?: Maybe<Scalars['String']['output']>;
  paymentTerms: Scalars['String']['output'];
  pricesIncludeTax: Scalars['Boolean']['output'];
  proposalDate: Scalars['String']['output'];
  proposalNumber: Scalars['String']['output'];
  proposalTitle: Scalars['String']['output'];
  /** Follow-up reminders run for this document. */
  remindersEnabled: Scalars['Boolean']['output'];
  /** When the client accepted or declined through the client link. */
  respondedAt?: Maybe<Scalars['DateTime']['output']>;
  /** A short fingerprint of the answering client's hashed IP. */
  responseIpFingerprint?: Maybe<Scalars['String']['output']>;
  /** The scope of work, a few paragraphs. */
  scope?: Maybe<Scalars['String']['output']>;
  services: Array<ServiceLine>;
  status: Scalars['String']['output'];
  /** Σ price × quantity. */
  subtotal: Scalars['Float']['output'];
  taxNote?: Maybe<Scalars['String']['output']>;
  /** Taxes on every line. */
  taxRateIds: Array<Scalars['ID']['output']>;
  taxTotal: Scalars['Float']['output'];
  /** Each tax by rate, with its base. */
  taxes: Array<TaxSummary>;
  /** What the client pays. */
  total: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The member who last changed it. */
  updatedById?: Maybe<Scalars['ID']['output']>;
  /** Σ price × quantity, computed by the server. */
  value: Scalars['Float']['output'];
};

/** A proposal’s approval before sending. */
export type ProposalApproval = {
  __typename?: 'ProposalApproval';
  /** What to change, when returned. */
  comment?: Maybe<Scalars['String']['output']>;
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  decidedById?: Maybe<Scalars['ID']['output']>;
  decidedByName?: Maybe<Scalars['String']['output']>;
  proposalId: Scalars['ID']['output'];
  /** Which thresholds it is over: total, discount. */
  reasons: Array<Scalars['String']['output']>;
  requestedAt?: Maybe<Scalars['DateTime']['output']>;
  requestedById?: Maybe<Scalars['ID']['output']>;
  requestedByName?: Maybe<Scalars['String']['output']>;
  /** The workspace rule holds this proposal until it is approved. */
  required: Scalars['Boolean']['output'];
  /** It may be sent: not required, or approved as it is now. */
  sendable: Scalars['Boolean']['output'];
  /** none until requested; an edit after approval goes back to none. */
  state: ApprovalState;
};

export type ProposalConnection = {
  __typename?: 'ProposalConnection';
  nodes: Array<Proposal>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ProposalDraft = {
  __typename?: 'ProposalDraft';
  additionalTerms: Scalars['String']['output'];
  /** The currency its prices are in (ISO 4217). */
  currency: Scalars['String']['output'];
  /** The deposit on acceptance, as an amount, when the form asked for one. */
  depositAmount?: Maybe<Scalars['Float']['output']>;
  /** The deposit on acceptance, in percent, that its payment terms state. */
  depositPercent?: Maybe<Scalars['Float']['output']>;
  /** The language its title, scope frame and terms are written in. */
  language: Scalars['String']['output'];
  paymentTerms: Scalars['String']['output'];
  proposalTitle: Scalars['String']['output'];
  services: Array<DraftServiceLine>;
  /** The scope of work, a few short paragraphs. */
  summary: Scalars['String']['output'];
  /** Σ price × quantity, computed by the server. */
  total: Scalars['Float']['output'];
};

/** A draft to fill the proposal form with. Nothing is saved or counted. */
export type ProposalDraftResult = {
  __typename?: 'ProposalDraftResult';
  draft: ProposalDraft;
  /** "ai" (an OpenAI-compatible model) or "template" (the offline engine). */
  engine: Scalars['String']['output'];
  /** Which engine wrote it, for the UI, e.g. "Template draft (no AI)". */
  engineLabel: Scalars['String']['output'];
  /** Why the template draft stands in for the AI one, when it does. */
  notice?: Maybe<Scalars['String']['output']>;
};

export type ProposalInput = {
  additionalTerms?: InputMaybe<Scalars['String']['input']>;
  clientAddress?: InputMaybe<Scalars['String']['input']>;
  clientCompany: Scalars['String']['input'];
  clientEmail: Scalars['String']['input'];
  /** The client picked. Left out, the workspace's client with the client e-mail, made from the typed details if there is none. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  clientName: Scalars['String']['input'];
  /** The client's tax number (VAT ID). */
  clientTaxNumber?: InputMaybe<Scalars['String']['input']>;
  companyAddress: Scalars['String']['input'];
  companyEmail: Scalars['String']['input'];
  companyName: Scalars['String']['input'];
  companyPhone?: InputMaybe<Scalars['String']['input']>;
  /** The company's tax number (VAT ID). */
  companyTaxNumber?: InputMaybe<Scalars['String']['input']>;
  /** ISO 4217, e.g. EUR. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Values of the workspace's custom fields of this kind. Left out: kept; given: replaces them. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  /** A deposit due on acceptance: a percent of the total, or an amount up to it; null for none. */
  deposit?: InputMaybe<DiscountInput>;
  /** Off the whole document, before tax; null removes it. */
  discount?: InputMaybe<DiscountInput>;
  expirationDate?: InputMaybe<Scalars['String']['input']>;
  /** The document's language: en, de, fr, es, pt, it, nl, pl. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** The PDF layout: 'classic', 'modern' or 'compact'; null: the workspace's. */
  layout?: InputMaybe<Scalars['String']['input']>;
  paymentTerms: Scalars['String']['input'];
  /** Prices include their taxes (default false: taxes are added). */
  pricesIncludeTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** YYYY-MM-DD (a full ISO timestamp is trimmed to its date). */
  proposalDate: Scalars['String']['input'];
  /** Defaults to PROP-{timestamp}. */
  proposalNumber?: InputMaybe<Scalars['String']['input']>;
  proposalTitle: Scalars['String']['input'];
  /** The scope of work, a few paragraphs. */
  scope?: InputMaybe<Scalars['String']['input']>;
  services: Array<ServiceLineInput>;
  /** draft, sent, accepted or rejected (default draft). */
  status?: InputMaybe<Scalars['String']['input']>;
  /** e.g. "Reverse charge", printed under the totals. */
  taxNote?: InputMaybe<Scalars['String']['input']>;
  /** Taxes on every line. */
  taxRateIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type ProposalSortField =
  | 'clientName'
  | 'createdAt'
  | 'proposalDate'
  | 'proposalTitle'
  | 'value';

export type Query = {
  __typename?: 'Query';
  /** The workspace's API keys (owner/admin): live ones newest first, then revoked ones. */
  apiKeys: Array<ApiKey>;
  /** When a proposal needs an admin’s approval before it is sent. */
  approvalRule: ApprovalRule;
  catalogueItem: CatalogueItem;
  /** The workspace's catalogue items. */
  catalogueItems: CatalogueItemConnection;
  client: Client;
  /** Money clients paid online that could not be applied, newest first (at most 100). */
  clientCredits: Array<ClientCredit>;
  /** The client's page for a link token (no sign-in); each call counts as a view. */
  clientDocument: ClientDocument;
  /** A document's client links, newest first. */
  clientLinks: Array<ClientLink>;
  /** A client's portal access: live sessions and sign-in links not used yet. */
  clientPortalAccess: PortalAccess;
  /** The client page: totals, the documents and what happened to them. */
  clientSummary: ClientSummary;
  /** The workspace's clients: search, sort, paginate (archived ones on request). */
  clients: ClientConnection;
  /** A credit note's own e-invoice (381, referring to its invoice): in `format`, else its invoice's setting's. */
  creditNoteEInvoice: EInvoiceFile;
  /** The workspace's custom fields, by target, in the workspace's order. */
  customFields: Array<CustomField>;
  emailSend: EmailSend;
  /** Every e-mail of one document, newest first. */
  emailSends: Array<EmailSend>;
  /** Whether PostgreSQL and Redis answer. */
  health: HealthStatus;
  /** What an invitation link shows (no sign-in). */
  invitation: InvitationPreview;
  /** The active workspace's pending invitations. */
  invitations: Array<Invitation>;
  invoice: Invoice;
  /** An invoice's credit notes, oldest first. */
  invoiceCreditNotes: Array<CreditNote>;
  /** The invoice's e-invoice XML in a format; refused with its checks when it would not pass. */
  invoiceEInvoice: EInvoiceFile;
  /** What the invoice still lacks for its e-invoice setting (the client's, else the workspace's): each check names the rule, the field to fill and what to do. */
  invoiceEInvoiceReadiness: EInvoiceReadiness;
  /** An invoice's payments and refunds, oldest first. */
  invoicePayments: Array<Payment>;
  /** Your invoices: search, filter, sort, paginate. */
  invoices: InvoiceConnection;
  /** The signed-in user. */
  me: User;
  members: Array<Member>;
  /** The top bar's bell: the newest notices (read or not) and the unread count. */
  notificationFeed: NotificationFeed;
  /** The workspace's Stripe account, if any. */
  paymentAccount: PaymentAccount;
  /** The signed-in user's plan and usage. */
  profile: Profile;
  proposal: Proposal;
  proposalApproval: ProposalApproval;
  /** Your proposals: search, filter, sort, paginate. */
  proposals: ProposalConnection;
  recurringSchedule: RecurringSchedule;
  /** The workspace's recurring invoices: active first, soonest next. */
  recurringSchedules: Array<RecurringSchedule>;
  reminderSettings: ReminderSettings;
  /** A document's reminders, newest first. */
  reminders: Array<Reminder>;
  /** Proposals by client, title or number and invoices by client or number. */
  search: SearchResults;
  /** The simulated checkout (no Stripe keys, never in production). */
  simulatedCheckout: SimulatedCheckout;
  /** The simulated gateway's page (a workspace without keys, never in production). */
  simulatedInvoicePayment: SimulatedInvoicePayment;
  /** The signed-in user's dashboard figures. */
  stats: Stats;
  /** The workspace's tax rates. */
  taxRates: Array<TaxRate>;
  /** What clients did since you last looked (oldest first); shown once as toasts. */
  unseenNotifications: Array<Notification>;
  /** The workspace this session acts in. */
  workspace: Workspace;
  /** The active workspace's logo, colour and font. */
  workspaceBrand: Brand;
  /** Every workspace the signed-in person belongs to. */
  workspaces: Array<WorkspaceSummary>;
};


export type QueryCatalogueItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCatalogueItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  includeArchived?: Scalars['Boolean']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: CatalogueItemSortField;
  sortDirection?: SortDirection;
};


export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClientCreditsArgs = {
  filter?: InputMaybe<ClientCreditsFilter>;
};


export type QueryClientDocumentArgs = {
  token: Scalars['String']['input'];
};


export type QueryClientLinksArgs = {
  documentId: Scalars['ID']['input'];
};


export type QueryClientPortalAccessArgs = {
  clientId: Scalars['ID']['input'];
};


export type QueryClientSummaryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClientsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  includeArchived?: Scalars['Boolean']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: ClientSortField;
  sortDirection?: SortDirection;
};


export type QueryCreditNoteEInvoiceArgs = {
  format?: InputMaybe<EInvoiceFormat>;
  id: Scalars['ID']['input'];
};


export type QueryEmailSendArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEmailSendsArgs = {
  documentId: Scalars['ID']['input'];
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoiceCreditNotesArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryInvoiceEInvoiceArgs = {
  format: EInvoiceFormat;
  id: Scalars['ID']['input'];
};


export type QueryInvoiceEInvoiceReadinessArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoicePaymentsArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  aging?: InputMaybe<Scalars['String']['input']>;
  clientId?: InputMaybe<Scalars['ID']['input']>;
  createdByMe?: InputMaybe<Scalars['Boolean']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InvoiceSortField;
  sortDirection?: SortDirection;
  status?: InputMaybe<Scalars['String']['input']>;
  unpaid?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryNotificationFeedArgs = {
  first?: Scalars['Int']['input'];
};


export type QueryProposalArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProposalApprovalArgs = {
  proposalId: Scalars['ID']['input'];
};


export type QueryProposalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  clientId?: InputMaybe<Scalars['ID']['input']>;
  createdByMe?: InputMaybe<Scalars['Boolean']['input']>;
  first?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: ProposalSortField;
  sortDirection?: SortDirection;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecurringScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRemindersArgs = {
  documentId: Scalars['ID']['input'];
};


export type QuerySearchArgs = {
  first?: Scalars['Int']['input'];
  term: Scalars['String']['input'];
};


export type QuerySimulatedCheckoutArgs = {
  session: Scalars['String']['input'];
};


export type QuerySimulatedInvoicePaymentArgs = {
  session: Scalars['String']['input'];
};


export type QueryTaxRatesArgs = {
  includeArchived?: Scalars['Boolean']['input'];
};

export type Receivables = {
  __typename?: 'Receivables';
  /** Every aging bucket in order, zeros included. */
  aging: Array<AgingAmount>;
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  /** The balances of every unpaid invoice (sent, partially paid or overdue). */
  outstanding: Scalars['Float']['output'];
  /** The unpaid invoices. */
  outstandingCount: Scalars['Int']['output'];
  /** The balances of the unpaid invoices that read overdue. */
  overdue: Scalars['Float']['output'];
  /** The unpaid invoices that read overdue. */
  overdueCount: Scalars['Int']['output'];
  /** Payments less refunds dated this calendar month (UTC), on invoices in it. */
  paidThisMonth: Scalars['Float']['output'];
};

export type RecentDocument = {
  __typename?: 'RecentDocument';
  /** A proposal's value or an invoice's amount, in `currency`. */
  amount: Scalars['Float']['output'];
  clientName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  /** Opens of the tracking pixel, over every e-mail of it. */
  emailOpenCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The proposal or invoice number. */
  number: Scalars['String']['output'];
  /** An invoice's status as read: a sent one past due is overdue. */
  status: Scalars['String']['output'];
  /** A proposal's title; null for invoices. */
  title?: Maybe<Scalars['String']['output']>;
};

export type RecurringSchedule = {
  __typename?: 'RecurringSchedule';
  /** The template's total: what each period issues. */
  amount: Scalars['Float']['output'];
  /** The template's client. */
  clientName: Scalars['String']['output'];
  /** How many invoices in all. */
  count?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The template's currency (ISO 4217). */
  currency: Scalars['String']['output'];
  /** Month-based: the day of the month. */
  dayOfMonth?: Maybe<Scalars['Int']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  /** week, two-weeks, month, quarter or year */
  frequency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issuedCount: Scalars['Int']['output'];
  /** Month-based: on the last day of the month. */
  lastDayOfMonth: Scalars['Boolean']['output'];
  /** The last period issued. */
  lastIssuedOn?: Maybe<Scalars['String']['output']>;
  /** What happened on the last period besides the invoice: kept as a draft because the plan can no longer send. */
  lastRunNote?: Maybe<Scalars['String']['output']>;
  /** The next dates it would issue (YYYY-MM-DD): active from its next period, paused from today, none once ended. */
  nextDates: Array<Scalars['String']['output']>;
  /** The next period it issues (YYYY-MM-DD); null once ended. */
  nextRunOn?: Maybe<Scalars['String']['output']>;
  /** Why it was paused for you (the plan ran out of invoices); null when you paused it. */
  pausedReason?: Maybe<Scalars['String']['output']>;
  sendAutomatically: Scalars['Boolean']['output'];
  /** YYYY-MM-DD */
  startDate: Scalars['String']['output'];
  /** active, paused or ended */
  status: Scalars['String']['output'];
  templateInvoiceId: Scalars['ID']['output'];
  /** The template's number, as it is now. */
  templateInvoiceNumber: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};


export type RecurringScheduleNextDatesArgs = {
  count?: Scalars['Int']['input'];
};

export type RecurringScheduleInput = {
  /** How many invoices in all. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Month, quarter, year: the day of the month (1–31; the 31st is the 30th in April). Left out with lastDayOfMonth false: the start's day. Weekly schedules keep the start's weekday. */
  dayOfMonth?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD: no invoice after it. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** week, two-weeks, month, quarter or year */
  frequency: Scalars['String']['input'];
  /** On the last day of the month. */
  lastDayOfMonth?: InputMaybe<Scalars['Boolean']['input']>;
  /** E-mail each invoice to the client (PDF and pay link) as it is issued; false keeps them as drafts. */
  sendAutomatically: Scalars['Boolean']['input'];
  /** YYYY-MM-DD, today or later: the first period is on or after it. */
  startDate: Scalars['String']['input'];
  /** The invoice each period copies (the workspace's own). */
  templateInvoiceId: Scalars['ID']['input'];
};

export type RefundInput = {
  /** What to give back, in the invoice's currency; at most what is left of the payment. */
  amount: Scalars['Float']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, when the money moved (default today). Not in the future. */
  paidOn?: InputMaybe<Scalars['String']['input']>;
  /** A bank reference, cheque number… */
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type Reminder = {
  __typename?: 'Reminder';
  createdAt: Scalars['DateTime']['output'];
  /** The day (YYYY-MM-DD, UTC) it was due. */
  day: Scalars['String']['output'];
  documentId: Scalars['ID']['output'];
  /** proposal or invoice */
  documentKind: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  recipient: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** queued, sent, failed or cancelled (answered or paid meanwhile) */
  status: Scalars['String']['output'];
  /** Days after sending (proposal) or relative to the due date (invoice). */
  step: Scalars['Int']['output'];
};

export type ReminderSettings = {
  __typename?: 'ReminderSettings';
  /** Days relative to an unpaid invoice’s due date (negative: before). */
  invoiceReminderOffsets: Array<Scalars['Int']['output']>;
  /** Days after sending a proposal that is still unanswered. */
  proposalReminderDays: Array<Scalars['Int']['output']>;
};

export type ReminderSettingsInput = {
  /** e.g. [-3, 0, 7]; empty turns invoice reminders off. */
  invoiceReminderOffsets: Array<Scalars['Int']['input']>;
  /** e.g. [3, 7]; empty turns proposal reminders off. */
  proposalReminderDays: Array<Scalars['Int']['input']>;
};

/** The signed-in user's documents matching a term. */
export type SearchResults = {
  __typename?: 'SearchResults';
  /** Most recently updated first. */
  invoices: Array<Invoice>;
  /** Most recently updated first. */
  proposals: Array<Proposal>;
};

export type SendEmailInput = {
  /** At most 10 addresses. */
  cc?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Replaces the greeting; the client link and the PDF are still added. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the spec's subject. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the document's client e-mail. */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type ServiceLine = {
  __typename?: 'ServiceLine';
  /** Values of the line custom fields. */
  customFields: Array<CustomFieldValue>;
  description: Scalars['String']['output'];
  discount?: Maybe<Discount>;
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  /** price × quantity */
  subtotal: Scalars['Float']['output'];
  taxRateIds: Array<Scalars['ID']['output']>;
};

export type ServiceLineInput = {
  /** Values of the workspace's custom fields of this kind. Left out: kept; given: replaces them. */
  customFields?: InputMaybe<Array<CustomFieldValueInput>>;
  description: Scalars['String']['input'];
  /** Off this line, before tax. */
  discount?: InputMaybe<DiscountInput>;
  /** Per unit, in the document's currency, with at most its decimals (USD 2, JPY 0). */
  price: Scalars['Float']['input'];
  quantity: Scalars['Int']['input'];
  /** Up to two of the workspace's tax rates. */
  taxRateIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SignupInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SimulatedCheckout = {
  __typename?: 'SimulatedCheckout';
  cancelUrl: Scalars['String']['output'];
  /** freelancer or business */
  plan: Scalars['String']['output'];
  planName: Scalars['String']['output'];
  /** Whole US dollars a month. */
  price: Scalars['Int']['output'];
  successUrl: Scalars['String']['output'];
};

export type SimulatedInvoicePayment = {
  __typename?: 'SimulatedInvoicePayment';
  /** The balance due when the page was opened. */
  amount: Scalars['Float']['output'];
  /** The client page, for Cancel. */
  cancelUrl: Scalars['String']['output'];
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  invoiceNumber: Scalars['String']['output'];
  /** The invoice's document language (en, de, fr…): the page speaks it. */
  language: Scalars['String']['output'];
  /** Who is paid: the business on the invoice. */
  payee: Scalars['String']['output'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type Stats = {
  __typename?: 'Stats';
  /** The workspace's main currency (ISO 4217): the totals and the chart are in it. */
  currency: Scalars['String']['output'];
  /** E-mails delivered to clients. */
  emailsSent: Scalars['Int']['output'];
  /** Issued invoices (drafts are not) in the workspace's currency, each job once: a final invoice counts its total less the paid deposit it deducts, which its deposit invoice already counts. The spec's Total Value adds the proposals and every invoice, so a job with a deposit counts there three times. */
  invoicedNetOfDeposits: Scalars['Float']['output'];
  /** Every invoice status as read (overdue included), zeros included. */
  invoicesByStatus: Array<StatusCount>;
  /** Invoices ever created, deleted ones included. */
  invoicesGenerated: Scalars['Int']['output'];
  invoicesLimit: Scalars['Int']['output'];
  /** The amount of every existing invoice in the workspace's currency. */
  invoicesTotalAmount: Scalars['Float']['output'];
  /** Invoices created this plan period. */
  invoicesUsed: Scalars['Int']['output'];
  /** Totals of the documents in each other currency, by code. */
  otherCurrencies: Array<CurrencyTotals>;
  /** business, freelancer, trial or none */
  plan: Scalars['String']['output'];
  /** Every proposal status, zeros included. */
  proposalsByStatus: Array<StatusCount>;
  /** Proposals ever created, deleted ones included. */
  proposalsGenerated: Scalars['Int']['output'];
  proposalsLimit: Scalars['Int']['output'];
  /** The value of every existing proposal in the workspace's currency. */
  proposalsTotalValue: Scalars['Float']['output'];
  /** Proposals created this plan period. */
  proposalsUsed: Scalars['Int']['output'];
  /** What clients owe, per currency: the workspace's first, then others by code. */
  receivables: Array<Receivables>;
  /** The five newest invoices. */
  recentInvoices: Array<RecentDocument>;
  /** The five newest proposals. */
  recentProposals: Array<RecentDocument>;
  /** This month and the 11 before, oldest first. */
  valueByMonth: Array<MonthlyValue>;
};

export type StatusCount = {
  __typename?: 'StatusCount';
  count: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** What clients do to the workspace's documents, as it happens (over graphql-ws on /graphql): READY first, then VIEWED, OPENED, ACCEPTED, DECLINED, PAID. */
  activity: ActivityEvent;
};

export type TaxRate = {
  __typename?: 'TaxRate';
  archived: Scalars['Boolean']['output'];
  /** UNCL5305 VAT category: S, Z, E, AE, K, G or O. */
  category: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** BT-120, for E, AE, K, G and O. */
  exemptionReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Percent: 20, 9.975. */
  percent: Scalars['Float']['output'];
};

export type TaxRateInput = {
  /** UNCL5305 VAT category: S, Z, E, AE, K, G, O. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** Why no VAT is charged (BT-120), printed under the tax summary. */
  exemptionReason?: InputMaybe<Scalars['String']['input']>;
  /** As printed: "VAT", "GST", "QST". */
  name: Scalars['String']['input'];
  /** Percent, 0 to 100, at most three decimals (9.975). */
  percent: Scalars['Float']['input'];
};

export type TaxSummary = {
  __typename?: 'TaxSummary';
  amount: Scalars['Float']['output'];
  /** What the rate is charged on (without the tax). */
  base: Scalars['Float']['output'];
  /** Its VAT category as issued (UNCL5305: S, Z, E, AE, K, G, O). */
  category: Scalars['String']['output'];
  /** Why no VAT is charged (BT-120). */
  exemptionReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** 20 for 20%. */
  percent: Scalars['Float']['output'];
};

export type UpdateBrandInput = {
  /** #rrggbb or #rgb; null: the default. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** inter, source-serif-4 or ibm-plex-sans. */
  font?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateWorkspaceInput = {
  /** Null: the legal name, else the name. */
  accountHolder?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  /** 8 or 11 characters. */
  bic?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2, e.g. DE. */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  /** ISO 4217, e.g. EUR (default USD). */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** The PDFs' font: 'inter' (default), 'source-serif-4' or 'ibm-plex-sans'. */
  documentFont?: InputMaybe<Scalars['String']['input']>;
  /** Printed at the foot of every page of the PDFs (at most 500 characters). */
  documentFooter?: InputMaybe<Scalars['String']['input']>;
  /** The documents' PDF layout: 'classic' (default), 'modern' or 'compact'. */
  documentLayout?: InputMaybe<Scalars['String']['input']>;
  /** 'none', 'factur-x' or 'xrechnung'. */
  eInvoiceFormat?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** The account invoices are paid to; spaces and case do not matter. */
  iban?: InputMaybe<Scalars['String']['input']>;
  /** Invoice numbers, e.g. INV-{YYYY}-{SEQ:4}; null or empty: INV-{timestamp}. */
  invoiceNumberPattern?: InputMaybe<Scalars['String']['input']>;
  /** Make a draft invoice when a client accepts a proposal through its link. */
  invoiceOnAccept?: InputMaybe<Scalars['Boolean']['input']>;
  /** en, de, fr, es, pt, it, nl, pl */
  language?: InputMaybe<Scalars['String']['input']>;
  /** The legal name (BT-27) when it is not the name; null: the name. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** How to pay where an IBAN does not say it, printed on invoices under the bank details (at most 1000 characters). */
  paymentInstructions?: InputMaybe<Scalars['String']['input']>;
  /** Default payment terms, e.g. "Net 30". */
  paymentTerms?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** Proposal numbers, e.g. PROP-{YYYY}-{SEQ:3}: {YYYY} {YY} {MM} {DD} {SEQ} {SEQ:n}. */
  proposalNumberPattern?: InputMaybe<Scalars['String']['input']>;
  /** 'half-up' (default) or 'half-even'. */
  roundingMethod?: InputMaybe<Scalars['String']['input']>;
  /** 'line' or 'total' (default). */
  roundingScope?: InputMaybe<Scalars['String']['input']>;
  /** VAT, GST, EIN…: the tax/business number. */
  taxNumber?: InputMaybe<Scalars['String']['input']>;
  /** The national tax number (BT-32, "Steuernummer"); taxNumber is the VAT id. */
  taxRegistrationNumber?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

export type Workspace = {
  __typename?: 'Workspace';
  accountHolder?: Maybe<Scalars['String']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  bic?: Maybe<Scalars['String']['output']>;
  brand: Brand;
  city?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2. */
  countryCode?: Maybe<Scalars['String']['output']>;
  /** A new document's currency when its client names none (ISO 4217). */
  currency: Scalars['String']['output'];
  /** The PDFs' font: inter, source-serif-4 or ibm-plex-sans. */
  documentFont: Scalars['String']['output'];
  /** Printed at the foot of every PDF page. */
  documentFooter?: Maybe<Scalars['String']['output']>;
  /** The documents' PDF layout: classic, modern or compact. */
  documentLayout: Scalars['String']['output'];
  /** The e-invoice its invoices carry: 'none', 'factur-x' or 'xrechnung'. */
  eInvoiceFormat: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Without spaces, upper case. */
  iban?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** e.g. INV-{YYYY}-{SEQ:4}; null numbers invoices INV-{timestamp}. */
  invoiceNumberPattern?: Maybe<Scalars['String']['output']>;
  /** Make a draft invoice when a client accepts a proposal. */
  invoiceOnAccept: Scalars['Boolean']['output'];
  /** A new document's language when its client names none. */
  language: Scalars['String']['output'];
  /** BT-27; null: the name. */
  legalName?: Maybe<Scalars['String']['output']>;
  memberCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Printed on invoices under the bank details. */
  paymentInstructions?: Maybe<Scalars['String']['output']>;
  paymentTerms?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** business, freelancer, trial or none */
  plan: Scalars['String']['output'];
  postalCode?: Maybe<Scalars['String']['output']>;
  /** e.g. PROP-{YYYY}-{SEQ:3}; null numbers proposals PROP-{timestamp}. */
  proposalNumberPattern?: Maybe<Scalars['String']['output']>;
  /** The signed-in person's role here: owner, admin or member. */
  role: Scalars['String']['output'];
  /** 'half-up' (default) or 'half-even' (banker's rounding). */
  roundingMethod: Scalars['String']['output'];
  /** Taxes rounded per 'line' or once per rate on the 'total' (default). */
  roundingScope: Scalars['String']['output'];
  /** Members the plan allows (Business: BUSINESS_SEATS; else 1). */
  seats: Scalars['Int']['output'];
  taxNumber?: Maybe<Scalars['String']['output']>;
  /** The national tax number (BT-32). */
  taxRegistrationNumber?: Maybe<Scalars['String']['output']>;
};

export type WorkspaceSummary = {
  __typename?: 'WorkspaceSummary';
  /** The workspace this session acts in. */
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

export type RequestPasswordResetMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: string };

export type ResetPasswordMutationVariables = Exact<{
  input: PasswordResetInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, name: string, email: string, role: string } } };

export type RequestEmailChangeMutationVariables = Exact<{
  input: EmailChangeInput;
}>;


export type RequestEmailChangeMutation = { __typename?: 'Mutation', requestEmailChange: string };

export type ConfirmEmailChangeMutationVariables = Exact<{
  input: EmailChangeConfirmInput;
}>;


export type ConfirmEmailChangeMutation = { __typename?: 'Mutation', confirmEmailChange: string };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, name: string, email: string, role: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, name: string, email: string, role: string } };

export type SignupMutationVariables = Exact<{
  input: SignupInput;
}>;


export type SignupMutation = { __typename?: 'Mutation', signup: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, name: string, email: string, role: string } } };

export type CatalogueCurrencyQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCurrencyQuery = { __typename?: 'Query', workspace: { __typename?: 'Workspace', id: string, currency: string } };

export type CatalogueItemFieldsFragment = { __typename?: 'CatalogueItem', id: string, name: string, description?: string | null, unitPrice: number, unit: string, defaultQuantity: number, archived: boolean, createdAt: string, updatedAt: string };

export type CatalogueItemsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy: CatalogueItemSortField;
  sortDirection: SortDirection;
  includeArchived: Scalars['Boolean']['input'];
}>;


export type CatalogueItemsQuery = { __typename?: 'Query', catalogueItems: { __typename?: 'CatalogueItemConnection', totalCount: number, nodes: Array<{ __typename?: 'CatalogueItem', id: string, name: string, description?: string | null, unitPrice: number, unit: string, defaultQuantity: number, archived: boolean, createdAt: string, updatedAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type CreateCatalogueItemMutationVariables = Exact<{
  input: CatalogueItemInput;
}>;


export type CreateCatalogueItemMutation = { __typename?: 'Mutation', createCatalogueItem: { __typename?: 'CatalogueItem', id: string, name: string, description?: string | null, unitPrice: number, unit: string, defaultQuantity: number, archived: boolean, createdAt: string, updatedAt: string } };

export type DeleteCatalogueItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCatalogueItemMutation = { __typename?: 'Mutation', deleteCatalogueItem: boolean };

export type SetCatalogueItemArchivedMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  archived: Scalars['Boolean']['input'];
}>;


export type SetCatalogueItemArchivedMutation = { __typename?: 'Mutation', setCatalogueItemArchived: { __typename?: 'CatalogueItem', id: string, name: string, description?: string | null, unitPrice: number, unit: string, defaultQuantity: number, archived: boolean, createdAt: string, updatedAt: string } };

export type UpdateCatalogueItemMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CatalogueItemInput;
}>;


export type UpdateCatalogueItemMutation = { __typename?: 'Mutation', updateCatalogueItem: { __typename?: 'CatalogueItem', id: string, name: string, description?: string | null, unitPrice: number, unit: string, defaultQuantity: number, archived: boolean, createdAt: string, updatedAt: string } };

export type ClientLinkFieldsFragment = { __typename?: 'ClientLink', id: string, url: string, live: boolean, expiresAt?: string | null, revokedAt?: string | null, viewCount: number, firstViewedAt?: string | null, lastViewedAt?: string | null, createdAt: string };

export type ClientLinksQueryVariables = Exact<{
  documentId: Scalars['ID']['input'];
}>;


export type ClientLinksQuery = { __typename?: 'Query', clientLinks: Array<{ __typename?: 'ClientLink', id: string, url: string, live: boolean, expiresAt?: string | null, revokedAt?: string | null, viewCount: number, firstViewedAt?: string | null, lastViewedAt?: string | null, createdAt: string }> };

export type CreateClientLinkMutationVariables = Exact<{
  input: CreateClientLinkInput;
}>;


export type CreateClientLinkMutation = { __typename?: 'Mutation', createClientLink: { __typename?: 'ClientLink', id: string, url: string, live: boolean, expiresAt?: string | null, revokedAt?: string | null, viewCount: number, firstViewedAt?: string | null, lastViewedAt?: string | null, createdAt: string } };

export type ReminderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReminderSettingsQuery = { __typename?: 'Query', reminderSettings: { __typename?: 'ReminderSettings', proposalReminderDays: Array<number>, invoiceReminderOffsets: Array<number> } };

export type RemindersQueryVariables = Exact<{
  documentId: Scalars['ID']['input'];
}>;


export type RemindersQuery = { __typename?: 'Query', reminders: Array<{ __typename?: 'Reminder', id: string, step: number, day: string, status: string, recipient: string, error?: string | null, sentAt?: string | null }> };

export type RevokeClientLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeClientLinkMutation = { __typename?: 'Mutation', revokeClientLink: { __typename?: 'ClientLink', id: string, url: string, live: boolean, expiresAt?: string | null, revokedAt?: string | null, viewCount: number, firstViewedAt?: string | null, lastViewedAt?: string | null, createdAt: string } };

export type SetDocumentRemindersMutationVariables = Exact<{
  input: DocumentRemindersInput;
}>;


export type SetDocumentRemindersMutation = { __typename?: 'Mutation', setDocumentReminders: boolean };

export type UpdateReminderSettingsMutationVariables = Exact<{
  input: ReminderSettingsInput;
}>;


export type UpdateReminderSettingsMutation = { __typename?: 'Mutation', updateReminderSettings: { __typename?: 'ReminderSettings', proposalReminderDays: Array<number>, invoiceReminderOffsets: Array<number> } };

export type AcceptProposalMutationVariables = Exact<{
  token: Scalars['String']['input'];
  input: AcceptProposalInput;
}>;


export type AcceptProposalMutation = { __typename?: 'Mutation', acceptProposal: { __typename?: 'ClientDocument', kind: string, version: string, title: string, number: string, status: string, unitLabel: string, total: number, currency: string, language: string, expired: boolean, expiredMessage?: string | null, canRespond: boolean, dates: Array<{ __typename?: 'ClientDocumentDate', label: string, value: string }>, from: { __typename?: 'ClientDocumentParty', heading: string, name: string, lines: Array<string> }, to: { __typename?: 'ClientDocumentParty', heading: string, name: string, lines: Array<string> }, lines: Array<{ __typename?: 'ClientDocumentLine', description: string, details?: string | null, quantity: number, unitPrice: number, total: number, discount?: string | null }>, summary?: { __typename?: 'ClientDocumentSummary', subtotal: number, discount: number, pricesIncludeTax: boolean, taxes: Array<{ __typename?: 'ClientDocumentTax', name: string, percent: number, base: number, amount: number }> } | null, sections: Array<{ __typename?: 'ClientDocumentSection', title: string, body: string }>, eInvoice?: { __typename?: 'ClientEInvoice', filename: string, url: string } | null, answer?: { __typename?: 'ClientAnswer', decision: string, at: string, acceptedByName?: string | null, declineReason?: string | null } | null, payment?: { __typename?: 'ClientPayment', amountPaid: number, balanceDue: number, depositLine?: string | null, canPayOnline: boolean, simulated: boolean } | null, deposit?: { __typename?: 'ClientDeposit', share: string, amount: number, invoiceNumber?: string | null, paid: boolean, canPayOnline: boolean, simulated: boolean } | null, brand: { __typename?: 'Brand', logoUrl?: string | null, logoWidth?: number | null, logoHeight?: number | null, color: string, colorOnDark: string, font: string, fontFamily: string } } };

export type ClientDocumentFieldsFragment = { __typename?: 'ClientDocument', kind: string, version: string, title: string, number: string, status: string, unitLabel: string, total: number, currency: string, language: string, expired: boolean, expiredMessage?: string | null, canRespond: boolean, dates: Array<{ __typename?: 'ClientDocumentDate', label: string, value: string }>, from: { __typename?: 'ClientDocumentParty', heading: string, name: string, lines: Array<string> }, to: { __typename?: 'ClientDocumentParty', heading: string, name: string, lines: Array<string> }, lines: Array<{ __typename?: 'ClientDocumentLine', description: string, details?: string | null, quantity: number, unitPrice: number, total: number, discount?: string | null }>, summary?: { __typename?: 'ClientDocumentSummary', subtotal: number, discount: number, pricesIncludeTax: boolean, taxes: Array<{ __typename?: 'ClientDocumentTax', name: string, percent: number, base: number, amount: number }> } | null, sections: Array<{ __typename?: 'ClientDocumentSection', title: string, body: string }>, eInvoice?: { __typename?: 'ClientEInvoice', filename: string, url: string } | null, answer?: { __typename?: 'ClientAnswer', decision: string, at: string, acceptedByName?: string | null, declineReason?: string | null } | null, payment?: { __typename?: 'ClientPayment', amountPaid: number, balanceDue: number, depositLine?: string | null, canPayOnline: boolean, simulated: boolean } | null, deposit?: { __typename?: 'ClientDeposit', share: string, amount: number, invoiceNumber?: string | null, paid: boolean, canPayOnline: boolean, simulated: boolean } | null, brand: { __typename?: 'Brand', logoUrl?: string | null, logoWidth?: number | null, logoHeight?: number | null, color: string, colorOnDark: string, font: string, fontFamily: string } };

export type ClientDocumentQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ClientDocumentQuery = { __typename?: 'Query', clientDocument: { __typename?: 'ClientDocument', kind: string, version: string, title: string, number: string, status: string, unitLabel: string, total: number, currency: string, language: string, expired: boolean, expiredMessage?: string | null, canRespond: boolean, dates: Array<{ __typename?: 'ClientDocumentDate', label: string, value: string }>, from: { __typename?: 'ClientDocumentParty', heading: string, name: string, lines: Array<string> }, to: { __typename?: 'ClientDocumentParty', heading: string, name: string, lines: Array<string> }, lines: Array<{ __typename?: 'ClientDocumentLine', description: string, details?: string | null, quantity: number, unitPrice: number, total: number, discount?: string | null }>, summary?: { __typename?: 'ClientDocumentSummary', subtotal: number, discount: number, pricesIncludeTax: boolean, taxes: Array<{ __typename?: 'ClientDocumentTax', name: string, percent: number, base: number, amount: number }> } | null, sections: Array<{ __typename?: 'ClientDocumentSection', title: string, body: string }>, eInvoice?: { __typename?: 'ClientEInvoice', filename: string, url: string } | null, answer?: { __typename?: 'ClientAnswer', decision: string, at: string, acceptedByName?: string | null, declineReason?: string | null } | null, payment?: { __typename?: 'ClientPayment', amountPaid: number, balanceDue: number, depositLine?: string | null, canPayOnline: boolean, simulated: boolean } | null, deposit?: { __typename?: 'ClientDeposit', share: string, amount: number, invoiceNumber?: string | null, paid: boolean, canPayOnline: boolean, simulated: boolean } | null, brand: { __typename?: 'Brand', logoUrl?: string | null, logoWidth?: number | null, logoHeight?: number | null, color: string, colorOnDark: string, font: string, fontFamily: string } } };

export type DeclineProposalMutationVariables = Exact<{
  token: Scalars['String']['input'];
  input: DeclineProposalInput;
}>;


export type DeclineProposalMutation = { __typename?: 'Mutation', declineProposal: { __typename?: 'ClientDocument', kind: string, version: string, title: string, number: string, status: string, unitLabel: string, total: number, currency: string, language: string, expired: boolean, expiredMessage?: string | null, canRespond: boolean, dates: Array<{ __typename?: 'ClientDocumentDate', label: string, value: string }>, from: { __typename?: 'ClientDocumentParty', heading: string, name: string, lines: Array<string> }, to: { __typename?: 'ClientDocumentParty', heading: string, name: string, lines: Array<string> }, lines: Array<{ __typename?: 'ClientDocumentLine', description: string, details?: string | null, quantity: number, unitPrice: number, total: number, discount?: string | null }>, summary?: { __typename?: 'ClientDocumentSummary', subtotal: number, discount: number, pricesIncludeTax: boolean, taxes: Array<{ __typename?: 'ClientDocumentTax', name: string, percent: number, base: number, amount: number }> } | null, sections: Array<{ __typename?: 'ClientDocumentSection', title: string, body: string }>, eInvoice?: { __typename?: 'ClientEInvoice', filename: string, url: string } | null, answer?: { __typename?: 'ClientAnswer', decision: string, at: string, acceptedByName?: string | null, declineReason?: string | null } | null, payment?: { __typename?: 'ClientPayment', amountPaid: number, balanceDue: number, depositLine?: string | null, canPayOnline: boolean, simulated: boolean } | null, deposit?: { __typename?: 'ClientDeposit', share: string, amount: number, invoiceNumber?: string | null, paid: boolean, canPayOnline: boolean, simulated: boolean } | null, brand: { __typename?: 'Brand', logoUrl?: string | null, logoWidth?: number | null, logoHeight?: number | null, color: string, colorOnDark: string, font: string, fontFamily: string } } };

export type PayInvoiceMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type PayInvoiceMutation = { __typename?: 'Mutation', payInvoice: { __typename?: 'PaymentRedirect', url: string } };

export type PaySimulatedInvoicePaymentMutationVariables = Exact<{
  session: Scalars['String']['input'];
}>;


export type PaySimulatedInvoicePaymentMutation = { __typename?: 'Mutation', paySimulatedInvoicePayment: { __typename?: 'PaymentRedirect', url: string } };

export type SimulatedInvoicePaymentQueryVariables = Exact<{
  session: Scalars['String']['input'];
}>;


export type SimulatedInvoicePaymentQuery = { __typename?: 'Query', simulatedInvoicePayment: { __typename?: 'SimulatedInvoicePayment', invoiceNumber: string, payee: string, amount: number, currency: string, language: string, cancelUrl: string } };

export type ApplyClientCreditMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  invoiceId: Scalars['ID']['input'];
}>;


export type ApplyClientCreditMutation = { __typename?: 'Mutation', applyClientCredit: { __typename?: 'ClientCreditApplied', credit: { __typename?: 'ClientCredit', id: string, status: string } } };

export type ClientCreditsQueryVariables = Exact<{
  clientId: Scalars['ID']['input'];
}>;


export type ClientCreditsQuery = { __typename?: 'Query', clientCredits: Array<{ __typename?: 'ClientCredit', id: string, invoiceNumber: string, currency: string, amount: number, reasonText: string, receivedOn: string }> };

export type ClientProposalsQueryVariables = Exact<{
  clientId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ClientProposalsQuery = { __typename?: 'Query', proposals: { __typename?: 'ProposalConnection', totalCount: number, nodes: Array<{ __typename?: 'Proposal', id: string, proposalNumber: string, proposalTitle: string, status: string, value: number, currency: string, proposalDate: string }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } };

export type ClientInvoicesQueryVariables = Exact<{
  clientId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ClientInvoicesQuery = { __typename?: 'Query', invoices: { __typename?: 'InvoiceConnection', totalCount: number, nodes: Array<{ __typename?: 'Invoice', id: string, invoiceNumber: string, status: string, amount: number, currency: string, invoiceDate: string, dueDate?: string | null }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } };

export type ClientFieldsFragment = { __typename?: 'Client', id: string, name: string, company: string, email: string, ccEmails: Array<string>, address?: string | null, phone?: string | null, mobile?: string | null, fax?: string | null, taxNumber?: string | null, notes?: string | null, currency?: string | null, language?: string | null, postalCode?: string | null, city?: string | null, countryCode?: string | null, eInvoiceFormat?: string | null, buyerReference?: string | null, archived: boolean, createdAt: string, updatedAt: string, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> };

export type PortalAccessFieldsFragment = { __typename?: 'PortalAccess', clientId: string, signInUrl: string, sessions: Array<{ __typename?: 'PortalSession', id: string, createdAt: string, lastSeenAt: string }>, pendingLinks: Array<{ __typename?: 'PortalPendingLink', id: string, expiresAt: string }> };

export type ClientPortalAccessQueryVariables = Exact<{
  clientId: Scalars['ID']['input'];
}>;


export type ClientPortalAccessQuery = { __typename?: 'Query', clientPortalAccess: { __typename?: 'PortalAccess', clientId: string, signInUrl: string, sessions: Array<{ __typename?: 'PortalSession', id: string, createdAt: string, lastSeenAt: string }>, pendingLinks: Array<{ __typename?: 'PortalPendingLink', id: string, expiresAt: string }> } };

export type SendPortalLinkMutationVariables = Exact<{
  clientId: Scalars['ID']['input'];
}>;


export type SendPortalLinkMutation = { __typename?: 'Mutation', sendPortalLink: { __typename?: 'PortalAccess', clientId: string, signInUrl: string, sessions: Array<{ __typename?: 'PortalSession', id: string, createdAt: string, lastSeenAt: string }>, pendingLinks: Array<{ __typename?: 'PortalPendingLink', id: string, expiresAt: string }> } };

export type RevokePortalAccessMutationVariables = Exact<{
  clientId: Scalars['ID']['input'];
}>;


export type RevokePortalAccessMutation = { __typename?: 'Mutation', revokePortalAccess: { __typename?: 'PortalAccess', clientId: string, signInUrl: string, sessions: Array<{ __typename?: 'PortalSession', id: string, createdAt: string, lastSeenAt: string }>, pendingLinks: Array<{ __typename?: 'PortalPendingLink', id: string, expiresAt: string }> } };

export type ClientSummaryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClientSummaryQuery = { __typename?: 'Query', clientSummary: { __typename?: 'ClientSummary', proposalCount: number, invoiceCount: number, client: { __typename?: 'Client', id: string, name: string, company: string, email: string, ccEmails: Array<string>, address?: string | null, phone?: string | null, mobile?: string | null, fax?: string | null, taxNumber?: string | null, notes?: string | null, currency?: string | null, language?: string | null, postalCode?: string | null, city?: string | null, countryCode?: string | null, eInvoiceFormat?: string | null, buyerReference?: string | null, archived: boolean, createdAt: string, updatedAt: string, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }, totals: { __typename?: 'ClientTotals', currency: string, proposed: number, accepted: number, invoiced: number, paid: number, outstanding: number, overdue: number }, otherTotals: Array<{ __typename?: 'ClientTotals', currency: string, proposed: number, accepted: number, invoiced: number, paid: number, outstanding: number, overdue: number }>, activity: Array<{ __typename?: 'ClientActivity', at: string, event: string, documentKind: string, documentId: string, documentNumber: string }> } };

export type ClientTotalsFieldsFragment = { __typename?: 'ClientTotals', currency: string, proposed: number, accepted: number, invoiced: number, paid: number, outstanding: number, overdue: number };

export type ClientsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy: ClientSortField;
  sortDirection: SortDirection;
  includeArchived: Scalars['Boolean']['input'];
}>;


export type ClientsQuery = { __typename?: 'Query', clients: { __typename?: 'ClientConnection', totalCount: number, nodes: Array<{ __typename?: 'Client', id: string, name: string, company: string, email: string, ccEmails: Array<string>, address?: string | null, phone?: string | null, mobile?: string | null, fax?: string | null, taxNumber?: string | null, notes?: string | null, currency?: string | null, language?: string | null, postalCode?: string | null, city?: string | null, countryCode?: string | null, eInvoiceFormat?: string | null, buyerReference?: string | null, archived: boolean, createdAt: string, updatedAt: string, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type CreateClientMutationVariables = Exact<{
  input: ClientInput;
}>;


export type CreateClientMutation = { __typename?: 'Mutation', createClient: { __typename?: 'Client', id: string, name: string, company: string, email: string, ccEmails: Array<string>, address?: string | null, phone?: string | null, mobile?: string | null, fax?: string | null, taxNumber?: string | null, notes?: string | null, currency?: string | null, language?: string | null, postalCode?: string | null, city?: string | null, countryCode?: string | null, eInvoiceFormat?: string | null, buyerReference?: string | null, archived: boolean, createdAt: string, updatedAt: string, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> } };

export type DeleteClientMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteClientMutation = { __typename?: 'Mutation', deleteClient: boolean };

export type RefundClientCreditMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RefundClientCreditMutation = { __typename?: 'Mutation', refundClientCredit: { __typename?: 'ClientCredit', id: string, status: string } };

export type SetClientArchivedMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  archived: Scalars['Boolean']['input'];
}>;


export type SetClientArchivedMutation = { __typename?: 'Mutation', setClientArchived: { __typename?: 'Client', id: string, name: string, company: string, email: string, ccEmails: Array<string>, address?: string | null, phone?: string | null, mobile?: string | null, fax?: string | null, taxNumber?: string | null, notes?: string | null, currency?: string | null, language?: string | null, postalCode?: string | null, city?: string | null, countryCode?: string | null, eInvoiceFormat?: string | null, buyerReference?: string | null, archived: boolean, createdAt: string, updatedAt: string, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> } };

export type UpdateClientMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ClientInput;
}>;


export type UpdateClientMutation = { __typename?: 'Mutation', updateClient: { __typename?: 'Client', id: string, name: string, company: string, email: string, ccEmails: Array<string>, address?: string | null, phone?: string | null, mobile?: string | null, fax?: string | null, taxNumber?: string | null, notes?: string | null, currency?: string | null, language?: string | null, postalCode?: string | null, city?: string | null, countryCode?: string | null, eInvoiceFormat?: string | null, buyerReference?: string | null, archived: boolean, createdAt: string, updatedAt: string, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> } };

export type RecentDocumentFieldsFragment = { __typename?: 'RecentDocument', id: string, number: string, title?: string | null, clientName: string, amount: number, currency: string, status: string, emailOpenCount: number, createdAt: string };

export type SetupProgressQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupProgressQuery = { __typename?: 'Query', workspace: { __typename?: 'Workspace', id: string, address?: string | null, email?: string | null }, taxRates: Array<{ __typename?: 'TaxRate', id: string }>, clients: { __typename?: 'ClientConnection', totalCount: number }, proposals: { __typename?: 'ProposalConnection', totalCount: number } };

export type StatsQueryVariables = Exact<{ [key: string]: never; }>;


export type StatsQuery = { __typename?: 'Query', stats: { __typename?: 'Stats', proposalsGenerated: number, proposalsUsed: number, proposalsLimit: number, invoicesGenerated: number, invoicesUsed: number, invoicesLimit: number, emailsSent: number, proposalsTotalValue: number, invoicesTotalAmount: number, invoicedNetOfDeposits: number, plan: string, currency: string, otherCurrencies: Array<{ __typename?: 'CurrencyTotals', currency: string, proposalsTotalValue: number, proposalsCount: number, invoicesTotalAmount: number, invoicesCount: number }>, valueByMonth: Array<{ __typename?: 'MonthlyValue', month: string, proposalsValue: number, invoicesAmount: number }>, proposalsByStatus: Array<{ __typename?: 'StatusCount', status: string, count: number }>, invoicesByStatus: Array<{ __typename?: 'StatusCount', status: string, count: number }>, recentProposals: Array<{ __typename?: 'RecentDocument', id: string, number: string, title?: string | null, clientName: string, amount: number, currency: string, status: string, emailOpenCount: number, createdAt: string }>, recentInvoices: Array<{ __typename?: 'RecentDocument', id: string, number: string, title?: string | null, clientName: string, amount: number, currency: string, status: string, emailOpenCount: number, createdAt: string }>, receivables: Array<{ __typename?: 'Receivables', currency: string, outstanding: number, outstandingCount: number, overdue: number, overdueCount: number, paidThisMonth: number, aging: Array<{ __typename?: 'AgingAmount', bucket: string, amount: number, count: number }> }> } };

export type CatalogueSuggestionsQueryVariables = Exact<{
  search: Scalars['String']['input'];
}>;


export type CatalogueSuggestionsQuery = { __typename?: 'Query', catalogueItems: { __typename?: 'CatalogueItemConnection', nodes: Array<{ __typename?: 'CatalogueItem', id: string, name: string, description?: string | null, unitPrice: number, unit: string, defaultQuantity: number }> } };

export type ClientSuggestionsQueryVariables = Exact<{
  search: Scalars['String']['input'];
}>;


export type ClientSuggestionsQuery = { __typename?: 'Query', clients: { __typename?: 'ClientConnection', nodes: Array<{ __typename?: 'Client', id: string, name: string, company: string, email: string, address?: string | null, phone?: string | null, mobile?: string | null, fax?: string | null, taxNumber?: string | null, currency?: string | null, language?: string | null, buyerReference?: string | null }> } };

export type CustomFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomFieldsQuery = { __typename?: 'Query', customFields: Array<{ __typename?: 'CustomField', id: string, target: string, label: string, printed: boolean, position: number }> };

export type DocumentEmailSendQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DocumentEmailSendQuery = { __typename?: 'Query', emailSend: { __typename?: 'EmailSend', id: string, status: string, error?: string | null, recipient: string, subject: string, openCount: number, lastOpenedAt?: string | null, sentAt?: string | null } };

export type DocumentPdfLinkMutationVariables = Exact<{
  kind: PdfKind;
  id: Scalars['ID']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type DocumentPdfLinkMutation = { __typename?: 'Mutation', pdfLink: { __typename?: 'PdfLink', url: string } };

export type DocumentTaxRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentTaxRatesQuery = { __typename?: 'Query', taxRates: Array<{ __typename?: 'TaxRate', id: string, name: string, percent: number, archived: boolean }> };

export type SenderProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type SenderProfileQuery = { __typename?: 'Query', workspace: { __typename?: 'Workspace', id: string, name: string, email?: string | null, address?: string | null, phone?: string | null, taxNumber?: string | null, paymentTerms?: string | null, memberCount: number, proposalNumberPattern?: string | null, invoiceNumberPattern?: string | null, currency: string, language: string, roundingScope: string, roundingMethod: string } };

export type ClosePaymentPagesMutationVariables = Exact<{
  invoiceId: Scalars['ID']['input'];
}>;


export type ClosePaymentPagesMutation = { __typename?: 'Mutation', closePaymentPages: { __typename?: 'PaymentPagesClosed', closed: number } };

export type CreateCreditNoteMutationVariables = Exact<{
  invoiceId: Scalars['ID']['input'];
  input: CreateCreditNoteInput;
}>;


export type CreateCreditNoteMutation = { __typename?: 'Mutation', createCreditNote: { __typename?: 'CreditNoteResult', creditNote: { __typename?: 'CreditNote', id: string, invoiceId: string, creditNoteNumber: string, issuedOn: string, reason: string, amount: number, currency: string, sendStatus?: string | null }, invoice: { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientId?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, serviceDate?: string | null, servicePeriodStart?: string | null, servicePeriodEnd?: string | null, buyerReference?: string | null, orderReference?: string | null, layout?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, amountCredited: number, amountPaid: number, depositDeducted: number, depositInvoiceNumber?: string | null, balanceDue: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, proposalId?: string | null, proposalNumber?: string | null, depositInvoiceId?: string | null, depositForProposalId?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }> } } };

export type CreateInvoiceMutationVariables = Exact<{
  input: InvoiceInput;
}>;


export type CreateInvoiceMutation = { __typename?: 'Mutation', createInvoice: { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientId?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, serviceDate?: string | null, servicePeriodStart?: string | null, servicePeriodEnd?: string | null, buyerReference?: string | null, orderReference?: string | null, layout?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, amountCredited: number, amountPaid: number, depositDeducted: number, depositInvoiceNumber?: string | null, balanceDue: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, proposalId?: string | null, proposalNumber?: string | null, depositInvoiceId?: string | null, depositForProposalId?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }> } };

export type CreditNoteFieldsFragment = { __typename?: 'CreditNote', id: string, invoiceId: string, creditNoteNumber: string, issuedOn: string, reason: string, amount: number, currency: string, sendStatus?: string | null };

export type DeleteInvoiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteInvoiceMutation = { __typename?: 'Mutation', deleteInvoice: string };

export type DeletePaymentMutationVariables = Exact<{
  invoiceId: Scalars['ID']['input'];
  paymentId: Scalars['ID']['input'];
}>;


export type DeletePaymentMutation = { __typename?: 'Mutation', deletePayment: { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientId?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, serviceDate?: string | null, servicePeriodStart?: string | null, servicePeriodEnd?: string | null, buyerReference?: string | null, orderReference?: string | null, layout?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, amountCredited: number, amountPaid: number, depositDeducted: number, depositInvoiceNumber?: string | null, balanceDue: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, proposalId?: string | null, proposalNumber?: string | null, depositInvoiceId?: string | null, depositForProposalId?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }> } };

export type DuplicateInvoiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DuplicateInvoiceMutation = { __typename?: 'Mutation', duplicateInvoice: { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientId?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, serviceDate?: string | null, servicePeriodStart?: string | null, servicePeriodEnd?: string | null, buyerReference?: string | null, orderReference?: string | null, layout?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, amountCredited: number, amountPaid: number, depositDeducted: number, depositInvoiceNumber?: string | null, balanceDue: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, proposalId?: string | null, proposalNumber?: string | null, depositInvoiceId?: string | null, depositForProposalId?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }> } };

export type InvoiceCreditNotesQueryVariables = Exact<{
  invoiceId: Scalars['ID']['input'];
}>;


export type InvoiceCreditNotesQuery = { __typename?: 'Query', invoiceCreditNotes: Array<{ __typename?: 'CreditNote', id: string, invoiceId: string, creditNoteNumber: string, issuedOn: string, reason: string, amount: number, currency: string, sendStatus?: string | null }> };

export type InvoiceEInvoiceReadinessQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InvoiceEInvoiceReadinessQuery = { __typename?: 'Query', invoiceEInvoiceReadiness: { __typename?: 'EInvoiceReadiness', setting: string, ready: boolean, checks: Array<{ __typename?: 'EInvoiceCheck', rule: string, field: string, message: string }> } };

export type InvoiceFieldsFragment = { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientId?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, serviceDate?: string | null, servicePeriodStart?: string | null, servicePeriodEnd?: string | null, buyerReference?: string | null, orderReference?: string | null, layout?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, amountCredited: number, amountPaid: number, depositDeducted: number, depositInvoiceNumber?: string | null, balanceDue: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, proposalId?: string | null, proposalNumber?: string | null, depositInvoiceId?: string | null, depositForProposalId?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }> };

export type InvoicePaymentPagesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InvoicePaymentPagesQuery = { __typename?: 'Query', invoice: { __typename?: 'Invoice', id: string, openPaymentPages: number } };

export type InvoicePaymentsQueryVariables = Exact<{
  invoiceId: Scalars['ID']['input'];
}>;


export type InvoicePaymentsQuery = { __typename?: 'Query', invoicePayments: Array<{ __typename?: 'Payment', id: string, invoiceId: string, amount: number, method: string, paidOn: string, reference?: string | null, note?: string | null, refundOf?: string | null, refundable: number, online: boolean, createdAt: string }> };

export type InvoiceQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InvoiceQuery = { __typename?: 'Query', invoice: { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientId?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, serviceDate?: string | null, servicePeriodStart?: string | null, servicePeriodEnd?: string | null, buyerReference?: string | null, orderReference?: string | null, layout?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, amountCredited: number, amountPaid: number, depositDeducted: number, depositInvoiceNumber?: string | null, balanceDue: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, proposalId?: string | null, proposalNumber?: string | null, depositInvoiceId?: string | null, depositForProposalId?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }> } };

export type InvoicesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  createdByMe?: InputMaybe<Scalars['Boolean']['input']>;
  aging?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  unpaid?: InputMaybe<Scalars['Boolean']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type InvoicesQuery = { __typename?: 'Query', invoices: { __typename?: 'InvoiceConnection', totalCount: number, nodes: Array<{ __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientId?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, serviceDate?: string | null, servicePeriodStart?: string | null, servicePeriodEnd?: string | null, buyerReference?: string | null, orderReference?: string | null, layout?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, amountCredited: number, amountPaid: number, depositDeducted: number, depositInvoiceNumber?: string | null, balanceDue: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, proposalId?: string | null, proposalNumber?: string | null, depositInvoiceId?: string | null, depositForProposalId?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }> }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } };

export type PaymentFieldsFragment = { __typename?: 'Payment', id: string, invoiceId: string, amount: number, method: string, paidOn: string, reference?: string | null, note?: string | null, refundOf?: string | null, refundable: number, online: boolean, createdAt: string };

export type RecordPaymentMutationVariables = Exact<{
  invoiceId: Scalars['ID']['input'];
  input: PaymentInput;
}>;


export type RecordPaymentMutation = { __typename?: 'Mutation', recordPayment: { __typename?: 'PaymentResult', payment: { __typename?: 'Payment', id: string, invoiceId: string, amount: number, method: string, paidOn: string, reference?: string | null, note?: string | null, refundOf?: string | null, refundable: number, online: boolean, createdAt: string }, invoice: { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientId?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, serviceDate?: string | null, servicePeriodStart?: string | null, servicePeriodEnd?: string | null, buyerReference?: string | null, orderReference?: string | null, layout?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, amountCredited: number, amountPaid: number, depositDeducted: number, depositInvoiceNumber?: string | null, balanceDue: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, proposalId?: string | null, proposalNumber?: string | null, depositInvoiceId?: string | null, depositForProposalId?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }> } } };

export type RefundPaymentMutationVariables = Exact<{
  invoiceId: Scalars['ID']['input'];
  paymentId: Scalars['ID']['input'];
  input: RefundInput;
}>;


export type RefundPaymentMutation = { __typename?: 'Mutation', refundPayment: { __typename?: 'PaymentResult', payment: { __typename?: 'Payment', id: string, invoiceId: string, amount: number, method: string, paidOn: string, reference?: string | null, note?: string | null, refundOf?: string | null, refundable: number, online: boolean, createdAt: string }, invoice: { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientId?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, serviceDate?: string | null, servicePeriodStart?: string | null, servicePeriodEnd?: string | null, buyerReference?: string | null, orderReference?: string | null, layout?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, amountCredited: number, amountPaid: number, depositDeducted: number, depositInvoiceNumber?: string | null, balanceDue: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, proposalId?: string | null, proposalNumber?: string | null, depositInvoiceId?: string | null, depositForProposalId?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }> } } };

export type SendCreditNoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SendCreditNoteMutation = { __typename?: 'Mutation', sendCreditNote: { __typename?: 'CreditNote', id: string, invoiceId: string, creditNoteNumber: string, issuedOn: string, reason: string, amount: number, currency: string, sendStatus?: string | null } };

export type SendInvoiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input?: InputMaybe<SendEmailInput>;
}>;


export type SendInvoiceMutation = { __typename?: 'Mutation', sendInvoice: { __typename?: 'EmailSend', id: string, status: string, error?: string | null, recipient: string, cc: Array<string>, subject: string } };

export type UpdateInvoiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: InvoiceInput;
}>;


export type UpdateInvoiceMutation = { __typename?: 'Mutation', updateInvoice: { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientId?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, serviceDate?: string | null, servicePeriodStart?: string | null, servicePeriodEnd?: string | null, buyerReference?: string | null, orderReference?: string | null, layout?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, amountCredited: number, amountPaid: number, depositDeducted: number, depositInvoiceNumber?: string | null, balanceDue: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, proposalId?: string | null, proposalNumber?: string | null, depositInvoiceId?: string | null, depositForProposalId?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }> } };

export type ActivitySubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ActivitySubscription = { __typename?: 'Subscription', activity: { __typename?: 'ActivityEvent', id: string, kind: ActivityKind, documentKind?: string | null, documentId?: string | null, number?: string | null, title?: string | null, clientName?: string | null, status?: string | null, occurredAt: string, notification?: { __typename?: 'Notification', id: string, documentKind: string, documentId: string, message: string, createdAt: string, seenAt?: string | null } | null } };

export type MarkNotificationsSeenMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type MarkNotificationsSeenMutation = { __typename?: 'Mutation', markNotificationsSeen: boolean };

export type NotificationFeedQueryVariables = Exact<{
  first: Scalars['Int']['input'];
}>;


export type NotificationFeedQuery = { __typename?: 'Query', notificationFeed: { __typename?: 'NotificationFeed', unreadCount: number, items: Array<{ __typename?: 'Notification', id: string, documentKind: string, documentId: string, message: string, createdAt: string, seenAt?: string | null }> } };

export type NotificationFieldsFragment = { __typename?: 'Notification', id: string, documentKind: string, documentId: string, message: string, createdAt: string, seenAt?: string | null };

export type UnseenNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnseenNotificationsQuery = { __typename?: 'Query', unseenNotifications: Array<{ __typename?: 'Notification', id: string, message: string, documentKind: string }> };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { __typename?: 'Query', profile: { __typename?: 'Profile', name: string, email: string, plan: string, role: string, workspaceName: string, isSubscriptionActive: boolean, planStart?: string | null, planEnd?: string | null, cancelAtPeriodEnd: boolean, proposalsUsed: number, proposalsLimit: number, invoicesUsed: number, invoicesLimit: number } };

export type CreateInvoiceFromProposalMutationVariables = Exact<{
  proposalId: Scalars['ID']['input'];
}>;


export type CreateInvoiceFromProposalMutation = { __typename?: 'Mutation', createInvoiceFromProposal: { __typename?: 'Invoice', id: string, invoiceNumber: string } };

export type CreateProposalMutationVariables = Exact<{
  input: ProposalInput;
}>;


export type CreateProposalMutation = { __typename?: 'Mutation', createProposal: { __typename?: 'Proposal', id: string, clientName: string, clientCompany: string, clientEmail: string, clientAddress?: string | null, proposalTitle: string, proposalDate: string, expirationDate?: string | null, proposalNumber: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null, companyTaxNumber?: string | null, paymentTerms: string, additionalTerms?: string | null, scope?: string | null, layout?: string | null, status: string, value: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, respondedAt?: string | null, acceptedByName?: string | null, declineReason?: string | null, invoiceId?: string | null, invoiceNumber?: string | null, depositAmount?: number | null, depositInvoiceId?: string | null, services: Array<{ __typename?: 'ServiceLine', description: string, price: number, quantity: number, subtotal: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }>, deposit?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, approval: { __typename?: 'ProposalApproval', proposalId: string, state: ApprovalState, required: boolean, sendable: boolean, reasons: Array<string>, requestedByName?: string | null, requestedAt?: string | null, decidedByName?: string | null, decidedAt?: string | null, comment?: string | null } } };

export type DeleteProposalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProposalMutation = { __typename?: 'Mutation', deleteProposal: string };

export type DraftProposalMutationVariables = Exact<{
  brief: DraftBriefInput;
}>;


export type DraftProposalMutation = { __typename?: 'Mutation', draftProposal: { __typename?: 'ProposalDraftResult', engine: string, engineLabel: string, notice?: string | null, draft: { __typename?: 'ProposalDraft', proposalTitle: string, summary: string, paymentTerms: string, additionalTerms: string, total: number, language: string, currency: string, depositPercent?: number | null, depositAmount?: number | null, services: Array<{ __typename?: 'DraftServiceLine', description: string, price: number, quantity: number }> } } };

export type DuplicateProposalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DuplicateProposalMutation = { __typename?: 'Mutation', duplicateProposal: { __typename?: 'Proposal', id: string, clientName: string, clientCompany: string, clientEmail: string, clientAddress?: string | null, proposalTitle: string, proposalDate: string, expirationDate?: string | null, proposalNumber: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null, companyTaxNumber?: string | null, paymentTerms: string, additionalTerms?: string | null, scope?: string | null, layout?: string | null, status: string, value: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, respondedAt?: string | null, acceptedByName?: string | null, declineReason?: string | null, invoiceId?: string | null, invoiceNumber?: string | null, depositAmount?: number | null, depositInvoiceId?: string | null, services: Array<{ __typename?: 'ServiceLine', description: string, price: number, quantity: number, subtotal: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }>, deposit?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, approval: { __typename?: 'ProposalApproval', proposalId: string, state: ApprovalState, required: boolean, sendable: boolean, reasons: Array<string>, requestedByName?: string | null, requestedAt?: string | null, decidedByName?: string | null, decidedAt?: string | null, comment?: string | null } } };

export type ProposalApprovalFieldsFragment = { __typename?: 'ProposalApproval', proposalId: string, state: ApprovalState, required: boolean, sendable: boolean, reasons: Array<string>, requestedByName?: string | null, requestedAt?: string | null, decidedByName?: string | null, decidedAt?: string | null, comment?: string | null };

export type ApprovalViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalViewerQuery = { __typename?: 'Query', workspace: { __typename?: 'Workspace', id: string, role: string } };

export type RequestProposalApprovalMutationVariables = Exact<{
  proposalId: Scalars['ID']['input'];
}>;


export type RequestProposalApprovalMutation = { __typename?: 'Mutation', requestProposalApproval: { __typename?: 'ProposalApproval', proposalId: string, state: ApprovalState, required: boolean, sendable: boolean, reasons: Array<string>, requestedByName?: string | null, requestedAt?: string | null, decidedByName?: string | null, decidedAt?: string | null, comment?: string | null } };

export type ApproveProposalMutationVariables = Exact<{
  proposalId: Scalars['ID']['input'];
}>;


export type ApproveProposalMutation = { __typename?: 'Mutation', approveProposal: { __typename?: 'ProposalApproval', proposalId: string, state: ApprovalState, required: boolean, sendable: boolean, reasons: Array<string>, requestedByName?: string | null, requestedAt?: string | null, decidedByName?: string | null, decidedAt?: string | null, comment?: string | null } };

export type ReturnProposalMutationVariables = Exact<{
  proposalId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
}>;


export type ReturnProposalMutation = { __typename?: 'Mutation', returnProposal: { __typename?: 'ProposalApproval', proposalId: string, state: ApprovalState, required: boolean, sendable: boolean, reasons: Array<string>, requestedByName?: string | null, requestedAt?: string | null, decidedByName?: string | null, decidedAt?: string | null, comment?: string | null } };

export type ProposalFieldsFragment = { __typename?: 'Proposal', id: string, clientName: string, clientCompany: string, clientEmail: string, clientAddress?: string | null, proposalTitle: string, proposalDate: string, expirationDate?: string | null, proposalNumber: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null, companyTaxNumber?: string | null, paymentTerms: string, additionalTerms?: string | null, scope?: string | null, layout?: string | null, status: string, value: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, respondedAt?: string | null, acceptedByName?: string | null, declineReason?: string | null, invoiceId?: string | null, invoiceNumber?: string | null, depositAmount?: number | null, depositInvoiceId?: string | null, services: Array<{ __typename?: 'ServiceLine', description: string, price: number, quantity: number, subtotal: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }>, deposit?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, approval: { __typename?: 'ProposalApproval', proposalId: string, state: ApprovalState, required: boolean, sendable: boolean, reasons: Array<string>, requestedByName?: string | null, requestedAt?: string | null, decidedByName?: string | null, decidedAt?: string | null, comment?: string | null } };

export type ProposalQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProposalQuery = { __typename?: 'Query', proposal: { __typename?: 'Proposal', id: string, clientName: string, clientCompany: string, clientEmail: string, clientAddress?: string | null, proposalTitle: string, proposalDate: string, expirationDate?: string | null, proposalNumber: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null, companyTaxNumber?: string | null, paymentTerms: string, additionalTerms?: string | null, scope?: string | null, layout?: string | null, status: string, value: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, respondedAt?: string | null, acceptedByName?: string | null, declineReason?: string | null, invoiceId?: string | null, invoiceNumber?: string | null, depositAmount?: number | null, depositInvoiceId?: string | null, services: Array<{ __typename?: 'ServiceLine', description: string, price: number, quantity: number, subtotal: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }>, deposit?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, approval: { __typename?: 'ProposalApproval', proposalId: string, state: ApprovalState, required: boolean, sendable: boolean, reasons: Array<string>, requestedByName?: string | null, requestedAt?: string | null, decidedByName?: string | null, decidedAt?: string | null, comment?: string | null } } };

export type ProposalsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  createdByMe?: InputMaybe<Scalars['Boolean']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProposalsQuery = { __typename?: 'Query', proposals: { __typename?: 'ProposalConnection', totalCount: number, nodes: Array<{ __typename?: 'Proposal', id: string, clientName: string, clientCompany: string, clientEmail: string, clientAddress?: string | null, proposalTitle: string, proposalDate: string, expirationDate?: string | null, proposalNumber: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null, companyTaxNumber?: string | null, paymentTerms: string, additionalTerms?: string | null, scope?: string | null, layout?: string | null, status: string, value: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, respondedAt?: string | null, acceptedByName?: string | null, declineReason?: string | null, invoiceId?: string | null, invoiceNumber?: string | null, depositAmount?: number | null, depositInvoiceId?: string | null, services: Array<{ __typename?: 'ServiceLine', description: string, price: number, quantity: number, subtotal: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }>, deposit?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, approval: { __typename?: 'ProposalApproval', proposalId: string, state: ApprovalState, required: boolean, sendable: boolean, reasons: Array<string>, requestedByName?: string | null, requestedAt?: string | null, decidedByName?: string | null, decidedAt?: string | null, comment?: string | null } }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } };

export type SendProposalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input?: InputMaybe<SendEmailInput>;
}>;


export type SendProposalMutation = { __typename?: 'Mutation', sendProposal: { __typename?: 'EmailSend', id: string, status: string, error?: string | null, recipient: string, cc: Array<string>, subject: string } };

export type UpdateProposalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProposalInput;
}>;


export type UpdateProposalMutation = { __typename?: 'Mutation', updateProposal: { __typename?: 'Proposal', id: string, clientName: string, clientCompany: string, clientEmail: string, clientAddress?: string | null, proposalTitle: string, proposalDate: string, expirationDate?: string | null, proposalNumber: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null, companyTaxNumber?: string | null, paymentTerms: string, additionalTerms?: string | null, scope?: string | null, layout?: string | null, status: string, value: number, currency: string, language: string, pricesIncludeTax: boolean, taxRateIds: Array<string>, taxNote?: string | null, clientTaxNumber?: string | null, subtotal: number, discountTotal: number, taxTotal: number, total: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, clientViewCount: number, clientLastViewedAt?: string | null, remindersEnabled: boolean, respondedAt?: string | null, acceptedByName?: string | null, declineReason?: string | null, invoiceId?: string | null, invoiceNumber?: string | null, depositAmount?: number | null, depositInvoiceId?: string | null, services: Array<{ __typename?: 'ServiceLine', description: string, price: number, quantity: number, subtotal: number, taxRateIds: Array<string>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }> }>, customFields: Array<{ __typename?: 'CustomFieldValue', fieldId: string, value: string }>, discount?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, taxes: Array<{ __typename?: 'TaxSummary', id: string, name: string, percent: number, base: number, amount: number }>, deposit?: { __typename?: 'Discount', percent?: number | null, amount?: number | null } | null, approval: { __typename?: 'ProposalApproval', proposalId: string, state: ApprovalState, required: boolean, sendable: boolean, reasons: Array<string>, requestedByName?: string | null, requestedAt?: string | null, decidedByName?: string | null, decidedAt?: string | null, comment?: string | null } } };

export type CreateRecurringScheduleMutationVariables = Exact<{
  input: RecurringScheduleInput;
}>;


export type CreateRecurringScheduleMutation = { __typename?: 'Mutation', createRecurringSchedule: { __typename?: 'RecurringSchedule', id: string, templateInvoiceId: string, templateInvoiceNumber: string, clientName: string, currency: string, amount: number, frequency: string, dayOfMonth?: number | null, lastDayOfMonth: boolean, startDate: string, endDate?: string | null, count?: number | null, issuedCount: number, sendAutomatically: boolean, status: string, pausedReason?: string | null, nextRunOn?: string | null, lastIssuedOn?: string | null, lastRunNote?: string | null, createdAt: string } };

export type DeleteRecurringScheduleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteRecurringScheduleMutation = { __typename?: 'Mutation', deleteRecurringSchedule: string };

export type PauseRecurringScheduleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PauseRecurringScheduleMutation = { __typename?: 'Mutation', pauseRecurringSchedule: { __typename?: 'RecurringSchedule', id: string, templateInvoiceId: string, templateInvoiceNumber: string, clientName: string, currency: string, amount: number, frequency: string, dayOfMonth?: number | null, lastDayOfMonth: boolean, startDate: string, endDate?: string | null, count?: number | null, issuedCount: number, sendAutomatically: boolean, status: string, pausedReason?: string | null, nextRunOn?: string | null, lastIssuedOn?: string | null, lastRunNote?: string | null, createdAt: string } };

export type RecurringScheduleFieldsFragment = { __typename?: 'RecurringSchedule', id: string, templateInvoiceId: string, templateInvoiceNumber: string, clientName: string, currency: string, amount: number, frequency: string, dayOfMonth?: number | null, lastDayOfMonth: boolean, startDate: string, endDate?: string | null, count?: number | null, issuedCount: number, sendAutomatically: boolean, status: string, pausedReason?: string | null, nextRunOn?: string | null, lastIssuedOn?: string | null, lastRunNote?: string | null, createdAt: string };

export type RecurringSchedulesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecurringSchedulesQuery = { __typename?: 'Query', recurringSchedules: Array<{ __typename?: 'RecurringSchedule', id: string, templateInvoiceId: string, templateInvoiceNumber: string, clientName: string, currency: string, amount: number, frequency: string, dayOfMonth?: number | null, lastDayOfMonth: boolean, startDate: string, endDate?: string | null, count?: number | null, issuedCount: number, sendAutomatically: boolean, status: string, pausedReason?: string | null, nextRunOn?: string | null, lastIssuedOn?: string | null, lastRunNote?: string | null, createdAt: string }> };

export type RecurringTemplateInvoicesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type RecurringTemplateInvoicesQuery = { __typename?: 'Query', invoices: { __typename?: 'InvoiceConnection', nodes: Array<{ __typename?: 'Invoice', id: string, invoiceNumber: string, clientName: string, amount: number, currency: string }> } };

export type ResumeRecurringScheduleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResumeRecurringScheduleMutation = { __typename?: 'Mutation', resumeRecurringSchedule: { __typename?: 'RecurringSchedule', id: string, templateInvoiceId: string, templateInvoiceNumber: string, clientName: string, currency: string, amount: number, frequency: string, dayOfMonth?: number | null, lastDayOfMonth: boolean, startDate: string, endDate?: string | null, count?: number | null, issuedCount: number, sendAutomatically: boolean, status: string, pausedReason?: string | null, nextRunOn?: string | null, lastIssuedOn?: string | null, lastRunNote?: string | null, createdAt: string } };

export type UpdateRecurringScheduleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: RecurringScheduleInput;
}>;


export type UpdateRecurringScheduleMutation = { __typename?: 'Mutation', updateRecurringSchedule: { __typename?: 'RecurringSchedule', id: string, templateInvoiceId: string, templateInvoiceNumber: string, clientName: string, currency: string, amount: number, frequency: string, dayOfMonth?: number | null, lastDayOfMonth: boolean, startDate: string, endDate?: string | null, count?: number | null, issuedCount: number, sendAutomatically: boolean, status: string, pausedReason?: string | null, nextRunOn?: string | null, lastIssuedOn?: string | null, lastRunNote?: string | null, createdAt: string } };

export type SearchDocumentsQueryVariables = Exact<{
  term: Scalars['String']['input'];
  first: Scalars['Int']['input'];
}>;


export type SearchDocumentsQuery = { __typename?: 'Query', search: { __typename?: 'SearchResults', proposals: Array<{ __typename?: 'Proposal', id: string, proposalNumber: string, proposalTitle: string, clientName: string, clientCompany: string, clientEmail: string, proposalDate: string, expirationDate?: string | null, value: number, currency: string, status: string, emailOpenCount: number, services: Array<{ __typename?: 'ServiceLine', description: string, quantity: number, subtotal: number }> }>, invoices: Array<{ __typename?: 'Invoice', id: string, invoiceNumber: string, clientName: string, clientEmail: string, invoiceDate: string, dueDate?: string | null, amount: number, currency: string, status: string, emailOpenCount: number, lineItems: Array<{ __typename?: 'LineItem', description: string, quantity: number, total: number }> }> } };

export type CancelSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelSubscriptionMutation = { __typename?: 'Mutation', cancelSubscription: boolean };

export type PaySimulatedCheckoutMutationVariables = Exact<{
  session: Scalars['String']['input'];
}>;


export type PaySimulatedCheckoutMutation = { __typename?: 'Mutation', paySimulatedCheckout: { __typename?: 'CheckoutSession', url: string } };

export type ResumeSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type ResumeSubscriptionMutation = { __typename?: 'Mutation', resumeSubscription: boolean };

export type SimulatedCheckoutQueryVariables = Exact<{
  session: Scalars['String']['input'];
}>;


export type SimulatedCheckoutQuery = { __typename?: 'Query', simulatedCheckout: { __typename?: 'SimulatedCheckout', plan: string, planName: string, price: number, successUrl: string, cancelUrl: string } };

export type SubscribeMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type SubscribeMutation = { __typename?: 'Mutation', subscribe: { __typename?: 'CheckoutSession', url: string } };

export type UpgradeSubscriptionMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type UpgradeSubscriptionMutation = { __typename?: 'Mutation', upgradeSubscription: { __typename?: 'CheckoutSession', url: string } };

export type HealthQueryVariables = Exact<{ [key: string]: never; }>;


export type HealthQuery = { __typename?: 'Query', health: { __typename?: 'HealthStatus', ok: boolean, database: string, redis: string } };

export type AcceptInvitationMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type AcceptInvitationMutation = { __typename?: 'Mutation', acceptInvitation: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, name: string, email: string, role: string } } };

export type ApiKeyFieldsFragment = { __typename?: 'ApiKey', id: string, name: string, role: string, prefix: string, createdAt: string, lastUsedAt?: string | null, revokedAt?: string | null, createdByName?: string | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { __typename?: 'Query', apiKeys: Array<{ __typename?: 'ApiKey', id: string, name: string, role: string, prefix: string, createdAt: string, lastUsedAt?: string | null, revokedAt?: string | null, createdByName?: string | null }> };

export type ApprovalRuleFieldsFragment = { __typename?: 'ApprovalRule', overTotal?: number | null, overDiscountPercent?: number | null, currency: string };

export type ApprovalRuleQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalRuleQuery = { __typename?: 'Query', approvalRule: { __typename?: 'ApprovalRule', overTotal?: number | null, overDiscountPercent?: number | null, currency: string } };

export type UpdateApprovalRuleMutationVariables = Exact<{
  input: ApprovalRuleInput;
}>;


export type UpdateApprovalRuleMutation = { __typename?: 'Mutation', updateApprovalRule: { __typename?: 'ApprovalRule', overTotal?: number | null, overDiscountPercent?: number | null, currency: string } };

export type BrandFieldsFragment = { __typename?: 'Brand', logoUrl?: string | null, logoWidth?: number | null, logoHeight?: number | null, logoContentType?: string | null, color: string, colorOnDark: string, customColor?: string | null, font: string, fontFamily: string };

export type ChangeMemberRoleMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  role: Scalars['String']['input'];
}>;


export type ChangeMemberRoleMutation = { __typename?: 'Mutation', changeMemberRole: { __typename?: 'Member', userId: string, name: string, email: string, role: string, joinedAt: string, isYou: boolean } };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'CreatedApiKey', secret: string, apiKey: { __typename?: 'ApiKey', id: string, name: string, role: string, prefix: string, createdAt: string, lastUsedAt?: string | null, revokedAt?: string | null, createdByName?: string | null } } };

export type CreateCustomFieldMutationVariables = Exact<{
  input: CustomFieldInput;
}>;


export type CreateCustomFieldMutation = { __typename?: 'Mutation', createCustomField: { __typename?: 'CustomField', id: string } };

export type UpdateCustomFieldMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CustomFieldUpdateInput;
}>;


export type UpdateCustomFieldMutation = { __typename?: 'Mutation', updateCustomField: { __typename?: 'CustomField', id: string, label: string, printed: boolean } };

export type ReorderCustomFieldsMutationVariables = Exact<{
  input: CustomFieldOrderInput;
}>;


export type ReorderCustomFieldsMutation = { __typename?: 'Mutation', reorderCustomFields: Array<{ __typename?: 'CustomField', id: string, position: number }> };

export type DeleteCustomFieldMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCustomFieldMutation = { __typename?: 'Mutation', deleteCustomField: boolean };

export type DeleteWorkspaceMutationVariables = Exact<{
  confirmName: Scalars['String']['input'];
}>;


export type DeleteWorkspaceMutation = { __typename?: 'Mutation', deleteWorkspace: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, name: string, email: string, role: string } } };

export type InvitationFieldsFragment = { __typename?: 'Invitation', id: string, email: string, role: string, invitedByName?: string | null, createdAt: string, expiresAt: string };

export type InvitationPreviewQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type InvitationPreviewQuery = { __typename?: 'Query', invitation: { __typename?: 'InvitationPreview', workspaceName: string, email: string, role: string, invitedByName?: string | null, expiresAt: string } };

export type InvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitationsQuery = { __typename?: 'Query', invitations: Array<{ __typename?: 'Invitation', id: string, email: string, role: string, invitedByName?: string | null, createdAt: string, expiresAt: string }> };

export type InviteMemberMutationVariables = Exact<{
  input: InviteMemberInput;
}>;


export type InviteMemberMutation = { __typename?: 'Mutation', inviteMember: { __typename?: 'Invitation', id: string, email: string, role: string, invitedByName?: string | null, createdAt: string, expiresAt: string } };

export type LeaveWorkspaceMutationVariables = Exact<{ [key: string]: never; }>;


export type LeaveWorkspaceMutation = { __typename?: 'Mutation', leaveWorkspace: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, name: string, email: string, role: string } } };

export type MemberFieldsFragment = { __typename?: 'Member', userId: string, name: string, email: string, role: string, joinedAt: string, isYou: boolean };

export type MembersQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersQuery = { __typename?: 'Query', members: Array<{ __typename?: 'Member', userId: string, name: string, email: string, role: string, joinedAt: string, isYou: boolean }> };

export type PaymentAccountFieldsFragment = { __typename?: 'PaymentAccount', connected: boolean, keyHint?: string | null, livemode?: boolean | null, stripeAccountId?: string | null, accountName?: string | null, connectedAt?: string | null, available: boolean };

export type PaymentAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentAccountQuery = { __typename?: 'Query', paymentAccount: { __typename?: 'PaymentAccount', connected: boolean, keyHint?: string | null, livemode?: boolean | null, stripeAccountId?: string | null, accountName?: string | null, connectedAt?: string | null, available: boolean } };

export type ConnectStripeMutationVariables = Exact<{
  input: ConnectStripeInput;
}>;


export type ConnectStripeMutation = { __typename?: 'Mutation', connectStripe: { __typename?: 'PaymentAccount', connected: boolean, keyHint?: string | null, livemode?: boolean | null, stripeAccountId?: string | null, accountName?: string | null, connectedAt?: string | null, available: boolean } };

export type DisconnectStripeMutationVariables = Exact<{ [key: string]: never; }>;


export type DisconnectStripeMutation = { __typename?: 'Mutation', disconnectStripe: { __typename?: 'PaymentAccount', connected: boolean, keyHint?: string | null, livemode?: boolean | null, stripeAccountId?: string | null, accountName?: string | null, connectedAt?: string | null, available: boolean } };

export type RemoveMemberMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type RemoveMemberMutation = { __typename?: 'Mutation', removeMember: boolean };

export type RemoveWorkspaceLogoMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveWorkspaceLogoMutation = { __typename?: 'Mutation', removeWorkspaceLogo: { __typename?: 'Brand', logoUrl?: string | null, logoWidth?: number | null, logoHeight?: number | null, logoContentType?: string | null, color: string, colorOnDark: string, customColor?: string | null, font: string, fontFamily: string } };

export type ResendInvitationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendInvitationMutation = { __typename?: 'Mutation', resendInvitation: { __typename?: 'Invitation', id: string, email: string, role: string, invitedByName?: string | null, createdAt: string, expiresAt: string } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: boolean };

export type RevokeInvitationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeInvitationMutation = { __typename?: 'Mutation', revokeInvitation: boolean };

export type SwitchWorkspaceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SwitchWorkspaceMutation = { __typename?: 'Mutation', switchWorkspace: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, name: string, email: string, role: string } } };

export type TaxRatesQueryVariables = Exact<{
  includeArchived: Scalars['Boolean']['input'];
}>;


export type TaxRatesQuery = { __typename?: 'Query', taxRates: Array<{ __typename?: 'TaxRate', id: string, name: string, percent: number, category: string, exemptionReason?: string | null, archived: boolean }> };

export type CreateTaxRateMutationVariables = Exact<{
  input: TaxRateInput;
}>;


export type CreateTaxRateMutation = { __typename?: 'Mutation', createTaxRate: { __typename?: 'TaxRate', id: string } };

export type SetTaxRateArchivedMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  archived: Scalars['Boolean']['input'];
}>;


export type SetTaxRateArchivedMutation = { __typename?: 'Mutation', setTaxRateArchived: { __typename?: 'TaxRate', id: string, archived: boolean } };

export type DeleteTaxRateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteTaxRateMutation = { __typename?: 'Mutation', deleteTaxRate: boolean };

export type TransferOwnershipMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type TransferOwnershipMutation = { __typename?: 'Mutation', transferOwnership: { __typename?: 'Workspace', id: string, name: string, address?: string | null, email?: string | null, phone?: string | null, taxNumber?: string | null, paymentTerms?: string | null, invoiceOnAccept: boolean, proposalNumberPattern?: string | null, invoiceNumberPattern?: string | null, currency: string, language: string, roundingScope: string, roundingMethod: string, legalName?: string | null, postalCode?: string | null, city?: string | null, countryCode?: string | null, taxRegistrationNumber?: string | null, iban?: string | null, bic?: string | null, accountHolder?: string | null, eInvoiceFormat: string, documentLayout: string, documentFont: string, documentFooter?: string | null, paymentInstructions?: string | null, plan: string, seats: number, memberCount: number, role: string } };

export type UpdateWorkspaceBrandMutationVariables = Exact<{
  input: UpdateBrandInput;
}>;


export type UpdateWorkspaceBrandMutation = { __typename?: 'Mutation', updateWorkspaceBrand: { __typename?: 'Brand', logoUrl?: string | null, logoWidth?: number | null, logoHeight?: number | null, logoContentType?: string | null, color: string, colorOnDark: string, customColor?: string | null, font: string, fontFamily: string } };

export type UpdateWorkspaceMutationVariables = Exact<{
  input: UpdateWorkspaceInput;
}>;


export type UpdateWorkspaceMutation = { __typename?: 'Mutation', updateWorkspace: { __typename?: 'Workspace', id: string, name: string, address?: string | null, email?: string | null, phone?: string | null, taxNumber?: string | null, paymentTerms?: string | null, invoiceOnAccept: boolean, proposalNumberPattern?: string | null, invoiceNumberPattern?: string | null, currency: string, language: string, roundingScope: string, roundingMethod: string, legalName?: string | null, postalCode?: string | null, city?: string | null, countryCode?: string | null, taxRegistrationNumber?: string | null, iban?: string | null, bic?: string | null, accountHolder?: string | null, eInvoiceFormat: string, documentLayout: string, documentFont: string, documentFooter?: string | null, paymentInstructions?: string | null, plan: string, seats: number, memberCount: number, role: string } };

export type WorkspaceBrandQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceBrandQuery = { __typename?: 'Query', workspace: { __typename?: 'Workspace', id: string, name: string, role: string, brand: { __typename?: 'Brand', logoUrl?: string | null, logoWidth?: number | null, logoHeight?: number | null, logoContentType?: string | null, color: string, colorOnDark: string, customColor?: string | null, font: string, fontFamily: string } } };

export type WorkspaceFieldsFragment = { __typename?: 'Workspace', id: string, name: string, address?: string | null, email?: string | null, phone?: string | null, taxNumber?: string | null, paymentTerms?: string | null, invoiceOnAccept: boolean, proposalNumberPattern?: string | null, invoiceNumberPattern?: string | null, currency: string, language: string, roundingScope: string, roundingMethod: string, legalName?: string | null, postalCode?: string | null, city?: string | null, countryCode?: string | null, taxRegistrationNumber?: string | null, iban?: string | null, bic?: string | null, accountHolder?: string | null, eInvoiceFormat: string, documentLayout: string, documentFont: string, documentFooter?: string | null, paymentInstructions?: string | null, plan: string, seats: number, memberCount: number, role: string };

export type WorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceQuery = { __typename?: 'Query', workspace: { __typename?: 'Workspace', id: string, name: string, address?: string | null, email?: string | null, phone?: string | null, taxNumber?: string | null, paymentTerms?: string | null, invoiceOnAccept: boolean, proposalNumberPattern?: string | null, invoiceNumberPattern?: string | null, currency: string, language: string, roundingScope: string, roundingMethod: string, legalName?: string | null, postalCode?: string | null, city?: string | null, countryCode?: string | null, taxRegistrationNumber?: string | null, iban?: string | null, bic?: string | null, accountHolder?: string | null, eInvoiceFormat: string, documentLayout: string, documentFont: string, documentFooter?: string | null, paymentInstructions?: string | null, plan: string, seats: number, memberCount: number, role: string } };

export type WorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspacesQuery = { __typename?: 'Query', workspaces: Array<{ __typename?: 'WorkspaceSummary', id: string, name: string, role: string, active: boolean }> };

export const CatalogueItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"defaultQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogueItemFieldsFragment, unknown>;
export const ClientLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClientLinkFieldsFragment, unknown>;
export const ClientDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"expiredMessage"}},{"kind":"Field","name":{"kind":"Name","value":"canRespond"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByName"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"depositLine"}},{"kind":"Field","name":{"kind":"Name","value":"canPayOnline"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canPayOnline"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"colorOnDark"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}}]}}]}}]} as unknown as DocumentNode<ClientDocumentFieldsFragment, unknown>;
export const ClientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmails"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"eInvoiceFormat"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ClientFieldsFragment, unknown>;
export const PortalAccessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortalAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"signInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<PortalAccessFieldsFragment, unknown>;
export const ClientTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"proposed"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<ClientTotalsFieldsFragment, unknown>;
export const RecentDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RecentDocumentFieldsFragment, unknown>;
export const CreditNoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sendStatus"}}]}}]} as unknown as DocumentNode<CreditNoteFieldsFragment, unknown>;
export const InvoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"depositDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"depositForProposalId"}}]}}]} as unknown as DocumentNode<InvoiceFieldsFragment, unknown>;
export const PaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PaymentFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const ProposalApprovalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"sendable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]} as unknown as DocumentNode<ProposalApprovalFieldsFragment, unknown>;
export const ProposalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByName"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"sendable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]} as unknown as DocumentNode<ProposalFieldsFragment, unknown>;
export const RecurringScheduleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecurringScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"lastDayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"issuedCount"}},{"kind":"Field","name":{"kind":"Name","value":"sendAutomatically"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RecurringScheduleFieldsFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const ApprovalRuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ApprovalRuleFieldsFragment, unknown>;
export const BrandFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"logoContentType"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"colorOnDark"}},{"kind":"Field","name":{"kind":"Name","value":"customColor"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}}]}}]} as unknown as DocumentNode<BrandFieldsFragment, unknown>;
export const InvitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InvitationFieldsFragment, unknown>;
export const MemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]} as unknown as DocumentNode<MemberFieldsFragment, unknown>;
export const PaymentAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"keyHint"}},{"kind":"Field","name":{"kind":"Name","value":"livemode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<PaymentAccountFieldsFragment, unknown>;
export const WorkspaceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceOnAccept"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumberPattern"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumberPattern"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"roundingScope"}},{"kind":"Field","name":{"kind":"Name","value":"roundingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"taxRegistrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bic"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"eInvoiceFormat"}},{"kind":"Field","name":{"kind":"Name","value":"documentLayout"}},{"kind":"Field","name":{"kind":"Name","value":"documentFont"}},{"kind":"Field","name":{"kind":"Name","value":"documentFooter"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<WorkspaceFieldsFragment, unknown>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailChangeConfirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const CatalogueCurrencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<CatalogueCurrencyQuery, CatalogueCurrencyQueryVariables>;
export const CatalogueItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueItemSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"defaultQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogueItemsQuery, CatalogueItemsQueryVariables>;
export const CreateCatalogueItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCatalogueItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCatalogueItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"defaultQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateCatalogueItemMutation, CreateCatalogueItemMutationVariables>;
export const DeleteCatalogueItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCatalogueItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCatalogueItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCatalogueItemMutation, DeleteCatalogueItemMutationVariables>;
export const SetCatalogueItemArchivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCatalogueItemArchived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCatalogueItemArchived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"defaultQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetCatalogueItemArchivedMutation, SetCatalogueItemArchivedMutationVariables>;
export const UpdateCatalogueItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCatalogueItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCatalogueItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"defaultQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateCatalogueItemMutation, UpdateCatalogueItemMutationVariables>;
export const ClientLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClientLinksQuery, ClientLinksQueryVariables>;
export const CreateClientLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClientLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClientLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClientLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateClientLinkMutation, CreateClientLinkMutationVariables>;
export const ReminderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalReminderDays"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceReminderOffsets"}}]}}]}}]} as unknown as DocumentNode<ReminderSettingsQuery, ReminderSettingsQueryVariables>;
export const RemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Reminders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<RemindersQuery, RemindersQueryVariables>;
export const RevokeClientLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeClientLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeClientLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RevokeClientLinkMutation, RevokeClientLinkMutationVariables>;
export const SetDocumentRemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDocumentReminders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentRemindersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDocumentReminders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SetDocumentRemindersMutation, SetDocumentRemindersMutationVariables>;
export const UpdateReminderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReminderSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReminderSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalReminderDays"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceReminderOffsets"}}]}}]}}]} as unknown as DocumentNode<UpdateReminderSettingsMutation, UpdateReminderSettingsMutationVariables>;
export const AcceptProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptProposalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"expiredMessage"}},{"kind":"Field","name":{"kind":"Name","value":"canRespond"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByName"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"depositLine"}},{"kind":"Field","name":{"kind":"Name","value":"canPayOnline"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canPayOnline"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"colorOnDark"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}}]}}]}}]} as unknown as DocumentNode<AcceptProposalMutation, AcceptProposalMutationVariables>;
export const ClientDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"expiredMessage"}},{"kind":"Field","name":{"kind":"Name","value":"canRespond"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByName"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"depositLine"}},{"kind":"Field","name":{"kind":"Name","value":"canPayOnline"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canPayOnline"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"colorOnDark"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}}]}}]}}]} as unknown as DocumentNode<ClientDocumentQuery, ClientDocumentQueryVariables>;
export const DeclineProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclineProposalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"expiredMessage"}},{"kind":"Field","name":{"kind":"Name","value":"canRespond"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByName"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"depositLine"}},{"kind":"Field","name":{"kind":"Name","value":"canPayOnline"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canPayOnline"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"colorOnDark"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}}]}}]}}]} as unknown as DocumentNode<DeclineProposalMutation, DeclineProposalMutationVariables>;
export const PayInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PayInvoiceMutation, PayInvoiceMutationVariables>;
export const PaySimulatedInvoicePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaySimulatedInvoicePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paySimulatedInvoicePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PaySimulatedInvoicePaymentMutation, PaySimulatedInvoicePaymentMutationVariables>;
export const SimulatedInvoicePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimulatedInvoicePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulatedInvoicePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}}]}}]}}]} as unknown as DocumentNode<SimulatedInvoicePaymentQuery, SimulatedInvoicePaymentQueryVariables>;
export const ApplyClientCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyClientCredit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyClientCredit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyClientCreditMutation, ApplyClientCreditMutationVariables>;
export const ClientCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientCredits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"StringValue","value":"unapplied","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}}]}}]} as unknown as DocumentNode<ClientCreditsQuery, ClientCreditsQueryVariables>;
export const ClientProposalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientProposals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ClientProposalsQuery, ClientProposalsQueryVariables>;
export const ClientInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ClientInvoicesQuery, ClientInvoicesQueryVariables>;
export const ClientPortalAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPortalAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientPortalAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortalAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"signInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ClientPortalAccessQuery, ClientPortalAccessQueryVariables>;
export const SendPortalLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPortalLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPortalLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortalAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"signInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<SendPortalLinkMutation, SendPortalLinkMutationVariables>;
export const RevokePortalAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokePortalAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokePortalAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortalAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"signInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RevokePortalAccessMutation, RevokePortalAccessMutationVariables>;
export const ClientSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposalCount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmails"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"eInvoiceFormat"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"proposed"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]} as unknown as DocumentNode<ClientSummaryQuery, ClientSummaryQueryVariables>;
export const ClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Clients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmails"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"eInvoiceFormat"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ClientsQuery, ClientsQueryVariables>;
export const CreateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmails"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"eInvoiceFormat"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateClientMutation, CreateClientMutationVariables>;
export const DeleteClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteClientMutation, DeleteClientMutationVariables>;
export const RefundClientCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundClientCredit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundClientCredit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RefundClientCreditMutation, RefundClientCreditMutationVariables>;
export const SetClientArchivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetClientArchived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientArchived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmails"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"eInvoiceFormat"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetClientArchivedMutation, SetClientArchivedMutationVariables>;
export const UpdateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"ccEmails"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"eInvoiceFormat"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateClientMutation, UpdateClientMutationVariables>;
export const SetupProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<SetupProgressQuery, SetupProgressQueryVariables>;
export const StatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalsGenerated"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesGenerated"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesLimit"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsTotalValue"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesTotalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"invoicedNetOfDeposits"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"otherCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsTotalValue"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsCount"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesTotalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsValue"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposalsByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicesByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentProposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecentDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecentDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCount"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"aging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StatsQuery, StatsQueryVariables>;
export const CatalogueSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"defaultQuantity"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueSuggestionsQuery, CatalogueSuggestionsQueryVariables>;
export const ClientSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSuggestionsQuery, ClientSuggestionsQueryVariables>;
export const CustomFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"printed"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<CustomFieldsQuery, CustomFieldsQueryVariables>;
export const DocumentEmailSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentEmailSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<DocumentEmailSendQuery, DocumentEmailSendQueryVariables>;
export const DocumentPdfLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentPdfLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdfKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdfLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<DocumentPdfLinkMutation, DocumentPdfLinkMutationVariables>;
export const DocumentTaxRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentTaxRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<DocumentTaxRatesQuery, DocumentTaxRatesQueryVariables>;
export const SenderProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SenderProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumberPattern"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumberPattern"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"roundingScope"}},{"kind":"Field","name":{"kind":"Name","value":"roundingMethod"}}]}}]}}]} as unknown as DocumentNode<SenderProfileQuery, SenderProfileQueryVariables>;
export const ClosePaymentPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClosePaymentPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closePaymentPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}}]}}]} as unknown as DocumentNode<ClosePaymentPagesMutation, ClosePaymentPagesMutationVariables>;
export const CreateCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCreditNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditNote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditNoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sendStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"depositDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"depositForProposalId"}}]}}]} as unknown as DocumentNode<CreateCreditNoteMutation, CreateCreditNoteMutationVariables>;
export const CreateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"depositDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"depositForProposalId"}}]}}]} as unknown as DocumentNode<CreateInvoiceMutation, CreateInvoiceMutationVariables>;
export const DeleteInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>;
export const DeletePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"depositDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"depositForProposalId"}}]}}]} as unknown as DocumentNode<DeletePaymentMutation, DeletePaymentMutationVariables>;
export const DuplicateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"depositDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"depositForProposalId"}}]}}]} as unknown as DocumentNode<DuplicateInvoiceMutation, DuplicateInvoiceMutationVariables>;
export const InvoiceCreditNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceCreditNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCreditNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sendStatus"}}]}}]} as unknown as DocumentNode<InvoiceCreditNotesQuery, InvoiceCreditNotesQueryVariables>;
export const InvoiceEInvoiceReadinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceEInvoiceReadiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceEInvoiceReadiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceEInvoiceReadinessQuery, InvoiceEInvoiceReadinessQueryVariables>;
export const InvoicePaymentPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicePaymentPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openPaymentPages"}}]}}]}}]} as unknown as DocumentNode<InvoicePaymentPagesQuery, InvoicePaymentPagesQueryVariables>;
export const InvoicePaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicePayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<InvoicePaymentsQuery, InvoicePaymentsQueryVariables>;
export const InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"depositDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"depositForProposalId"}}]}}]} as unknown as DocumentNode<InvoiceQuery, InvoiceQueryVariables>;
export const InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdByMe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unpaid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdByMe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdByMe"}}},{"kind":"Argument","name":{"kind":"Name","value":"aging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aging"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"unpaid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unpaid"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"depositDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"depositForProposalId"}}]}}]} as unknown as DocumentNode<InvoicesQuery, InvoicesQueryVariables>;
export const RecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"depositDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"depositForProposalId"}}]}}]} as unknown as DocumentNode<RecordPaymentMutation, RecordPaymentMutationVariables>;
export const RefundPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"refundOf"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"depositDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"depositForProposalId"}}]}}]} as unknown as DocumentNode<RefundPaymentMutation, RefundPaymentMutationVariables>;
export const SendCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sendStatus"}}]}}]} as unknown as DocumentNode<SendCreditNoteMutation, SendCreditNoteMutationVariables>;
export const SendInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEmailInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]} as unknown as DocumentNode<SendInvoiceMutation, SendInvoiceMutationVariables>;
export const UpdateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"servicePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"depositDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"depositForProposalId"}}]}}]} as unknown as DocumentNode<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>;
export const ActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}}]}}]} as unknown as DocumentNode<ActivitySubscription, ActivitySubscriptionVariables>;
export const MarkNotificationsSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsSeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsSeen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsSeenMutation, MarkNotificationsSeenMutationVariables>;
export const NotificationFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}}]}}]} as unknown as DocumentNode<NotificationFeedQuery, NotificationFeedQueryVariables>;
export const UnseenNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnseenNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unseenNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}}]}}]}}]} as unknown as DocumentNode<UnseenNotificationsQuery, UnseenNotificationsQueryVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceName"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscriptionActive"}},{"kind":"Field","name":{"kind":"Name","value":"planStart"}},{"kind":"Field","name":{"kind":"Name","value":"planEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesLimit"}}]}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const CreateInvoiceFromProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvoiceFromProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoiceFromProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"proposalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]}}]} as unknown as DocumentNode<CreateInvoiceFromProposalMutation, CreateInvoiceFromProposalMutationVariables>;
export const CreateProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"sendable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByName"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalApprovalFields"}}]}}]}}]} as unknown as DocumentNode<CreateProposalMutation, CreateProposalMutationVariables>;
export const DeleteProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProposalMutation, DeleteProposalMutationVariables>;
export const DraftProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DraftProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brief"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DraftBriefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draftProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brief"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brief"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"engineLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"depositPercent"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DraftProposalMutation, DraftProposalMutationVariables>;
export const DuplicateProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"sendable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByName"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalApprovalFields"}}]}}]}}]} as unknown as DocumentNode<DuplicateProposalMutation, DuplicateProposalMutationVariables>;
export const ApprovalViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ApprovalViewerQuery, ApprovalViewerQueryVariables>;
export const RequestProposalApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestProposalApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestProposalApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"proposalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"sendable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]} as unknown as DocumentNode<RequestProposalApprovalMutation, RequestProposalApprovalMutationVariables>;
export const ApproveProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"proposalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"sendable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]} as unknown as DocumentNode<ApproveProposalMutation, ApproveProposalMutationVariables>;
export const ReturnProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReturnProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"proposalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"sendable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]} as unknown as DocumentNode<ReturnProposalMutation, ReturnProposalMutationVariables>;
export const ProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Proposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"sendable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByName"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalApprovalFields"}}]}}]}}]} as unknown as DocumentNode<ProposalQuery, ProposalQueryVariables>;
export const ProposalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Proposals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdByMe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdByMe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdByMe"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"sendable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByName"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalApprovalFields"}}]}}]}}]} as unknown as DocumentNode<ProposalsQuery, ProposalsQueryVariables>;
export const SendProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEmailInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]} as unknown as DocumentNode<SendProposalMutation, SendProposalMutationVariables>;
export const UpdateProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalApproval"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"sendable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxRateIds"}},{"kind":"Field","name":{"kind":"Name","value":"taxNote"}},{"kind":"Field","name":{"kind":"Name","value":"clientTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientViewCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientLastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByName"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalApprovalFields"}}]}}]}}]} as unknown as DocumentNode<UpdateProposalMutation, UpdateProposalMutationVariables>;
export const CreateRecurringScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRecurringSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRecurringSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecurringScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecurringScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"lastDayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"issuedCount"}},{"kind":"Field","name":{"kind":"Name","value":"sendAutomatically"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateRecurringScheduleMutation, CreateRecurringScheduleMutationVariables>;
export const DeleteRecurringScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRecurringSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRecurringSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRecurringScheduleMutation, DeleteRecurringScheduleMutationVariables>;
export const PauseRecurringScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseRecurringSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseRecurringSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecurringScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecurringScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"lastDayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"issuedCount"}},{"kind":"Field","name":{"kind":"Name","value":"sendAutomatically"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PauseRecurringScheduleMutation, PauseRecurringScheduleMutationVariables>;
export const RecurringSchedulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecurringSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recurringSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecurringScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecurringScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"lastDayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"issuedCount"}},{"kind":"Field","name":{"kind":"Name","value":"sendAutomatically"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RecurringSchedulesQuery, RecurringSchedulesQueryVariables>;
export const RecurringTemplateInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecurringTemplateInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"createdAt"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<RecurringTemplateInvoicesQuery, RecurringTemplateInvoicesQueryVariables>;
export const ResumeRecurringScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeRecurringSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeRecurringSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecurringScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecurringScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"lastDayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"issuedCount"}},{"kind":"Field","name":{"kind":"Name","value":"sendAutomatically"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ResumeRecurringScheduleMutation, ResumeRecurringScheduleMutationVariables>;
export const UpdateRecurringScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRecurringSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRecurringSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecurringScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecurringScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"templateInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"lastDayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"issuedCount"}},{"kind":"Field","name":{"kind":"Name","value":"sendAutomatically"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateRecurringScheduleMutation, UpdateRecurringScheduleMutationVariables>;
export const SearchDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchDocumentsQuery, SearchDocumentsQueryVariables>;
export const CancelSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"}}]}}]} as unknown as DocumentNode<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const PaySimulatedCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaySimulatedCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paySimulatedCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PaySimulatedCheckoutMutation, PaySimulatedCheckoutMutationVariables>;
export const ResumeSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSubscription"}}]}}]} as unknown as DocumentNode<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const SimulatedCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimulatedCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulatedCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"successUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}}]}}]}}]} as unknown as DocumentNode<SimulatedCheckoutQuery, SimulatedCheckoutQueryVariables>;
export const SubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SubscribeMutation, SubscribeMutationVariables>;
export const UpgradeSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpgradeSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgradeSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UpgradeSubscriptionMutation, UpgradeSubscriptionMutationVariables>;
export const HealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"redis"}}]}}]}}]} as unknown as DocumentNode<HealthQuery, HealthQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const ApprovalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ApprovalRuleQuery, ApprovalRuleQueryVariables>;
export const UpdateApprovalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateApprovalRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApprovalRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overTotal"}},{"kind":"Field","name":{"kind":"Name","value":"overDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<UpdateApprovalRuleMutation, UpdateApprovalRuleMutationVariables>;
export const ChangeMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]} as unknown as DocumentNode<ChangeMemberRoleMutation, ChangeMemberRoleMutationVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const CreateCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCustomFieldMutation, CreateCustomFieldMutationVariables>;
export const UpdateCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"printed"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomFieldMutation, UpdateCustomFieldMutationVariables>;
export const ReorderCustomFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderCustomFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderCustomFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<ReorderCustomFieldsMutation, ReorderCustomFieldsMutationVariables>;
export const DeleteCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCustomFieldMutation, DeleteCustomFieldMutationVariables>;
export const DeleteWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"confirmName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteWorkspaceMutation, DeleteWorkspaceMutationVariables>;
export const InvitationPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InvitationPreviewQuery, InvitationPreviewQueryVariables>;
export const InvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InvitationsQuery, InvitationsQueryVariables>;
export const InviteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InviteMemberMutation, InviteMemberMutationVariables>;
export const LeaveWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveWorkspaceMutation, LeaveWorkspaceMutationVariables>;
export const MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const PaymentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"keyHint"}},{"kind":"Field","name":{"kind":"Name","value":"livemode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<PaymentAccountQuery, PaymentAccountQueryVariables>;
export const ConnectStripeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectStripe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectStripeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectStripe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"keyHint"}},{"kind":"Field","name":{"kind":"Name","value":"livemode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<ConnectStripeMutation, ConnectStripeMutationVariables>;
export const DisconnectStripeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectStripe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectStripe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"keyHint"}},{"kind":"Field","name":{"kind":"Name","value":"livemode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<DisconnectStripeMutation, DisconnectStripeMutationVariables>;
export const RemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const RemoveWorkspaceLogoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWorkspaceLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWorkspaceLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"logoContentType"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"colorOnDark"}},{"kind":"Field","name":{"kind":"Name","value":"customColor"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}}]}}]} as unknown as DocumentNode<RemoveWorkspaceLogoMutation, RemoveWorkspaceLogoMutationVariables>;
export const ResendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const RevokeInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const SwitchWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<SwitchWorkspaceMutation, SwitchWorkspaceMutationVariables>;
export const TaxRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"exemptionReason"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<TaxRatesQuery, TaxRatesQueryVariables>;
export const CreateTaxRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTaxRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTaxRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTaxRateMutation, CreateTaxRateMutationVariables>;
export const SetTaxRateArchivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTaxRateArchived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTaxRateArchived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<SetTaxRateArchivedMutation, SetTaxRateArchivedMutationVariables>;
export const DeleteTaxRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTaxRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaxRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTaxRateMutation, DeleteTaxRateMutationVariables>;
export const TransferOwnershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferOwnership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferOwnership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceOnAccept"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumberPattern"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumberPattern"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"roundingScope"}},{"kind":"Field","name":{"kind":"Name","value":"roundingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"taxRegistrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bic"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"eInvoiceFormat"}},{"kind":"Field","name":{"kind":"Name","value":"documentLayout"}},{"kind":"Field","name":{"kind":"Name","value":"documentFont"}},{"kind":"Field","name":{"kind":"Name","value":"documentFooter"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<TransferOwnershipMutation, TransferOwnershipMutationVariables>;
export const UpdateWorkspaceBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkspaceBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkspaceBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"logoContentType"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"colorOnDark"}},{"kind":"Field","name":{"kind":"Name","value":"customColor"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}}]}}]} as unknown as DocumentNode<UpdateWorkspaceBrandMutation, UpdateWorkspaceBrandMutationVariables>;
export const UpdateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceOnAccept"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumberPattern"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumberPattern"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"roundingScope"}},{"kind":"Field","name":{"kind":"Name","value":"roundingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"taxRegistrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bic"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"eInvoiceFormat"}},{"kind":"Field","name":{"kind":"Name","value":"documentLayout"}},{"kind":"Field","name":{"kind":"Name","value":"documentFont"}},{"kind":"Field","name":{"kind":"Name","value":"documentFooter"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<UpdateWorkspaceMutation, UpdateWorkspaceMutationVariables>;
export const WorkspaceBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoWidth"}},{"kind":"Field","name":{"kind":"Name","value":"logoHeight"}},{"kind":"Field","name":{"kind":"Name","value":"logoContentType"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"colorOnDark"}},{"kind":"Field","name":{"kind":"Name","value":"customColor"}},{"kind":"Field","name":{"kind":"Name","value":"font"}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}}]}}]} as unknown as DocumentNode<WorkspaceBrandQuery, WorkspaceBrandQueryVariables>;
export const WorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceOnAccept"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumberPattern"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumberPattern"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"roundingScope"}},{"kind":"Field","name":{"kind":"Name","value":"roundingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"taxRegistrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bic"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"eInvoiceFormat"}},{"kind":"Field","name":{"kind":"Name","value":"documentLayout"}},{"kind":"Field","name":{"kind":"Name","value":"documentFont"}},{"kind":"Field","name":{"kind":"Name","value":"documentFooter"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<WorkspaceQuery, WorkspaceQueryVariables>;
export const WorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<WorkspacesQuery, WorkspacesQueryVariables>;