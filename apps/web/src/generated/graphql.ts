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

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Bearer token for the Authorization header. */
  token: Scalars['String']['output'];
  user: User;
};

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

export type EmailSend = {
  __typename?: 'EmailSend';
  createdAt: Scalars['DateTime']['output'];
  documentId: Scalars['ID']['output'];
  /** proposal or invoice */
  documentKind: Scalars['String']['output'];
  /** Why sending failed. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastOpenedAt?: Maybe<Scalars['DateTime']['output']>;
  openCount: Scalars['Int']['output'];
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

export type Invoice = {
  __typename?: 'Invoice';
  /** Σ rate × quantity, computed by the server. */
  amount: Scalars['Float']['output'];
  businessAddress: Scalars['String']['output'];
  businessEmail: Scalars['String']['output'];
  businessName: Scalars['String']['output'];
  businessNumber?: Maybe<Scalars['String']['output']>;
  businessPhone?: Maybe<Scalars['String']['output']>;
  clientAddress: Scalars['String']['output'];
  clientEmail: Scalars['String']['output'];
  clientFax?: Maybe<Scalars['String']['output']>;
  clientMobile?: Maybe<Scalars['String']['output']>;
  clientName: Scalars['String']['output'];
  clientPhone?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  dueDate?: Maybe<Scalars['String']['output']>;
  /** Opens of the tracking pixel, over every e-mail of this document. */
  emailOpenCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  invoiceDate: Scalars['String']['output'];
  invoiceNumber: Scalars['String']['output'];
  /** queued, sent or failed: the latest e-mail. */
  lastEmailStatus?: Maybe<Scalars['String']['output']>;
  lastSentAt?: Maybe<Scalars['DateTime']['output']>;
  lineItems: Array<LineItem>;
  notes?: Maybe<Scalars['String']['output']>;
  paymentTerms: Scalars['String']['output'];
  /** draft, sent, paid, or overdue (a sent invoice past its due date). */
  status: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
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
  clientAddress: Scalars['String']['input'];
  clientEmail: Scalars['String']['input'];
  clientFax?: InputMaybe<Scalars['String']['input']>;
  clientMobile?: InputMaybe<Scalars['String']['input']>;
  clientName: Scalars['String']['input'];
  clientPhone?: InputMaybe<Scalars['String']['input']>;
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD (a full ISO timestamp is trimmed to its date). */
  invoiceDate: Scalars['String']['input'];
  /** Defaults to INV-{timestamp}. */
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  lineItems: Array<LineItemInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  paymentTerms: Scalars['String']['input'];
  /** draft, sent, paid or overdue (default draft). */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type InvoiceSortField =
  | 'amount'
  | 'clientName'
  | 'createdAt'
  | 'invoiceDate'
  | 'invoiceNumber';

export type LineItem = {
  __typename?: 'LineItem';
  description: Scalars['String']['output'];
  extraDetails?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  rate: Scalars['Float']['output'];
  /** rate × quantity */
  total: Scalars['Float']['output'];
};

export type LineItemInput = {
  description: Scalars['String']['input'];
  extraDetails?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
  /** US dollars per unit, at most 2 decimals. */
  rate: Scalars['Float']['input'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MonthlyValue = {
  __typename?: 'MonthlyValue';
  /** Dollars: the amount of invoices created that month. */
  invoicesAmount: Scalars['Float']['output'];
  /** The month, '2026-03' (UTC), by the records' creation date. */
  month: Scalars['String']['output'];
  /** Dollars: the value of proposals created that month. */
  proposalsValue: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels at the end of the period: the plan stays active until planEnd. */
  cancelSubscription: Scalars['Boolean']['output'];
  /** Uses one invoice of the plan period. */
  createInvoice: Invoice;
  /** Uses one proposal of the plan period. */
  createProposal: Proposal;
  /** Returns the deleted id. */
  deleteInvoice: Scalars['ID']['output'];
  /** Returns the deleted id. */
  deleteProposal: Scalars['ID']['output'];
  login: AuthPayload;
  /** Revokes the token this request carries. */
  logout: Scalars['Boolean']['output'];
  /** The simulated checkout's Pay: activates the plan as a paid webhook would. */
  paySimulatedCheckout: CheckoutSession;
  /** A signed download link, valid for 5 minutes. */
  pdfLink: PdfLink;
  /** Round trip through the job queue and a worker. */
  ping: PingResult;
  /** Queues the invoice to its client; poll emailSend for its state. */
  sendInvoice: EmailSend;
  /** Queues the proposal to its client; poll emailSend for its state. */
  sendProposal: EmailSend;
  /** Creates an account with a 7-day trial. */
  signup: AuthPayload;
  /** Starts a checkout for freelancer or business; send the browser to its url. */
  subscribe: CheckoutSession;
  /** Replaces every field (a full update). */
  updateInvoice: Invoice;
  /** Replaces every field (a full update). */
  updateProposal: Proposal;
  /** Moves a paid plan to another plan (or buys a lapsed one again) without double billing. */
  upgradeSubscription: CheckoutSession;
};


export type MutationCreateInvoiceArgs = {
  input: InvoiceInput;
};


export type MutationCreateProposalArgs = {
  input: ProposalInput;
};


export type MutationDeleteInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProposalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationPaySimulatedCheckoutArgs = {
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


export type MutationSendInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendProposalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSignupArgs = {
  input: SignupInput;
};


export type MutationSubscribeArgs = {
  input: CheckoutInput;
};


export type MutationUpdateInvoiceArgs = {
  id: Scalars['ID']['input'];
  input: InvoiceInput;
};


export type MutationUpdateProposalArgs = {
  id: Scalars['ID']['input'];
  input: ProposalInput;
};


export type MutationUpgradeSubscriptionArgs = {
  input: CheckoutInput;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
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
};

export type Proposal = {
  __typename?: 'Proposal';
  additionalTerms?: Maybe<Scalars['String']['output']>;
  clientAddress?: Maybe<Scalars['String']['output']>;
  clientCompany: Scalars['String']['output'];
  clientEmail: Scalars['String']['output'];
  clientName: Scalars['String']['output'];
  companyAddress: Scalars['String']['output'];
  companyEmail: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  companyPhone?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Opens of the tracking pixel, over every e-mail of this document. */
  emailOpenCount: Scalars['Int']['output'];
  expirationDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** queued, sent or failed: the latest e-mail. */
  lastEmailStatus?: Maybe<Scalars['String']['output']>;
  lastSentAt?: Maybe<Scalars['DateTime']['output']>;
  paymentTerms: Scalars['String']['output'];
  proposalDate: Scalars['String']['output'];
  proposalNumber: Scalars['String']['output'];
  proposalTitle: Scalars['String']['output'];
  services: Array<ServiceLine>;
  status: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Σ price × quantity, computed by the server. */
  value: Scalars['Float']['output'];
};

export type ProposalConnection = {
  __typename?: 'ProposalConnection';
  nodes: Array<Proposal>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ProposalInput = {
  additionalTerms?: InputMaybe<Scalars['String']['input']>;
  clientAddress?: InputMaybe<Scalars['String']['input']>;
  clientCompany: Scalars['String']['input'];
  clientEmail: Scalars['String']['input'];
  clientName: Scalars['String']['input'];
  companyAddress: Scalars['String']['input'];
  companyEmail: Scalars['String']['input'];
  companyName: Scalars['String']['input'];
  companyPhone?: InputMaybe<Scalars['String']['input']>;
  expirationDate?: InputMaybe<Scalars['String']['input']>;
  paymentTerms: Scalars['String']['input'];
  /** YYYY-MM-DD (a full ISO timestamp is trimmed to its date). */
  proposalDate: Scalars['String']['input'];
  /** Defaults to PROP-{timestamp}. */
  proposalNumber?: InputMaybe<Scalars['String']['input']>;
  proposalTitle: Scalars['String']['input'];
  services: Array<ServiceLineInput>;
  /** draft, sent, accepted or rejected (default draft). */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ProposalSortField =
  | 'clientName'
  | 'createdAt'
  | 'proposalDate'
  | 'proposalTitle'
  | 'value';

export type Query = {
  __typename?: 'Query';
  emailSend: EmailSend;
  /** Every e-mail of one document, newest first. */
  emailSends: Array<EmailSend>;
  /** Whether PostgreSQL and Redis answer. */
  health: HealthStatus;
  invoice: Invoice;
  /** Your invoices: search, filter, sort, paginate. */
  invoices: InvoiceConnection;
  /** The signed-in user. */
  me: User;
  /** The signed-in user's plan and usage. */
  profile: Profile;
  proposal: Proposal;
  /** Your proposals: search, filter, sort, paginate. */
  proposals: ProposalConnection;
  /** The simulated checkout (no Stripe keys, never in production). */
  simulatedCheckout: SimulatedCheckout;
  /** The signed-in user's dashboard figures. */
  stats: Stats;
};


export type QueryEmailSendArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEmailSendsArgs = {
  documentId: Scalars['ID']['input'];
};


export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InvoiceSortField;
  sortDirection?: SortDirection;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProposalArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProposalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: ProposalSortField;
  sortDirection?: SortDirection;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySimulatedCheckoutArgs = {
  session: Scalars['String']['input'];
};

export type RecentDocument = {
  __typename?: 'RecentDocument';
  /** Dollars: a proposal's value or an invoice's amount. */
  amount: Scalars['Float']['output'];
  clientName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
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

export type ServiceLine = {
  __typename?: 'ServiceLine';
  description: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  /** price × quantity */
  subtotal: Scalars['Float']['output'];
};

export type ServiceLineInput = {
  description: Scalars['String']['input'];
  /** US dollars per unit, at most 2 decimals. */
  price: Scalars['Float']['input'];
  quantity: Scalars['Int']['input'];
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

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type Stats = {
  __typename?: 'Stats';
  /** E-mails delivered to clients. */
  emailsSent: Scalars['Int']['output'];
  /** Every invoice status as read (overdue included), zeros included. */
  invoicesByStatus: Array<StatusCount>;
  /** Invoices ever created, deleted ones included. */
  invoicesGenerated: Scalars['Int']['output'];
  invoicesLimit: Scalars['Int']['output'];
  /** Dollars: the amount of every existing invoice. */
  invoicesTotalAmount: Scalars['Float']['output'];
  /** Invoices created this plan period. */
  invoicesUsed: Scalars['Int']['output'];
  /** business, freelancer, trial or none */
  plan: Scalars['String']['output'];
  /** Every proposal status, zeros included. */
  proposalsByStatus: Array<StatusCount>;
  /** Proposals ever created, deleted ones included. */
  proposalsGenerated: Scalars['Int']['output'];
  proposalsLimit: Scalars['Int']['output'];
  /** Dollars: the value of every existing proposal. */
  proposalsTotalValue: Scalars['Float']['output'];
  /** Proposals created this plan period. */
  proposalsUsed: Scalars['Int']['output'];
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

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

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

export type RecentDocumentFieldsFragment = { __typename?: 'RecentDocument', id: string, number: string, title?: string | null, clientName: string, amount: number, status: string, emailOpenCount: number, createdAt: string };

export type StatsQueryVariables = Exact<{ [key: string]: never; }>;


export type StatsQuery = { __typename?: 'Query', stats: { __typename?: 'Stats', proposalsGenerated: number, proposalsUsed: number, proposalsLimit: number, invoicesGenerated: number, invoicesUsed: number, invoicesLimit: number, emailsSent: number, proposalsTotalValue: number, invoicesTotalAmount: number, plan: string, valueByMonth: Array<{ __typename?: 'MonthlyValue', month: string, proposalsValue: number, invoicesAmount: number }>, proposalsByStatus: Array<{ __typename?: 'StatusCount', status: string, count: number }>, invoicesByStatus: Array<{ __typename?: 'StatusCount', status: string, count: number }>, recentProposals: Array<{ __typename?: 'RecentDocument', id: string, number: string, title?: string | null, clientName: string, amount: number, status: string, emailOpenCount: number, createdAt: string }>, recentInvoices: Array<{ __typename?: 'RecentDocument', id: string, number: string, title?: string | null, clientName: string, amount: number, status: string, emailOpenCount: number, createdAt: string }> } };

export type CreateInvoiceMutationVariables = Exact<{
  input: InvoiceInput;
}>;


export type CreateInvoiceMutation = { __typename?: 'Mutation', createInvoice: { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number }> } };

export type DeleteInvoiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteInvoiceMutation = { __typename?: 'Mutation', deleteInvoice: string };

export type InvoiceEmailSendQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InvoiceEmailSendQuery = { __typename?: 'Query', emailSend: { __typename?: 'EmailSend', id: string, status: string, error?: string | null, recipient: string, subject: string, openCount: number, lastOpenedAt?: string | null, sentAt?: string | null } };

export type InvoiceFieldsFragment = { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number }> };

export type InvoicePdfLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type InvoicePdfLinkMutation = { __typename?: 'Mutation', pdfLink: { __typename?: 'PdfLink', url: string } };

export type InvoicesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type InvoicesQuery = { __typename?: 'Query', invoices: { __typename?: 'InvoiceConnection', totalCount: number, nodes: Array<{ __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number }> }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } };

export type LatestInvoiceQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestInvoiceQuery = { __typename?: 'Query', invoices: { __typename?: 'InvoiceConnection', nodes: Array<{ __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null }> } };

export type SendInvoiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SendInvoiceMutation = { __typename?: 'Mutation', sendInvoice: { __typename?: 'EmailSend', id: string, status: string, error?: string | null, recipient: string, subject: string } };

export type UpdateInvoiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: InvoiceInput;
}>;


export type UpdateInvoiceMutation = { __typename?: 'Mutation', updateInvoice: { __typename?: 'Invoice', id: string, businessName: string, businessEmail: string, businessAddress: string, businessPhone?: string | null, businessNumber?: string | null, clientName: string, clientEmail: string, clientAddress: string, clientPhone?: string | null, clientMobile?: string | null, clientFax?: string | null, invoiceNumber: string, invoiceDate: string, dueDate?: string | null, paymentTerms: string, notes?: string | null, status: string, amount: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, lineItems: Array<{ __typename?: 'LineItem', description: string, extraDetails?: string | null, rate: number, quantity: number, total: number }> } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { __typename?: 'Query', profile: { __typename?: 'Profile', name: string, email: string, plan: string, isSubscriptionActive: boolean, planStart?: string | null, planEnd?: string | null, cancelAtPeriodEnd: boolean, proposalsUsed: number, proposalsLimit: number, invoicesUsed: number, invoicesLimit: number } };

export type CreateProposalMutationVariables = Exact<{
  input: ProposalInput;
}>;


export type CreateProposalMutation = { __typename?: 'Mutation', createProposal: { __typename?: 'Proposal', id: string, clientName: string, clientCompany: string, clientEmail: string, clientAddress?: string | null, proposalTitle: string, proposalDate: string, expirationDate?: string | null, proposalNumber: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null, paymentTerms: string, additionalTerms?: string | null, status: string, value: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, services: Array<{ __typename?: 'ServiceLine', description: string, price: number, quantity: number, subtotal: number }> } };

export type DeleteProposalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProposalMutation = { __typename?: 'Mutation', deleteProposal: string };

export type LatestProposalQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestProposalQuery = { __typename?: 'Query', proposals: { __typename?: 'ProposalConnection', nodes: Array<{ __typename?: 'Proposal', id: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null }> } };

export type ProposalEmailSendQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProposalEmailSendQuery = { __typename?: 'Query', emailSend: { __typename?: 'EmailSend', id: string, status: string, error?: string | null, recipient: string, subject: string, openCount: number, lastOpenedAt?: string | null, sentAt?: string | null } };

export type ProposalFieldsFragment = { __typename?: 'Proposal', id: string, clientName: string, clientCompany: string, clientEmail: string, clientAddress?: string | null, proposalTitle: string, proposalDate: string, expirationDate?: string | null, proposalNumber: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null, paymentTerms: string, additionalTerms?: string | null, status: string, value: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, services: Array<{ __typename?: 'ServiceLine', description: string, price: number, quantity: number, subtotal: number }> };

export type ProposalPdfLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  preview: Scalars['Boolean']['input'];
}>;


export type ProposalPdfLinkMutation = { __typename?: 'Mutation', pdfLink: { __typename?: 'PdfLink', url: string } };

export type ProposalsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProposalsQuery = { __typename?: 'Query', proposals: { __typename?: 'ProposalConnection', totalCount: number, nodes: Array<{ __typename?: 'Proposal', id: string, clientName: string, clientCompany: string, clientEmail: string, clientAddress?: string | null, proposalTitle: string, proposalDate: string, expirationDate?: string | null, proposalNumber: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null, paymentTerms: string, additionalTerms?: string | null, status: string, value: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, services: Array<{ __typename?: 'ServiceLine', description: string, price: number, quantity: number, subtotal: number }> }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } };

export type SendProposalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SendProposalMutation = { __typename?: 'Mutation', sendProposal: { __typename?: 'EmailSend', id: string, status: string, error?: string | null, recipient: string, subject: string } };

export type UpdateProposalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProposalInput;
}>;


export type UpdateProposalMutation = { __typename?: 'Mutation', updateProposal: { __typename?: 'Proposal', id: string, clientName: string, clientCompany: string, clientEmail: string, clientAddress?: string | null, proposalTitle: string, proposalDate: string, expirationDate?: string | null, proposalNumber: string, companyName: string, companyEmail: string, companyAddress: string, companyPhone?: string | null, paymentTerms: string, additionalTerms?: string | null, status: string, value: number, createdAt: string, emailOpenCount: number, lastSentAt?: string | null, lastEmailStatus?: string | null, services: Array<{ __typename?: 'ServiceLine', description: string, price: number, quantity: number, subtotal: number }> } };

export type SearchInvoicesQueryVariables = Exact<{
  search: Scalars['String']['input'];
  first: Scalars['Int']['input'];
}>;


export type SearchInvoicesQuery = { __typename?: 'Query', invoices: { __typename?: 'InvoiceConnection', nodes: Array<{ __typename?: 'Invoice', id: string, invoiceNumber: string, clientName: string, clientEmail: string, invoiceDate: string, dueDate?: string | null, amount: number, status: string, emailOpenCount: number, lineItems: Array<{ __typename?: 'LineItem', description: string, quantity: number, total: number }> }> } };

export type SearchProposalsQueryVariables = Exact<{
  search: Scalars['String']['input'];
  first: Scalars['Int']['input'];
}>;


export type SearchProposalsQuery = { __typename?: 'Query', proposals: { __typename?: 'ProposalConnection', nodes: Array<{ __typename?: 'Proposal', id: string, proposalNumber: string, proposalTitle: string, clientName: string, clientCompany: string, clientEmail: string, proposalDate: string, expirationDate?: string | null, value: number, status: string, emailOpenCount: number, services: Array<{ __typename?: 'ServiceLine', description: string, quantity: number, subtotal: number }> }> } };

export type CancelSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelSubscriptionMutation = { __typename?: 'Mutation', cancelSubscription: boolean };

export type PaySimulatedCheckoutMutationVariables = Exact<{
  session: Scalars['String']['input'];
}>;


export type PaySimulatedCheckoutMutation = { __typename?: 'Mutation', paySimulatedCheckout: { __typename?: 'CheckoutSession', url: string } };

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

export const RecentDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RecentDocumentFieldsFragment, unknown>;
export const InvoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}}]}}]} as unknown as DocumentNode<InvoiceFieldsFragment, unknown>;
export const ProposalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}}]}}]} as unknown as DocumentNode<ProposalFieldsFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const StatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposalsGenerated"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesGenerated"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesLimit"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsTotalValue"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesTotalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"valueByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsValue"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposalsByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicesByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentProposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecentDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecentDocumentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StatsQuery, StatsQueryVariables>;
export const CreateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}}]}}]} as unknown as DocumentNode<CreateInvoiceMutation, CreateInvoiceMutationVariables>;
export const DeleteInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>;
export const InvoiceEmailSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceEmailSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<InvoiceEmailSendQuery, InvoiceEmailSendQueryVariables>;
export const InvoicePdfLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvoicePdfLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdfLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"invoice"}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<InvoicePdfLinkMutation, InvoicePdfLinkMutationVariables>;
export const InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}}]}}]} as unknown as DocumentNode<InvoicesQuery, InvoicesQueryVariables>;
export const LatestInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"createdAt"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}}]}}]}}]}}]} as unknown as DocumentNode<LatestInvoiceQuery, LatestInvoiceQueryVariables>;
export const SendInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]} as unknown as DocumentNode<SendInvoiceMutation, SendInvoiceMutationVariables>;
export const UpdateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientMobile"}},{"kind":"Field","name":{"kind":"Name","value":"clientFax"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extraDetails"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}}]}}]} as unknown as DocumentNode<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscriptionActive"}},{"kind":"Field","name":{"kind":"Name","value":"planStart"}},{"kind":"Field","name":{"kind":"Name","value":"planEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"invoicesLimit"}}]}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const CreateProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}}]}}]} as unknown as DocumentNode<CreateProposalMutation, CreateProposalMutationVariables>;
export const DeleteProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProposalMutation, DeleteProposalMutationVariables>;
export const LatestProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestProposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"createdAt"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}}]}}]}}]}}]} as unknown as DocumentNode<LatestProposalQuery, LatestProposalQueryVariables>;
export const ProposalEmailSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProposalEmailSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastOpenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<ProposalEmailSendQuery, ProposalEmailSendQueryVariables>;
export const ProposalPdfLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProposalPdfLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdfLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"proposal"}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ProposalPdfLinkMutation, ProposalPdfLinkMutationVariables>;
export const ProposalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Proposals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}}]}}]} as unknown as DocumentNode<ProposalsQuery, ProposalsQueryVariables>;
export const SendProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]} as unknown as DocumentNode<SendProposalMutation, SendProposalMutationVariables>;
export const UpdateProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"additionalTerms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailStatus"}}]}}]} as unknown as DocumentNode<UpdateProposalMutation, UpdateProposalMutationVariables>;
export const SearchInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchInvoicesQuery, SearchInvoicesQueryVariables>;
export const SearchProposalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchProposals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"proposalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"proposalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientCompany"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"proposalDate"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"emailOpenCount"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchProposalsQuery, SearchProposalsQueryVariables>;
export const CancelSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"}}]}}]} as unknown as DocumentNode<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const PaySimulatedCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaySimulatedCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paySimulatedCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PaySimulatedCheckoutMutation, PaySimulatedCheckoutMutationVariables>;
export const SimulatedCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimulatedCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulatedCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"successUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}}]}}]}}]} as unknown as DocumentNode<SimulatedCheckoutQuery, SimulatedCheckoutQueryVariables>;
export const SubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SubscribeMutation, SubscribeMutationVariables>;
export const UpgradeSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpgradeSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgradeSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UpgradeSubscriptionMutation, UpgradeSubscriptionMutationVariables>;
export const HealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"redis"}}]}}]}}]} as unknown as DocumentNode<HealthQuery, HealthQueryVariables>;