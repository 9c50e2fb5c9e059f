import {
  AccountMessages,
  BrandingMessages,
  ApiKeyMessages,
  ClientCreditMessages,
  CatalogueMessages,
  ClientMessages,
  CreditNoteMessages,
  ImportMessages,
  TaxRateMessages,
  CustomFieldMessages,
  InvitationMessages,
  ClientLinkMessages,
  DocumentMessages,
  RecurringMessages,
  OnlinePaymentMessages,
  PORTAL_REQUEST_HEADER,
  PortalMessages,
  SubscriptionMessages,
  WorkspaceMessages,
  VerifyMessages,
  type WorkspaceRole,
  httpStatusOf,
} from '@dealdraft/domain';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { DataSource } from 'typeorm';
import { TokenService } from '../src/auth/token.service';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';
import { idTakingOperations, routeInventory } from './support/route-inventory';
import { SubscriptionRefused, subscribe } from './support/subscriptions';

/**
 * Access over every REST route and GraphQL operation, from one table:
 * - isolation: another workspace's record answers 404 and changes nothing, for a session token
 *   and for an API key; every row of the record's workspace is compared before and after;
 * - roles: the owner, an admin and a member of one workspace each call every guarded entry;
 *   a role the entry does not allow gets the role guard's 403, the others never do.
 * The table's keys must equal what the booted app answers (its router and its schema), so a new
 * route or operation without a case fails here, and so does a case for one that is gone.
 */

const ORIGIN = 'http://localhost:3000';
const ANY: WorkspaceRole[] = ['owner', 'admin', 'member'];
const ADMINS: WorkspaceRole[] = ['owner', 'admin'];
const OWNER: WorkspaceRole[] = ['owner'];
/** An id no record has: an allowed role's call then fails after the guard, changing nothing. */
const NO_SUCH = '00000000-0000-4000-8000-000000000000';
/** A well-formed token nothing was issued for (256 bits, base64url). */
const NO_TOKEN = randomBytes(32).toString('base64url');
const VERSION = 'a'.repeat(64);

/** What a case needs from workspace A, made once before the tests. */
interface Fixtures {
  workspaceId: string;
  ownerId: string;
  adminId: string;
  memberId: string;
  proposalId: string;
  invoiceId: string;
  /** A payment recorded on A's invoice. */
  paymentId: string;
  /** A credit note against A's invoice. */
  creditNoteId: string;
  /** Money a client of A paid that could not be applied: an unapplied client credit. */
  clientCreditId: string;
  /** A recurring schedule of A, copying A's invoice. */
  scheduleId: string;
  sendId: string;
  /** A's live client link (its id), and a revoked one's token: a dead token of A. */
  linkId: string;
  deadLinkToken: string;
  notificationId: string;
  /** A catalogue item of A. */
  catalogueItemId: string;
  /** A client of A, made when A's proposal was saved: it has documents. */
  clientId: string;
  /** A tax rate of A. */
  taxRateId: string;
  /** A client custom field of A. */
  customFieldId: string;
  /** A CSV upload of A's owner, waiting for its import. */
  importId: string;
  /** A's simulated checkout session (a signed token naming A). */
  checkoutSession: string;
  /** From wt/invites and wt/apikeys; absent until those branches are merged. */
  invitationId?: string;
  apiKeyId?: string;
}

type Call =
  | {
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      path: string;
      body?: object;
      headers?: Record<string, string>;
    }
  | { graphql: string; variables?: Record<string, unknown> }
  /** A subscription, over graphql-ws on the listening app: allowed once it is live. */
  | { subscription: string };

const get = (path: string): Call => ({ method: 'GET', path });
const post = (path: string, body: object = {}): Call => ({ method: 'POST', path, body });
const put = (path: string, body: object = {}): Call => ({ method: 'PUT', path, body });
const patch = (path: string, body: object = {}): Call => ({ method: 'PATCH', path, body });
const del = (path: string, body?: object): Call => ({ method: 'DELETE', path, body });
const gql = (graphql: string, variables?: Record<string, unknown>): Call => ({
  graphql,
  variables,
});

interface Expected {
  status: number;
  message?: string;
  /** GraphQL's `data`, where the answer is not an error. */
  data?: unknown;
}
const notFound = (message?: string): Expected => ({ status: 404, message });
const PROPOSAL_NOT_FOUND = notFound(DocumentMessages.proposal.notFound);
const INVOICE_NOT_FOUND = notFound(DocumentMessages.invoice.notFound);
const SEND_NOT_FOUND = notFound('E-mail not found');
const DOCUMENT_NOT_FOUND = notFound(DocumentMessages.documentNotFound);
const LINK_NOT_FOUND = notFound(ClientLinkMessages.linkNotFound);
const CHECKOUT_NOT_FOUND = notFound(SubscriptionMessages.checkoutNotFound);
const SIMULATED_NOT_FOUND = notFound(OnlinePaymentMessages.simulatedNotFound);
/** Any wrong, revoked or expired client-link token: the page's one "not found". */
const DEAD_LINK = notFound(ClientLinkMessages.notFound);
const ITEM_NOT_FOUND = notFound(CatalogueMessages.notFound);
const SCHEDULE_NOT_FOUND = notFound(RecurringMessages.notFound);
const CREDIT_NOTE_NOT_FOUND = notFound(CreditNoteMessages.notFound);
const CLIENT_CREDIT_NOT_FOUND = notFound(ClientCreditMessages.notFound);
/** A valid catalogue item: a role case sends an unknown id, so nothing is written. */
const ITEM = { name: 'Mallory item', unitPrice: 1, unit: 'hour', defaultQuantity: 1 };
const CLIENT_NOT_FOUND = notFound(ClientMessages.notFound);
/** A portal route without a portal session (a workspace's session or key is none). */
const PORTAL_SIGNED_OUT: Expected = { status: 401, message: PortalMessages.signInRequired };
/** What the portal page sends with each state-changing request (CSRF: portal-request.ts). */
const PORTAL_HEADER = { [PORTAL_REQUEST_HEADER]: '1' };
const portalPost = (path: string, body: object = {}): Call => ({
  ...post(path, body),
  headers: PORTAL_HEADER,
});
const CLIENT = { name: 'Mallory Client', email: 'mallory@example.com' };
const IMPORT_NOT_FOUND = notFound(ImportMessages.notFound);
const TAX_RATE_NOT_FOUND = notFound(TaxRateMessages.notFound);
/** A valid rate: a role case sends an unknown id, so nothing is written. */
const TAX_RATE = { name: 'Mallory tax', percent: 1 };
const IMPORT_RUN = { mapping: { name: 0, email: 1 } };
const CUSTOM_FIELD_NOT_FOUND = notFound(CustomFieldMessages.notFound);
const updateCustomField = (id: string) =>
  gql('mutation($id: ID!) { updateCustomField(id: $id, input: { label: "Mallory" }) { id } }', {
    id,
  });
const deleteCustomField = (id: string) =>
  gql('mutation($id: ID!) { deleteCustomField(id: $id) }', { id });
const closePaymentPages = (invoiceId: string) =>
  gql('mutation($id: ID!) { closePaymentPages(invoiceId: $id) { closed } }', { id: invoiceId });
const applyClientCredit = (id: string, invoiceId: string) =>
  gql(
    'mutation($id: ID!, $i: ID!) { applyClientCredit(id: $id, input: { invoiceId: $i }) { credit { id } } }',
    { id, i: invoiceId },
  );
const refundClientCredit = (id: string) =>
  gql('mutation($id: ID!) { refundClientCredit(id: $id) { id } }', { id });
const invoicePayments = (invoiceId: string) =>
  gql('query($id: ID!) { invoicePayments(invoiceId: $id) { id } }', { id: invoiceId });
const recordPayment = (invoiceId: string, amount: number) =>
  gql(
    'mutation($id: ID!, $amount: Float!) { recordPayment(invoiceId: $id, input: { amount: $amount }) { payment { id } } }',
    { id: invoiceId, amount },
  );
const paymentMutation = (
  name: 'refundPayment' | 'deletePayment',
  invoiceId: string,
  paymentId: string,
) =>
  gql(
    `mutation($i: ID!, $p: ID!) { ${name}(invoiceId: $i, paymentId: $p${
      name === 'refundPayment' ? ', input: { amount: 1 }' : ''
    }) { __typename } }`,
    { i: invoiceId, p: paymentId },
  );

const invoiceCreditNotes = (invoiceId: string) =>
  gql('query($id: ID!) { invoiceCreditNotes(invoiceId: $id) { id } }', { id: invoiceId });
const createCreditNote = (invoiceId: string) =>
  gql(
    'mutation($id: ID!) { createCreditNote(invoiceId: $id, input: { amount: 1, reason: "Mallory" }) { creditNote { id } } }',
    { id: invoiceId },
  );
const sendCreditNote = (id: string) =>
  gql('mutation($id: ID!) { sendCreditNote(id: $id) { id } }', { id });

const eInvoiceReadiness = (id: string) =>
  gql('query($id: ID!) { invoiceEInvoiceReadiness(id: $id) { ready } }', { id });
const invoiceEInvoice = (id: string) =>
  gql('query($id: ID!) { invoiceEInvoice(id: $id, format: XRECHNUNG_UBL) { xml } }', { id });
const creditNoteEInvoice = (id: string) =>
  gql('query($id: ID!) { creditNoteEInvoice(id: $id, format: FACTUR_X) { xml } }', { id });

interface Case {
  /** Reachable without a session: why. Public entries have no role cases. */
  public?: string;
  /** The roles of the active workspace that may call it. */
  roles?: WorkspaceRole[];
  /**
   * A guarded call that changes nothing whoever makes it (a read, an id no record has, or an
   * input refused by validation, which runs after the guard): the role matrix sends it.
   */
  call?: (f: Fixtures) => Call;
  /** For an entry taking an id or token: the call aimed at workspace A's record. */
  foreign?: (f: Fixtures) => Call;
  /** The answer to `foreign` from workspace B; 404 unless said. */
  expect?: Expected;
  /** Why the answer is not a 404 (documented behaviour). */
  why?: string;
  /** The call revokes the token it carries (logout): each caller gets a token of its own. */
  spendsToken?: true;
  /** Only a person's session may call it; an API key gets 403 (ApiKeyMessages.sessionOnly). */
  sessionOnly?: true;
}

// prettier-ignore
const CASES: Record<string, Case> = {
  // ---- auth ----
  'POST /api/auth/signup': { public: 'signing up needs no account' },
  'POST /api/auth/login': { public: 'signing in' },
  'POST /api/auth/logout': { roles: ANY, spendsToken: true, call: () => post('/api/auth/logout') },
  'Mutation.signup': { public: 'signing up needs no account' },
  'Mutation.login': { public: 'signing in' },
  'Mutation.logout': { roles: ANY, spendsToken: true, call: () => gql('mutation { logout }') },
  'Query.me': { roles: ANY, call: () => gql('{ me { id } }') },
  'POST /api/auth/password-reset': { public: 'a person who cannot sign in asks for a link' },
  'POST /api/auth/password-reset/confirm': { public: 'the e-mailed token is the credential' },
  'POST /api/auth/email-change/confirm': { public: 'the e-mailed token is the credential' },
  'POST /api/auth/email-change': { roles: ANY, sessionOnly: true, call: () => post('/api/auth/email-change', {}) },
  'Mutation.requestPasswordReset': { public: 'a person who cannot sign in asks for a link' },
  // Reset and confirmation tokens travel only by e-mail (stored hashed): a token nothing was
  // issued for is an invalid link and changes nothing.
  'Mutation.resetPassword': {
    public: 'the e-mailed token is the credential',
    foreign: () => gql('mutation($t: String!) { resetPassword(input: { token: $t, password: "a new secret" }) { token } }', { t: NO_TOKEN }),
    expect: { status: 400, message: AccountMessages.resetLinkInvalid },
    why: 'an unknown link is a bad request, whoever sends it',
  },
  'Mutation.confirmEmailChange': {
    public: 'the e-mailed token is the credential',
    foreign: () => gql('mutation($t: String!) { confirmEmailChange(input: { token: $t }) }', { t: NO_TOKEN }),
    expect: { status: 400, message: AccountMessages.emailChangeLinkInvalid },
    why: 'an unknown link is a bad request, whoever sends it',
  },
  'Mutation.requestEmailChange': { roles: ANY, sessionOnly: true, call: () => gql('mutation { requestEmailChange(input: { email: "", password: "" }) }') },

  // ---- health, operators, Stripe ----
  'GET /api/health': { public: 'load balancers probe it' },
  'GET /api/health/live': { public: 'the orchestrator probes it' },
  'GET /api/health/ready': { public: 'the orchestrator probes it' },
  'Query.health': { public: 'load balancers probe it' },
  'POST /api/system/ping': { public: 'operators only, by X-Operator-Token, not by session' },
  'Mutation.ping': { public: 'operators only, by X-Operator-Token, not by session' },
  'POST /api/stripe/webhook': { public: 'Stripe calls it; the signature is the credential' },

  // ---- profile, stats, search, AI ----
  'GET /api/profile': { roles: ANY, call: () => get('/api/profile') },
  'Query.profile': { roles: ANY, call: () => gql('{ profile { plan } }') },
  'GET /api/stats': { roles: ANY, call: () => get('/api/stats') },
  'Query.stats': { roles: ANY, call: () => gql('{ stats { emailsSent } }') },
  'Query.search': { roles: ANY, call: () => gql('{ search(term: "Globex") { proposals { id } } }') },
  // An empty brief is refused by validation: no draft is written.
  'POST /api/ai/draft': { roles: ANY, call: () => post('/api/ai/draft', { project: '' }) },
  'POST /api/ai/draft/stream': { roles: ANY, call: () => post('/api/ai/draft/stream', { project: '' }) },
  'Mutation.draftProposal': {
    roles: ANY,
    call: () => gql('mutation { draftProposal(brief: { project: "" }) { __typename } }'),
  },

  // ---- proposals ----
  'GET /api/proposals': { roles: ANY, call: () => get('/api/proposals') },
  'Query.proposals': {
    roles: ANY,
    call: () => gql('{ proposals { totalCount } }'),
    // A filter, not a lookup: another workspace's client matches none of B's documents.
    foreign: (f) =>
      gql('query($id: ID!) { proposals(clientId: $id) { totalCount } }', { id: f.clientId }),
    expect: { status: 200, data: { proposals: { totalCount: 0 } } },
    why: 'the client id filters the caller\'s own documents; A\'s client matches none of them',
  },
  // An empty body is refused by validation: nothing is created.
  // Another workspace's client cannot be named: 404, and no proposal is made.
  'POST /api/proposals': {
    roles: ANY,
    call: () => post('/api/proposals', {}),
    foreign: (f) => post('/api/proposals', proposalPayload({ clientId: f.clientId })),
    expect: CLIENT_NOT_FOUND,
  },
  'Mutation.createProposal': {
    roles: ANY,
    call: () => gql('mutation($input: ProposalInput!) { createProposal(input: $input) { id } }', {
      input: proposalPayload({ clientName: '' }),
    }),
    foreign: (f) =>
      gql('mutation($input: ProposalInput!) { createProposal(input: $input) { id } }', {
        input: proposalPayload({ clientId: f.clientId }),
      }),
    expect: CLIENT_NOT_FOUND,
  },
  'GET /api/proposals/:id': {
    roles: ANY,
    call: () => get(`/api/proposals/${NO_SUCH}`),
    foreign: (f) => get(`/api/proposals/${f.proposalId}`),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Query.proposal': {
    roles: ANY,
    call: () => gql('query($id: ID!) { proposal(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('query($id: ID!) { proposal(id: $id) { id } }', { id: f.proposalId }),
    expect: PROPOSAL_NOT_FOUND,
  },
  'PUT /api/proposals/:id': {
    roles: ANY,
    call: () => put(`/api/proposals/${NO_SUCH}`, proposalPayload()),
    foreign: (f) => put(`/api/proposals/${f.proposalId}`, proposalPayload({ clientName: 'Mallory' })),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Mutation.updateProposal': {
    roles: ANY,
    call: () => updateProposal(NO_SUCH),
    foreign: (f) => updateProposal(f.proposalId),
    expect: PROPOSAL_NOT_FOUND,
  },
  'POST /api/proposals/:id/duplicate': {
    roles: ANY,
    call: () => post(`/api/proposals/${NO_SUCH}/duplicate`),
    foreign: (f) => post(`/api/proposals/${f.proposalId}/duplicate`),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Mutation.duplicateProposal': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { duplicateProposal(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { duplicateProposal(id: $id) { id } }', { id: f.proposalId }),
    expect: PROPOSAL_NOT_FOUND,
  },
  // ---- approval before sending (approvals/): members request, owners and admins decide ----
  'GET /api/workspace/approval-rule': { roles: ANY, call: () => get('/api/workspace/approval-rule') },
  'Query.approvalRule': { roles: ANY, call: () => gql('{ approvalRule { overTotal } }') },
  // A percent over 100 is refused after the guard: nothing changes.
  'PUT /api/workspace/approval-rule': {
    roles: ADMINS,
    call: () => put('/api/workspace/approval-rule', { overDiscountPercent: 101 }),
  },
  'Mutation.updateApprovalRule': {
    roles: ADMINS,
    call: () => gql('mutation { updateApprovalRule(input: { overDiscountPercent: 101 }) { overTotal } }'),
  },
  'GET /api/proposals/:id/approval': {
    roles: ANY,
    call: () => get(`/api/proposals/${NO_SUCH}/approval`),
    foreign: (f) => get(`/api/proposals/${f.proposalId}/approval`),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Query.proposalApproval': {
    roles: ANY,
    call: () => gql('query($id: ID!) { proposalApproval(proposalId: $id) { state } }', { id: NO_SUCH }),
    foreign: (f) => gql('query($id: ID!) { proposalApproval(proposalId: $id) { state } }', { id: f.proposalId }),
    expect: PROPOSAL_NOT_FOUND,
  },
  'POST /api/proposals/:id/approval/request': {
    roles: ANY,
    call: () => post(`/api/proposals/${NO_SUCH}/approval/request`),
    foreign: (f) => post(`/api/proposals/${f.proposalId}/approval/request`),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Mutation.requestProposalApproval': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { requestProposalApproval(proposalId: $id) { state } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { requestProposalApproval(proposalId: $id) { state } }', { id: f.proposalId }),
    expect: PROPOSAL_NOT_FOUND,
  },
  'POST /api/proposals/:id/approval/approve': {
    roles: ADMINS,
    call: () => post(`/api/proposals/${NO_SUCH}/approval/approve`),
    foreign: (f) => post(`/api/proposals/${f.proposalId}/approval/approve`),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Mutation.approveProposal': {
    roles: ADMINS,
    call: () => gql('mutation($id: ID!) { approveProposal(proposalId: $id) { state } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { approveProposal(proposalId: $id) { state } }', { id: f.proposalId }),
    expect: PROPOSAL_NOT_FOUND,
  },
  'POST /api/proposals/:id/approval/return': {
    roles: ADMINS,
    call: () => post(`/api/proposals/${NO_SUCH}/approval/return`, { comment: 'Lower the price' }),
    foreign: (f) => post(`/api/proposals/${f.proposalId}/approval/return`, { comment: 'Lower the price' }),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Mutation.returnProposal': {
    roles: ADMINS,
    call: () =>
      gql('mutation($id: ID!) { returnProposal(proposalId: $id, input: { comment: "Lower" }) { state } }', { id: NO_SUCH }),
    foreign: (f) =>
      gql('mutation($id: ID!) { returnProposal(proposalId: $id, input: { comment: "Lower" }) { state } }', { id: f.proposalId }),
    expect: PROPOSAL_NOT_FOUND,
  },
  // Proposal → invoice: another workspace's proposal is not found, so nothing is made from it.
  'POST /api/proposals/:id/invoice': {
    roles: ANY,
    call: () => post(`/api/proposals/${NO_SUCH}/invoice`),
    foreign: (f) => post(`/api/proposals/${f.proposalId}/invoice`),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Mutation.createInvoiceFromProposal': {
    roles: ANY,
    call: () =>
      gql('mutation($id: ID!) { createInvoiceFromProposal(proposalId: $id) { id } }', {
        id: NO_SUCH,
      }),
    foreign: (f) =>
      gql('mutation($id: ID!) { createInvoiceFromProposal(proposalId: $id) { id } }', {
        id: f.proposalId,
      }),
    expect: PROPOSAL_NOT_FOUND,
  },
  'DELETE /api/proposals/:id': {
    roles: ANY,
    call: () => del(`/api/proposals/${NO_SUCH}`),
    foreign: (f) => del(`/api/proposals/${f.proposalId}`),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Mutation.deleteProposal': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { deleteProposal(id: $id) }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { deleteProposal(id: $id) }', { id: f.proposalId }),
    expect: PROPOSAL_NOT_FOUND,
  },

  // ---- invoices ----
  'GET /api/invoices': { roles: ANY, call: () => get('/api/invoices') },
  'Query.invoices': {
    roles: ANY,
    call: () => gql('{ invoices { totalCount } }'),
    // A filter, not a lookup: another workspace's client matches none of B's documents.
    foreign: (f) =>
      gql('query($id: ID!) { invoices(clientId: $id) { totalCount } }', { id: f.clientId }),
    expect: { status: 200, data: { invoices: { totalCount: 0 } } },
    why: 'the client id filters the caller\'s own documents; A\'s client matches none of them',
  },
  'POST /api/invoices': {
    roles: ANY,
    call: () => post('/api/invoices', {}),
    foreign: (f) => post('/api/invoices', invoicePayload({ clientId: f.clientId })),
    expect: CLIENT_NOT_FOUND,
  },
  'Mutation.createInvoice': {
    roles: ANY,
    call: () => gql('mutation($input: InvoiceInput!) { createInvoice(input: $input) { id } }', {
      input: invoicePayload({ clientName: '' }),
    }),
    foreign: (f) =>
      gql('mutation($input: InvoiceInput!) { createInvoice(input: $input) { id } }', {
        input: invoicePayload({ clientId: f.clientId }),
      }),
    expect: CLIENT_NOT_FOUND,
  },
  'GET /api/invoices/:id': {
    roles: ANY,
    call: () => get(`/api/invoices/${NO_SUCH}`),
    foreign: (f) => get(`/api/invoices/${f.invoiceId}`),
    expect: INVOICE_NOT_FOUND,
  },
  'Query.invoice': {
    roles: ANY,
    call: () => gql('query($id: ID!) { invoice(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('query($id: ID!) { invoice(id: $id) { id } }', { id: f.invoiceId }),
    expect: INVOICE_NOT_FOUND,
  },
  'PUT /api/invoices/:id': {
    roles: ANY,
    call: () => put(`/api/invoices/${NO_SUCH}`, invoicePayload()),
    foreign: (f) => put(`/api/invoices/${f.invoiceId}`, invoicePayload({ clientName: 'Mallory' })),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.updateInvoice': {
    roles: ANY,
    call: () => updateInvoice(NO_SUCH),
    foreign: (f) => updateInvoice(f.invoiceId),
    expect: INVOICE_NOT_FOUND,
  },
  'POST /api/invoices/:id/duplicate': {
    roles: ANY,
    call: () => post(`/api/invoices/${NO_SUCH}/duplicate`),
    foreign: (f) => post(`/api/invoices/${f.invoiceId}/duplicate`),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.duplicateInvoice': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { duplicateInvoice(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { duplicateInvoice(id: $id) { id } }', { id: f.invoiceId }),
    expect: INVOICE_NOT_FOUND,
  },
  // ---- an invoice's payments ----
  // A refused amount changes nothing: the role matrix sends 0.
  'GET /api/invoices/:invoiceId/payments': {
    roles: ANY,
    call: () => get(`/api/invoices/${NO_SUCH}/payments`),
    foreign: (f) => get(`/api/invoices/${f.invoiceId}/payments`),
    expect: INVOICE_NOT_FOUND,
  },
  'Query.invoicePayments': {
    roles: ANY,
    call: () => invoicePayments(NO_SUCH),
    foreign: (f) => invoicePayments(f.invoiceId),
    expect: INVOICE_NOT_FOUND,
  },
  'POST /api/invoices/:invoiceId/payments': {
    roles: ANY,
    call: () => post(`/api/invoices/${NO_SUCH}/payments`, { amount: 0 }),
    foreign: (f) => post(`/api/invoices/${f.invoiceId}/payments`, { amount: 1 }),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.recordPayment': {
    roles: ANY,
    call: () => recordPayment(NO_SUCH, 0),
    foreign: (f) => recordPayment(f.invoiceId, 1),
    expect: INVOICE_NOT_FOUND,
  },
  'POST /api/invoices/:invoiceId/payments/:paymentId/refund': {
    roles: ANY,
    call: () => post(`/api/invoices/${NO_SUCH}/payments/${NO_SUCH}/refund`, { amount: 1 }),
    foreign: (f) =>
      post(`/api/invoices/${f.invoiceId}/payments/${f.paymentId}/refund`, { amount: 1 }),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.refundPayment': {
    roles: ANY,
    call: () => paymentMutation('refundPayment', NO_SUCH, NO_SUCH),
    foreign: (f) => paymentMutation('refundPayment', f.invoiceId, f.paymentId),
    expect: INVOICE_NOT_FOUND,
  },
  'DELETE /api/invoices/:invoiceId/payments/:paymentId': {
    roles: ANY,
    call: () => del(`/api/invoices/${NO_SUCH}/payments/${NO_SUCH}`),
    foreign: (f) => del(`/api/invoices/${f.invoiceId}/payments/${f.paymentId}`),
    expect: INVOICE_NOT_FOUND,
  },
  // A payment's receipt PDF: a read, so the role matrix sends an unknown id.
  'GET /api/invoices/:invoiceId/payments/:paymentId/receipt': {
    roles: ANY,
    call: () => get(`/api/invoices/${NO_SUCH}/payments/${NO_SUCH}/receipt`),
    foreign: (f) => get(`/api/invoices/${f.invoiceId}/payments/${f.paymentId}/receipt`),
    expect: INVOICE_NOT_FOUND,
  },
  // ---- payment pages and client credits ----
  'POST /api/invoices/:invoiceId/payment-pages/close': {
    roles: ANY,
    call: () => post(`/api/invoices/${NO_SUCH}/payment-pages/close`),
    foreign: (f) => post(`/api/invoices/${f.invoiceId}/payment-pages/close`),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.closePaymentPages': {
    roles: ANY,
    call: () => closePaymentPages(NO_SUCH),
    foreign: (f) => closePaymentPages(f.invoiceId),
    expect: INVOICE_NOT_FOUND,
  },
  'GET /api/client-credits': { roles: ANY, call: () => get('/api/client-credits') },
  'Query.clientCredits': {
    roles: ANY,
    call: () => gql('{ clientCredits { id } }'),
    // A filter, not a lookup: another workspace's client matches none of B's credits.
    foreign: (f) =>
      gql('query($id: ID!) { clientCredits(filter: { clientId: $id }) { id } }', {
        id: f.clientId,
      }),
    expect: { status: 200, data: { clientCredits: [] } },
    why: "the client id filters the caller's own credits; A's client matches none of them",
  },
  // The invoice is locked first: A's invoice is not found from B before A's credit is read.
  'POST /api/client-credits/:id/apply': {
    roles: ANY,
    call: () => post(`/api/client-credits/${NO_SUCH}/apply`, { invoiceId: NO_SUCH }),
    foreign: (f) => post(`/api/client-credits/${f.clientCreditId}/apply`, { invoiceId: f.invoiceId }),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.applyClientCredit': {
    roles: ANY,
    call: () => applyClientCredit(NO_SUCH, NO_SUCH),
    foreign: (f) => applyClientCredit(f.clientCreditId, f.invoiceId),
    expect: INVOICE_NOT_FOUND,
  },
  'POST /api/client-credits/:id/refund': {
    roles: ANY,
    call: () => post(`/api/client-credits/${NO_SUCH}/refund`),
    foreign: (f) => post(`/api/client-credits/${f.clientCreditId}/refund`),
    expect: CLIENT_CREDIT_NOT_FOUND,
  },
  'Mutation.refundClientCredit': {
    roles: ANY,
    call: () => refundClientCredit(NO_SUCH),
    foreign: (f) => refundClientCredit(f.clientCreditId),
    expect: CLIENT_CREDIT_NOT_FOUND,
  },
  'Mutation.deletePayment': {
    roles: ANY,
    call: () => paymentMutation('deletePayment', NO_SUCH, NO_SUCH),
    foreign: (f) => paymentMutation('deletePayment', f.invoiceId, f.paymentId),
    expect: INVOICE_NOT_FOUND,
  },
  // ---- an invoice's credit notes ----
  'GET /api/invoices/:invoiceId/credit-notes': {
    roles: ANY,
    call: () => get(`/api/invoices/${NO_SUCH}/credit-notes`),
    foreign: (f) => get(`/api/invoices/${f.invoiceId}/credit-notes`),
    expect: INVOICE_NOT_FOUND,
  },
  'Query.invoiceCreditNotes': {
    roles: ANY,
    call: () => invoiceCreditNotes(NO_SUCH),
    foreign: (f) => invoiceCreditNotes(f.invoiceId),
    expect: INVOICE_NOT_FOUND,
  },
  'POST /api/invoices/:invoiceId/credit-notes': {
    roles: ANY,
    call: () => post(`/api/invoices/${NO_SUCH}/credit-notes`, { amount: 1, reason: 'Mallory' }),
    foreign: (f) =>
      post(`/api/invoices/${f.invoiceId}/credit-notes`, { amount: 1, reason: 'Mallory' }),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.createCreditNote': {
    roles: ANY,
    call: () => createCreditNote(NO_SUCH),
    foreign: (f) => createCreditNote(f.invoiceId),
    expect: INVOICE_NOT_FOUND,
  },
  'GET /api/credit-notes/:id/pdf': {
    roles: ANY,
    call: () => get(`/api/credit-notes/${NO_SUCH}/pdf`),
    foreign: (f) => get(`/api/credit-notes/${f.creditNoteId}/pdf`),
    expect: CREDIT_NOTE_NOT_FOUND,
  },
  'POST /api/credit-notes/:id/send': {
    roles: ANY,
    call: () => post(`/api/credit-notes/${NO_SUCH}/send`),
    foreign: (f) => post(`/api/credit-notes/${f.creditNoteId}/send`),
    expect: CREDIT_NOTE_NOT_FOUND,
  },
  'Mutation.sendCreditNote': {
    roles: ANY,
    call: () => sendCreditNote(NO_SUCH),
    foreign: (f) => sendCreditNote(f.creditNoteId),
    expect: CREDIT_NOTE_NOT_FOUND,
  },
  // ---- e-invoices: an invoice's XML and readiness, a credit note's XML ----
  'GET /api/invoices/:id/e-invoice': {
    roles: ANY,
    call: () => get(`/api/invoices/${NO_SUCH}/e-invoice?format=xrechnung-ubl`),
    foreign: (f) => get(`/api/invoices/${f.invoiceId}/e-invoice?format=xrechnung-ubl`),
    expect: INVOICE_NOT_FOUND,
  },
  'GET /api/invoices/:id/e-invoice/readiness': {
    roles: ANY,
    call: () => get(`/api/invoices/${NO_SUCH}/e-invoice/readiness`),
    foreign: (f) => get(`/api/invoices/${f.invoiceId}/e-invoice/readiness`),
    expect: INVOICE_NOT_FOUND,
  },
  'Query.invoiceEInvoiceReadiness': {
    roles: ANY,
    call: () => eInvoiceReadiness(NO_SUCH),
    foreign: (f) => eInvoiceReadiness(f.invoiceId),
    expect: INVOICE_NOT_FOUND,
  },
  'Query.invoiceEInvoice': {
    roles: ANY,
    call: () => invoiceEInvoice(NO_SUCH),
    foreign: (f) => invoiceEInvoice(f.invoiceId),
    expect: INVOICE_NOT_FOUND,
  },
  'GET /api/credit-notes/:id/e-invoice': {
    roles: ANY,
    call: () => get(`/api/credit-notes/${NO_SUCH}/e-invoice?format=factur-x`),
    foreign: (f) => get(`/api/credit-notes/${f.creditNoteId}/e-invoice?format=factur-x`),
    expect: CREDIT_NOTE_NOT_FOUND,
  },
  'Query.creditNoteEInvoice': {
    roles: ANY,
    call: () => creditNoteEInvoice(NO_SUCH),
    foreign: (f) => creditNoteEInvoice(f.creditNoteId),
    expect: CREDIT_NOTE_NOT_FOUND,
  },
  'DELETE /api/invoices/:id': {
    roles: ANY,
    call: () => del(`/api/invoices/${NO_SUCH}`),
    foreign: (f) => del(`/api/invoices/${f.invoiceId}`),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.deleteInvoice': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { deleteInvoice(id: $id) }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { deleteInvoice(id: $id) }', { id: f.invoiceId }),
    expect: INVOICE_NOT_FOUND,
  },

  // ---- recurring invoices ----
  'GET /api/recurring-invoices': { roles: ANY, call: () => get('/api/recurring-invoices') },
  'Query.recurringSchedules': { roles: ANY, call: () => gql('{ recurringSchedules { id } }') },
  // An empty body is refused by validation; another workspace's invoice is no template.
  'POST /api/recurring-invoices': {
    roles: ANY,
    call: () => post('/api/recurring-invoices', {}),
    foreign: (f) => post('/api/recurring-invoices', recurringInput(f.invoiceId)),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.createRecurringSchedule': {
    roles: ANY,
    call: () => createSchedule({ ...recurringInput(NO_SUCH), count: 0 }),
    foreign: (f) => createSchedule(recurringInput(f.invoiceId)),
    expect: INVOICE_NOT_FOUND,
  },
  'GET /api/recurring-invoices/:id': {
    roles: ANY,
    call: () => get(`/api/recurring-invoices/${NO_SUCH}`),
    foreign: (f) => get(`/api/recurring-invoices/${f.scheduleId}`),
    expect: SCHEDULE_NOT_FOUND,
  },
  'Query.recurringSchedule': {
    roles: ANY,
    call: () => scheduleQuery(NO_SUCH),
    foreign: (f) => scheduleQuery(f.scheduleId),
    expect: SCHEDULE_NOT_FOUND,
  },
  'GET /api/recurring-invoices/:id/preview': {
    roles: ANY,
    call: () => get(`/api/recurring-invoices/${NO_SUCH}/preview`),
    foreign: (f) => get(`/api/recurring-invoices/${f.scheduleId}/preview`),
    expect: SCHEDULE_NOT_FOUND,
  },
  'PUT /api/recurring-invoices/:id': {
    roles: ANY,
    call: () => put(`/api/recurring-invoices/${NO_SUCH}`, recurringInput(NO_SUCH)),
    foreign: (f) => put(`/api/recurring-invoices/${f.scheduleId}`, recurringInput(f.invoiceId)),
    expect: SCHEDULE_NOT_FOUND,
  },
  'Mutation.updateRecurringSchedule': {
    roles: ANY,
    call: () => updateSchedule(NO_SUCH, NO_SUCH),
    foreign: (f) => updateSchedule(f.scheduleId, f.invoiceId),
    expect: SCHEDULE_NOT_FOUND,
  },
  'POST /api/recurring-invoices/:id/pause': {
    roles: ANY,
    call: () => post(`/api/recurring-invoices/${NO_SUCH}/pause`),
    foreign: (f) => post(`/api/recurring-invoices/${f.scheduleId}/pause`),
    expect: SCHEDULE_NOT_FOUND,
  },
  'Mutation.pauseRecurringSchedule': {
    roles: ANY,
    call: () => scheduleMutation('pauseRecurringSchedule', NO_SUCH),
    foreign: (f) => scheduleMutation('pauseRecurringSchedule', f.scheduleId),
    expect: SCHEDULE_NOT_FOUND,
  },
  'POST /api/recurring-invoices/:id/resume': {
    roles: ANY,
    call: () => post(`/api/recurring-invoices/${NO_SUCH}/resume`),
    foreign: (f) => post(`/api/recurring-invoices/${f.scheduleId}/resume`),
    expect: SCHEDULE_NOT_FOUND,
  },
  'Mutation.resumeRecurringSchedule': {
    roles: ANY,
    call: () => scheduleMutation('resumeRecurringSchedule', NO_SUCH),
    foreign: (f) => scheduleMutation('resumeRecurringSchedule', f.scheduleId),
    expect: SCHEDULE_NOT_FOUND,
  },
  'DELETE /api/recurring-invoices/:id': {
    roles: ANY,
    call: () => del(`/api/recurring-invoices/${NO_SUCH}`),
    foreign: (f) => del(`/api/recurring-invoices/${f.scheduleId}`),
    expect: SCHEDULE_NOT_FOUND,
  },
  'Mutation.deleteRecurringSchedule': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { deleteRecurringSchedule(id: $id) }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { deleteRecurringSchedule(id: $id) }', { id: f.scheduleId }),
    expect: SCHEDULE_NOT_FOUND,
  },

  // ---- e-mail ----
  'POST /api/proposals/:id/send': {
    roles: ANY,
    call: () => post(`/api/proposals/${NO_SUCH}/send`),
    foreign: (f) => post(`/api/proposals/${f.proposalId}/send`),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Mutation.sendProposal': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { sendProposal(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { sendProposal(id: $id) { id } }', { id: f.proposalId }),
    expect: PROPOSAL_NOT_FOUND,
  },
  'POST /api/invoices/:id/send': {
    roles: ANY,
    call: () => post(`/api/invoices/${NO_SUCH}/send`),
    foreign: (f) => post(`/api/invoices/${f.invoiceId}/send`),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.sendInvoice': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { sendInvoice(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { sendInvoice(id: $id) { id } }', { id: f.invoiceId }),
    expect: INVOICE_NOT_FOUND,
  },
  'GET /api/sends/:id': {
    roles: ANY,
    call: () => get(`/api/sends/${NO_SUCH}`),
    foreign: (f) => get(`/api/sends/${f.sendId}`),
    expect: SEND_NOT_FOUND,
  },
  'Query.emailSend': {
    roles: ANY,
    call: () => gql('query($id: ID!) { emailSend(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('query($id: ID!) { emailSend(id: $id) { id } }', { id: f.sendId }),
    expect: SEND_NOT_FOUND,
  },
  'Query.emailSends': {
    roles: ANY,
    call: () => gql('query($id: ID!) { emailSends(documentId: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('query($id: ID!) { emailSends(documentId: $id) { id } }', { id: f.proposalId }),
    expect: DOCUMENT_NOT_FOUND,
  },
  'GET /api/t/:file': {
    public: 'the tracking pixel: the token is the credential',
    foreign: () => get(`/api/t/${randomBytes(16).toString('base64url')}.gif`),
    expect: { status: 200 },
    why: 'the pixel is the same image whether or not the token is known, and counts nothing then',
  },

  // ---- PDF ----
  // A body without an id is refused before anything is rendered.
  'POST /api/pdf/proposal': {
    roles: ANY,
    call: () => post('/api/pdf/proposal', {}),
    foreign: (f) => post('/api/pdf/proposal', { id: f.proposalId }),
    expect: PROPOSAL_NOT_FOUND,
  },
  'POST /api/pdf/invoice': {
    roles: ANY,
    call: () => post('/api/pdf/invoice', {}),
    foreign: (f) => post('/api/pdf/invoice', { id: f.invoiceId }),
    expect: INVOICE_NOT_FOUND,
  },
  'Mutation.pdfLink': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { pdfLink(kind: proposal, id: $id) { url } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { pdfLink(kind: proposal, id: $id) { url } }', { id: f.proposalId }),
    expect: PROPOSAL_NOT_FOUND,
  },
  'GET /api/pdf/download': {
    public: "pdfLink's signed link: the token is the credential",
    foreign: () => get(`/api/pdf/download?token=${NO_TOKEN}`),
    expect: notFound(DocumentMessages.pdfLinkInvalid),
  },
  // The verify page's check: a file, not a record; a PDF issued of A's accepted proposal
  // answers only when and by whom (evidence.integration-spec).
  'POST /api/verify': {
    public: 'anyone holding a PDF may check it; the answer names no workspace',
    foreign: () => post('/api/verify'),
    expect: { status: 415, message: `file: ${VerifyMessages.notPdf}` },
    why: 'the route takes a PDF, not a record: a JSON body is refused before anything is read',
  },

  // ---- client links: the owner's side ----
  'Query.clientLinks': {
    roles: ANY,
    call: () => gql('query($id: ID!) { clientLinks(documentId: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('query($id: ID!) { clientLinks(documentId: $id) { id } }', { id: f.proposalId }),
    expect: DOCUMENT_NOT_FOUND,
  },
  'Mutation.createClientLink': {
    roles: ANY,
    call: () => createLink(NO_SUCH),
    foreign: (f) => createLink(f.proposalId),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Mutation.revokeClientLink': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { revokeClientLink(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { revokeClientLink(id: $id) { id } }', { id: f.linkId }),
    expect: LINK_NOT_FOUND,
  },
  // ---- client links: the client's side, public, the token is the credential; a dead token of
  // A (its link revoked) answers the page's one "not found" and changes nothing.
  'GET /api/client/:token': {
    public: 'the client page: the token is the credential',
    foreign: (f) => get(`/api/client/${f.deadLinkToken}`),
    expect: DEAD_LINK,
  },
  'GET /api/client/:token/e-invoice': {
    public: 'the client page: the token is the credential',
    foreign: (f) => get(`/api/client/${f.deadLinkToken}/e-invoice`),
    expect: DEAD_LINK,
  },
  'GET /api/client/:token/pdf': {
    public: 'the client page: the token is the credential',
    foreign: (f) => get(`/api/client/${f.deadLinkToken}/pdf`),
    expect: DEAD_LINK,
  },
  'POST /api/client/:token/pay': {
    public: 'the client page: the token is the credential',
    foreign: (f) => post(`/api/client/${f.deadLinkToken}/pay`),
    expect: DEAD_LINK,
  },
  'Mutation.payInvoice': {
    public: 'the client page: the token is the credential',
    foreign: (f) => gql('mutation($t: String!) { payInvoice(token: $t) { url } }', { t: f.deadLinkToken }),
    expect: DEAD_LINK,
  },
  // The simulated gateway's session is sealed: a guessed or altered one is simply not found.
  'GET /api/payments/simulated': {
    public: 'the client pays: the sealed session is the credential',
    foreign: () => get(`/api/payments/simulated?session=${NO_TOKEN}`),
    expect: SIMULATED_NOT_FOUND,
  },
  'POST /api/payments/simulated/pay': {
    public: 'the client pays: the sealed session is the credential',
    foreign: () => post('/api/payments/simulated/pay', { session: NO_TOKEN }),
    expect: SIMULATED_NOT_FOUND,
  },
  'Query.simulatedInvoicePayment': {
    public: 'the client pays: the sealed session is the credential',
    foreign: () => gql('query($s: String!) { simulatedInvoicePayment(session: $s) { amount } }', { s: NO_TOKEN }),
    expect: SIMULATED_NOT_FOUND,
  },
  'Mutation.paySimulatedInvoicePayment': {
    public: 'the client pays: the sealed session is the credential',
    foreign: () => gql('mutation($s: String!) { paySimulatedInvoicePayment(session: $s) { url } }', { s: NO_TOKEN }),
    expect: SIMULATED_NOT_FOUND,
  },
  'POST /api/payments/webhook/:workspaceId': {
    public: "the workspace's Stripe account calls it; its own signing secret is the credential",
    // Workspace B's endpoint for A's id: without A's signature nothing is read or written.
    foreign: (f) => post(`/api/payments/webhook/${f.workspaceId}`, { type: 'checkout.session.completed' }),
    expect: { status: 404, message: OnlinePaymentMessages.noAccount },
    why: "A has no Stripe account connected, so there is no endpoint to speak to",
  },
  'POST /api/client/:token/accept': {
    public: 'the client page: the token is the credential',
    foreign: (f) => post(`/api/client/${f.deadLinkToken}/accept`, { fullName: 'Mallory', version: VERSION }),
    expect: DEAD_LINK,
  },
  'POST /api/client/:token/decline': {
    public: 'the client page: the token is the credential',
    foreign: (f) => post(`/api/client/${f.deadLinkToken}/decline`, { version: VERSION }),
    expect: DEAD_LINK,
  },
  'Query.clientDocument': {
    public: 'the client page: the token is the credential',
    foreign: (f) => gql('query($t: String!) { clientDocument(token: $t) { title } }', { t: f.deadLinkToken }),
    expect: DEAD_LINK,
  },
  'Mutation.acceptProposal': {
    public: 'the client page: the token is the credential',
    foreign: (f) =>
      gql('mutation($t: String!, $v: String!) { acceptProposal(token: $t, input: { fullName: "Mallory", version: $v }) { title } }', {
        t: f.deadLinkToken,
        v: VERSION,
      }),
    expect: DEAD_LINK,
  },
  'Mutation.declineProposal': {
    public: 'the client page: the token is the credential',
    foreign: (f) =>
      gql('mutation($t: String!, $v: String!) { declineProposal(token: $t, input: { version: $v }) { title } }', {
        t: f.deadLinkToken,
        v: VERSION,
      }),
    expect: DEAD_LINK,
  },

  // ---- client portal ----
  // The client's side: its credential is the portal session cookie (or the e-mailed token),
  // never a workspace session: B's session token opens nothing and changes nothing (401).
  // portal.integration-spec has the portal's own table: two clients of one workspace, and one
  // of another, over every portal route.
  'POST /api/portal/sign-in/request': {
    public: 'the sign-in page: anyone may ask; the link goes only to a client on file',
    foreign: (f) => portalPost('/api/portal/sign-in/request', { workspace: f.workspaceId, email: 'mallory@example.com' }),
    expect: { status: 202, message: PortalMessages.linkRequested },
    why: 'the same answer for any address (no enumeration); nothing is mailed to a non-client',
  },
  'POST /api/portal/sign-in': {
    public: 'the e-mailed token is the credential',
    foreign: () => portalPost('/api/portal/sign-in', { token: NO_TOKEN }),
    expect: { status: 400, message: PortalMessages.linkInvalid },
    why: 'an unknown link is a bad request, whoever sends it',
  },
  'POST /api/portal/sign-out': {
    public: 'the portal session cookie is the credential',
    foreign: () => portalPost('/api/portal/sign-out'),
    expect: PORTAL_SIGNED_OUT,
    why: 'a workspace session is no portal session',
  },
  'GET /api/portal': {
    public: 'the portal session cookie is the credential',
    foreign: () => get('/api/portal'),
    expect: PORTAL_SIGNED_OUT,
    why: 'a workspace session is no portal session',
  },
  'PUT /api/portal/billing-address': {
    public: 'the portal session cookie is the credential',
    foreign: () => ({ ...put('/api/portal/billing-address', { address: 'Mallory Road' }), headers: PORTAL_HEADER }),
    expect: PORTAL_SIGNED_OUT,
    why: 'a workspace session is no portal session',
  },
  'POST /api/portal/invoices/:id/pay': {
    public: 'the portal session cookie is the credential',
    foreign: (f) => portalPost(`/api/portal/invoices/${f.invoiceId}/pay`),
    expect: PORTAL_SIGNED_OUT,
    why: 'a workspace session is no portal session',
  },
  'GET /api/portal/invoices/:id/pdf': {
    public: 'the portal session cookie is the credential',
    foreign: (f) => get(`/api/portal/invoices/${f.invoiceId}/pdf`),
    expect: PORTAL_SIGNED_OUT,
    why: 'a workspace session is no portal session',
  },
  'GET /api/portal/invoices/:id/e-invoice': {
    public: 'the portal session cookie is the credential',
    foreign: (f) => get(`/api/portal/invoices/${f.invoiceId}/e-invoice`),
    expect: PORTAL_SIGNED_OUT,
    why: 'a workspace session is no portal session',
  },
  'GET /api/portal/proposals/:id/pdf': {
    public: 'the portal session cookie is the credential',
    foreign: (f) => get(`/api/portal/proposals/${f.proposalId}/pdf`),
    expect: PORTAL_SIGNED_OUT,
    why: 'a workspace session is no portal session',
  },
  'GET /api/portal/credit-notes/:id/pdf': {
    public: 'the portal session cookie is the credential',
    foreign: (f) => get(`/api/portal/credit-notes/${f.creditNoteId}/pdf`),
    expect: PORTAL_SIGNED_OUT,
    why: 'a workspace session is no portal session',
  },
  'GET /api/portal/receipts/:paymentId/pdf': {
    public: 'the portal session cookie is the credential',
    foreign: (f) => get(`/api/portal/receipts/${f.paymentId}/pdf`),
    expect: PORTAL_SIGNED_OUT,
    why: 'a workspace session is no portal session',
  },
  'POST /api/client/:token/portal-link': {
    public: 'the client page: the token is the credential',
    foreign: (f) => portalPost(`/api/client/${f.deadLinkToken}/portal-link`),
    expect: DEAD_LINK,
  },
  // The owner's side.
  'GET /api/clients/:id/portal': {
    roles: ANY,
    call: () => get(`/api/clients/${NO_SUCH}/portal`),
    foreign: (f) => get(`/api/clients/${f.clientId}/portal`),
    expect: CLIENT_NOT_FOUND,
  },
  'POST /api/clients/:id/portal/link': {
    roles: ANY,
    call: () => post(`/api/clients/${NO_SUCH}/portal/link`),
    foreign: (f) => post(`/api/clients/${f.clientId}/portal/link`),
    expect: CLIENT_NOT_FOUND,
  },
  'POST /api/clients/:id/portal/revoke': {
    roles: ANY,
    call: () => post(`/api/clients/${NO_SUCH}/portal/revoke`),
    foreign: (f) => post(`/api/clients/${f.clientId}/portal/revoke`),
    expect: CLIENT_NOT_FOUND,
  },
  'Query.clientPortalAccess': {
    roles: ANY,
    call: () => gql('query($id: ID!) { clientPortalAccess(clientId: $id) { clientId } }', { id: NO_SUCH }),
    foreign: (f) => gql('query($id: ID!) { clientPortalAccess(clientId: $id) { clientId } }', { id: f.clientId }),
    expect: CLIENT_NOT_FOUND,
  },
  'Mutation.sendPortalLink': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { sendPortalLink(clientId: $id) { clientId } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { sendPortalLink(clientId: $id) { clientId } }', { id: f.clientId }),
    expect: CLIENT_NOT_FOUND,
  },
  'Mutation.revokePortalAccess': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { revokePortalAccess(clientId: $id) { clientId } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { revokePortalAccess(clientId: $id) { clientId } }', { id: f.clientId }),
    expect: CLIENT_NOT_FOUND,
  },

  // ---- reminders and notifications ----
  'Query.reminders': {
    roles: ANY,
    call: () => gql('query($id: ID!) { reminders(documentId: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('query($id: ID!) { reminders(documentId: $id) { id } }', { id: f.proposalId }),
    expect: DOCUMENT_NOT_FOUND,
  },
  'Mutation.setDocumentReminders': {
    roles: ANY,
    call: () => setReminders(NO_SUCH),
    foreign: (f) => setReminders(f.proposalId),
    expect: PROPOSAL_NOT_FOUND,
  },
  'Query.reminderSettings': { roles: ANY, call: () => gql('{ reminderSettings { proposalReminderDays } }') },
  // Out-of-range steps are refused by validation: the settings stay as they are.
  'Mutation.updateReminderSettings': {
    roles: ADMINS,
    call: () =>
      gql('mutation { updateReminderSettings(input: { proposalReminderDays: [999], invoiceReminderOffsets: [] }) { proposalReminderDays } }'),
  },
  'Query.unseenNotifications': { roles: ANY, call: () => gql('{ unseenNotifications { id } }') },
  'Query.notificationFeed': { roles: ANY, call: () => gql('{ notificationFeed { unreadCount } }') },
  // Live updates: the subscriber's own workspace only (the workspace comes from the
  // credential; live-updates.integration-spec shows another workspace hears nothing).
  'Subscription.activity': { roles: ANY, call: () => ({ subscription: 'subscription { activity { kind } }' }) },
  'Mutation.markNotificationsSeen': {
    roles: ANY,
    call: () => gql('mutation($ids: [ID!]!) { markNotificationsSeen(ids: $ids) }', { ids: [NO_SUCH] }),
    foreign: (f) => gql('mutation($ids: [ID!]!) { markNotificationsSeen(ids: $ids) }', { ids: [f.notificationId] }),
    expect: { status: 200, data: { markNotificationsSeen: true } },
    why: 'marking seen is idempotent over a list: ids not of the workspace are skipped, and nothing changes',
  },

  // ---- billing: the owner's ----
  // An unknown plan is refused by validation. The owner's cancel does cancel and resume resumes
  // (A has an active plan); the matrix puts cancel_at_period_end back after each call.
  'POST /api/subscription/subscribe': { roles: OWNER, call: () => post('/api/subscription/subscribe', { plan: 'gold' }) },
  'POST /api/subscription/upgrade': { roles: OWNER, call: () => post('/api/subscription/upgrade', { plan: 'gold' }) },
  'POST /api/subscription/cancel': { roles: OWNER, call: () => post('/api/subscription/cancel') },
  'POST /api/subscription/resume': { roles: OWNER, call: () => post('/api/subscription/resume') },
  'Mutation.subscribe': {
    roles: OWNER,
    call: () => gql(`mutation { subscribe(input: { plan: "gold", successUrl: "${ORIGIN}/s", cancelUrl: "${ORIGIN}/c" }) { url } }`),
  },
  'Mutation.upgradeSubscription': {
    roles: OWNER,
    call: () => gql(`mutation { upgradeSubscription(input: { plan: "gold", successUrl: "${ORIGIN}/s", cancelUrl: "${ORIGIN}/c" }) { url } }`),
  },
  'Mutation.cancelSubscription': { roles: OWNER, call: () => gql('mutation { cancelSubscription }') },
  'Mutation.resumeSubscription': { roles: OWNER, call: () => gql('mutation { resumeSubscription }') },
  'GET /api/subscription/simulated': {
    roles: OWNER,
    call: () => get(`/api/subscription/simulated?session=${NO_TOKEN}`),
    foreign: (f) => get(`/api/subscription/simulated?session=${encodeURIComponent(f.checkoutSession)}`),
    expect: CHECKOUT_NOT_FOUND,
  },
  'POST /api/subscription/simulated/pay': {
    roles: OWNER,
    call: () => post('/api/subscription/simulated/pay', { session: NO_TOKEN }),
    foreign: (f) => post('/api/subscription/simulated/pay', { session: f.checkoutSession }),
    expect: CHECKOUT_NOT_FOUND,
  },
  'Query.simulatedCheckout': {
    roles: OWNER,
    call: () => gql('query($s: String!) { simulatedCheckout(session: $s) { plan } }', { s: NO_TOKEN }),
    foreign: (f) => gql('query($s: String!) { simulatedCheckout(session: $s) { plan } }', { s: f.checkoutSession }),
    expect: CHECKOUT_NOT_FOUND,
  },
  'Mutation.paySimulatedCheckout': {
    roles: OWNER,
    call: () => gql('mutation($s: String!) { paySimulatedCheckout(session: $s) { url } }', { s: NO_TOKEN }),
    foreign: (f) => gql('mutation($s: String!) { paySimulatedCheckout(session: $s) { url } }', { s: f.checkoutSession }),
    expect: CHECKOUT_NOT_FOUND,
  },

  // ---- the workspace (wt/team) ----
  'GET /api/workspace': { roles: ANY, call: () => get('/api/workspace') },
  'Query.workspace': { roles: ANY, call: () => gql('{ workspace { id } }') },
  // A blank name is refused by validation: the profile stays as it is.
  'PUT /api/workspace': { roles: ADMINS, call: () => put('/api/workspace', { name: '' }) },
  'Mutation.updateWorkspace': {
    roles: ADMINS,
    call: () => gql('mutation { updateWorkspace(input: { name: "" }) { id } }'),
  },
  // The workspace's own Stripe account: where the money goes is the owner's call.
  'GET /api/workspace/payments': { roles: OWNER, call: () => get('/api/workspace/payments') },
  'PUT /api/workspace/payments': {
    roles: OWNER,
    call: () => put('/api/workspace/payments', { secretKey: 'pk_test_not_a_secret_key' }),
  },
  'DELETE /api/workspace/payments': { roles: OWNER, call: () => del('/api/workspace/payments') },
  'Query.paymentAccount': { roles: OWNER, call: () => gql('{ paymentAccount { connected } }') },
  'Mutation.connectStripe': {
    roles: OWNER,
    call: () =>
      gql('mutation { connectStripe(input: { secretKey: "pk_test_x", webhookSecret: "x" }) { connected } }'),
  },
  'Mutation.disconnectStripe': {
    roles: OWNER,
    call: () => gql('mutation { disconnectStripe { connected } }'),
  },
  // ---- the brand (branding/): anyone reads it; owners and admins change it ----
  'GET /api/workspace/brand': { roles: ANY, call: () => get('/api/workspace/brand') },
  'Query.workspaceBrand': { roles: ANY, call: () => gql('{ workspaceBrand { color } }') },
  // A colour that is not one is refused after the guard: nothing changes.
  'PUT /api/workspace/brand': { roles: ADMINS, call: () => put('/api/workspace/brand', { color: 'nope' }) },
  'Mutation.updateWorkspaceBrand': {
    roles: ADMINS,
    call: () => gql('mutation { updateWorkspaceBrand(input: { color: "nope" }) { color } }'),
  },
  // A JSON body is no file: "logo: Choose a logo file to upload", nothing stored.
  'PUT /api/workspace/logo': { roles: ADMINS, call: () => put('/api/workspace/logo') },
  // A has no logo: the allowed roles get its 404, nothing removed.
  'DELETE /api/workspace/logo': { roles: ADMINS, call: () => del('/api/workspace/logo') },
  'Mutation.removeWorkspaceLogo': {
    roles: ADMINS,
    call: () => gql('mutation { removeWorkspaceLogo { color } }'),
  },
  'GET /api/brand/logos/:sha256': {
    public: 'a logo is public by design: its hash is the URL client pages and e-mails show',
    foreign: () => get(`/api/brand/logos/${'0'.repeat(64)}`),
    expect: notFound(BrandingMessages.logoNotFound),
  },
  'GET /api/workspaces': { roles: ANY, call: () => get('/api/workspaces') },
  'Query.workspaces': { roles: ANY, call: () => gql('{ workspaces { id } }') },
  'POST /api/workspaces/:id/switch': {
    sessionOnly: true,
    roles: ANY,
    call: () => post(`/api/workspaces/${NO_SUCH}/switch`),
    foreign: (f) => post(`/api/workspaces/${f.workspaceId}/switch`),
    expect: notFound(WorkspaceMessages.notFound),
  },
  'Mutation.switchWorkspace': {
    sessionOnly: true,
    roles: ANY,
    call: () => gql('mutation($id: ID!) { switchWorkspace(id: $id) { token } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { switchWorkspace(id: $id) { token } }', { id: f.workspaceId }),
    expect: notFound(WorkspaceMessages.notFound),
  },
  'GET /api/workspace/members': { roles: ANY, call: () => get('/api/workspace/members') },
  'Query.members': { roles: ANY, call: () => gql('{ members { userId } }') },
  'PATCH /api/workspace/members/:userId': {
    sessionOnly: true,
    roles: ADMINS,
    call: () => patch(`/api/workspace/members/${NO_SUCH}`, { role: 'member' }),
    foreign: (f) => patch(`/api/workspace/members/${f.memberId}`, { role: 'admin' }),
    expect: notFound(WorkspaceMessages.memberNotFound),
  },
  'Mutation.changeMemberRole': {
    sessionOnly: true,
    roles: ADMINS,
    call: () => gql('mutation($id: ID!) { changeMemberRole(userId: $id, role: "member") { role } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { changeMemberRole(userId: $id, role: "admin") { role } }', { id: f.memberId }),
    expect: notFound(WorkspaceMessages.memberNotFound),
  },
  'DELETE /api/workspace/members/:userId': {
    roles: ADMINS,
    call: () => del(`/api/workspace/members/${NO_SUCH}`),
    foreign: (f) => del(`/api/workspace/members/${f.memberId}`),
    expect: notFound(WorkspaceMessages.memberNotFound),
  },
  'Mutation.removeMember': {
    roles: ADMINS,
    call: () => gql('mutation($id: ID!) { removeMember(userId: $id) }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { removeMember(userId: $id) }', { id: f.memberId }),
    expect: notFound(WorkspaceMessages.memberNotFound),
  },
  'POST /api/workspace/transfer': {
    sessionOnly: true,
    roles: OWNER,
    call: () => post('/api/workspace/transfer', { userId: NO_SUCH }),
    foreign: (f) => post('/api/workspace/transfer', { userId: f.adminId }),
    expect: notFound(WorkspaceMessages.memberNotFound),
  },
  'Mutation.transferOwnership': {
    sessionOnly: true,
    roles: OWNER,
    call: () => gql('mutation($id: ID!) { transferOwnership(userId: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { transferOwnership(userId: $id) { id } }', { id: f.adminId }),
    expect: notFound(WorkspaceMessages.memberNotFound),
  },
  // A name that is not the workspace's is refused after the guard: nothing is deleted.
  'DELETE /api/workspace': {
    sessionOnly: true,
    roles: OWNER,
    call: () => del('/api/workspace', { confirmName: 'not the name' }),
  },
  'Mutation.deleteWorkspace': {
    sessionOnly: true,
    roles: OWNER,
    call: () => gql('mutation { deleteWorkspace(confirmName: "not the name") { token } }'),
  },
  // The owner is refused by the service (the guard lets every role through); an admin or member
  // who leaves is put back after the call.
  'Mutation.leaveWorkspace': { sessionOnly: true, roles: ANY, call: () => gql('mutation { leaveWorkspace { token } }') },

  // ---- invitations (wt/invites) ----
  'GET /api/workspace/invitations': { roles: ADMINS, call: () => get('/api/workspace/invitations') },
  'Query.invitations': { roles: ADMINS, call: () => gql('{ invitations { id } }') },
  // An invalid e-mail is refused by validation: nobody is invited.
  'POST /api/workspace/invitations': {
    sessionOnly: true,
    roles: ADMINS,
    call: () => post('/api/workspace/invitations', { email: 'not-an-email', role: 'member' }),
  },
  'Mutation.inviteMember': {
    sessionOnly: true,
    roles: ADMINS,
    call: () => gql('mutation { inviteMember(input: { email: "not-an-email", role: "member" }) { id } }'),
  },
  'POST /api/workspace/invitations/:id/resend': {
    sessionOnly: true,
    roles: ADMINS,
    call: () => post(`/api/workspace/invitations/${NO_SUCH}/resend`),
    foreign: (f) => post(`/api/workspace/invitations/${need(f.invitationId, 'invitationId')}/resend`),
    expect: notFound(InvitationMessages.notFound),
  },
  'Mutation.resendInvitation': {
    sessionOnly: true,
    roles: ADMINS,
    call: () => gql('mutation($id: ID!) { resendInvitation(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { resendInvitation(id: $id) { id } }', { id: need(f.invitationId, 'invitationId') }),
    expect: notFound(InvitationMessages.notFound),
  },
  'DELETE /api/workspace/invitations/:id': {
    roles: ADMINS,
    call: () => del(`/api/workspace/invitations/${NO_SUCH}`),
    foreign: (f) => del(`/api/workspace/invitations/${need(f.invitationId, 'invitationId')}`),
    expect: notFound(InvitationMessages.notFound),
  },
  'Mutation.revokeInvitation': {
    roles: ADMINS,
    call: () => gql('mutation($id: ID!) { revokeInvitation(id: $id) }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { revokeInvitation(id: $id) }', { id: need(f.invitationId, 'invitationId') }),
    expect: notFound(InvitationMessages.notFound),
  },
  // The invitation token travels only by e-mail (stored hashed): a token nothing was issued for
  // must answer "not found" and change nothing.
  'GET /api/invitations/:token': {
    public: 'the invitation preview: the token is the credential',
    foreign: () => get(`/api/invitations/${NO_TOKEN}`),
    expect: notFound(InvitationMessages.linkInvalid),
  },
  'Query.invitation': {
    public: 'the invitation preview: the token is the credential',
    foreign: () => gql('query($t: String!) { invitation(token: $t) { workspaceName } }', { t: NO_TOKEN }),
    expect: notFound(InvitationMessages.linkInvalid),
  },
  'POST /api/invitations/:token/accept': {
    sessionOnly: true,
    roles: ANY,
    call: () => post(`/api/invitations/${NO_TOKEN}/accept`),
    foreign: () => post(`/api/invitations/${NO_TOKEN}/accept`),
    expect: notFound(InvitationMessages.linkInvalid),
  },
  'Mutation.acceptInvitation': {
    sessionOnly: true,
    roles: ANY,
    call: () => gql('mutation($t: String!) { acceptInvitation(token: $t) { token } }', { t: NO_TOKEN }),
    foreign: () => gql('mutation($t: String!) { acceptInvitation(token: $t) { token } }', { t: NO_TOKEN }),
    expect: notFound(InvitationMessages.linkInvalid),
  },

  // ---- API keys (wt/apikeys) ----
  'GET /api/workspace/api-keys': { roles: ADMINS, call: () => get('/api/workspace/api-keys') },
  'Query.apiKeys': { roles: ADMINS, call: () => gql('{ apiKeys { id } }') },
  // A blank name is refused by validation: no key is made.
  'POST /api/workspace/api-keys': {
    roles: ADMINS,
    call: () => post('/api/workspace/api-keys', { name: '', role: 'member' }),
  },
  'Mutation.createApiKey': {
    roles: ADMINS,
    call: () => gql('mutation { createApiKey(input: { name: "", role: "member" }) { secret } }'),
  },
  'DELETE /api/workspace/api-keys/:id': {
    roles: ADMINS,
    call: () => del(`/api/workspace/api-keys/${NO_SUCH}`),
    foreign: (f) => del(`/api/workspace/api-keys/${need(f.apiKeyId, 'apiKeyId')}`),
    expect: notFound(ApiKeyMessages.notFound),
  },
  'Mutation.revokeApiKey': {
    roles: ADMINS,
    call: () => gql('mutation($id: ID!) { revokeApiKey(id: $id) }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { revokeApiKey(id: $id) }', { id: need(f.apiKeyId, 'apiKeyId') }),
    expect: notFound(ApiKeyMessages.notFound),
  },

  // ---- catalogue: any member; an empty name is refused by validation ----
  'GET /api/items': { roles: ANY, call: () => get('/api/items?search=design') },
  'Query.catalogueItems': { roles: ANY, call: () => gql('{ catalogueItems { totalCount } }') },
  'POST /api/items': { roles: ANY, call: () => post('/api/items', { ...ITEM, name: '' }) },
  'Mutation.createCatalogueItem': {
    roles: ANY,
    call: () => gql('mutation($input: CatalogueItemInput!) { createCatalogueItem(input: $input) { id } }', {
      input: { ...ITEM, name: '' },
    }),
  },
  'GET /api/items/:id': {
    roles: ANY,
    call: () => get(`/api/items/${NO_SUCH}`),
    foreign: (f) => get(`/api/items/${f.catalogueItemId}`),
    expect: ITEM_NOT_FOUND,
  },
  'Query.catalogueItem': {
    roles: ANY,
    call: () => gql('query($id: ID!) { catalogueItem(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('query($id: ID!) { catalogueItem(id: $id) { id } }', { id: f.catalogueItemId }),
    expect: ITEM_NOT_FOUND,
  },
  'PUT /api/items/:id': {
    roles: ANY,
    call: () => put(`/api/items/${NO_SUCH}`, ITEM),
    foreign: (f) => put(`/api/items/${f.catalogueItemId}`, ITEM),
    expect: ITEM_NOT_FOUND,
  },
  'Mutation.updateCatalogueItem': {
    roles: ANY,
    call: () => updateItem(NO_SUCH),
    foreign: (f) => updateItem(f.catalogueItemId),
    expect: ITEM_NOT_FOUND,
  },
  'POST /api/items/:id/archive': {
    roles: ANY,
    call: () => post(`/api/items/${NO_SUCH}/archive`),
    foreign: (f) => post(`/api/items/${f.catalogueItemId}/archive`),
    expect: ITEM_NOT_FOUND,
  },
  'POST /api/items/:id/restore': {
    roles: ANY,
    call: () => post(`/api/items/${NO_SUCH}/restore`),
    foreign: (f) => post(`/api/items/${f.catalogueItemId}/restore`),
    expect: ITEM_NOT_FOUND,
  },
  'Mutation.setCatalogueItemArchived': {
    roles: ANY,
    call: () => archiveItem(NO_SUCH),
    foreign: (f) => archiveItem(f.catalogueItemId),
    expect: ITEM_NOT_FOUND,
  },
  'DELETE /api/items/:id': {
    roles: ANY,
    call: () => del(`/api/items/${NO_SUCH}`),
    foreign: (f) => del(`/api/items/${f.catalogueItemId}`),
    expect: ITEM_NOT_FOUND,
  },
  'Mutation.deleteCatalogueItem': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { deleteCatalogueItem(id: $id) }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { deleteCatalogueItem(id: $id) }', { id: f.catalogueItemId }),
    expect: ITEM_NOT_FOUND,
  },

  // ---- CSV exports: any member; each holds only the caller's workspace's rows
  // (exports.integration-spec checks another workspace's export holds none of them) ----
  'GET /api/exports/:file': {
    roles: ANY,
    call: () => get('/api/exports/clients.csv'),
    // The name is a file, not a record: B gets B's own export (200), never A's rows, which
    // exports.integration-spec checks in the bytes of every export.
    foreign: () => get('/api/exports/proposals.csv'),
    expect: { status: 200 },
  },

  // ---- custom fields: any member reads the definitions; owners and admins keep them (a value
  // naming another workspace's field is refused as unknown: custom-fields.integration-spec) ----
  'GET /api/custom-fields': { roles: ANY, call: () => get('/api/custom-fields') },
  'Query.customFields': { roles: ANY, call: () => gql('{ customFields { id } }') },
  'POST /api/custom-fields': {
    roles: ADMINS,
    call: () => post('/api/custom-fields', { label: '', target: 'client' }),
  },
  'Mutation.createCustomField': {
    roles: ADMINS,
    call: () =>
      gql('mutation($input: CustomFieldInput!) { createCustomField(input: $input) { id } }', {
        input: { label: '', target: 'client' },
      }),
  },
  'POST /api/custom-fields/reorder': {
    roles: ADMINS,
    // An id the target does not hold: refused whole, nothing moves.
    call: () => post('/api/custom-fields/reorder', { target: 'client', ids: [NO_SUCH] }),
    foreign: (f) => post('/api/custom-fields/reorder', { target: 'client', ids: [f.customFieldId] }),
    expect: { status: 400, message: `ids: ${CustomFieldMessages.reorderIncomplete}` },
    why: "A reorder names every field of the caller's target: A's id is not one of B's, as any unknown id.",
  },
  'Mutation.reorderCustomFields': {
    roles: ADMINS,
    call: () =>
      gql('mutation($input: CustomFieldOrderInput!) { reorderCustomFields(input: $input) { id } }', {
        input: { target: 'client', ids: [NO_SUCH] },
      }),
    foreign: (f) =>
      gql('mutation($input: CustomFieldOrderInput!) { reorderCustomFields(input: $input) { id } }', {
        input: { target: 'client', ids: [f.customFieldId] },
      }),
    expect: { status: 400, message: `ids: ${CustomFieldMessages.reorderIncomplete}` },
    why: "A reorder names every field of the caller's target: A's id is not one of B's, as any unknown id.",
  },
  'PUT /api/custom-fields/:id': {
    roles: ADMINS,
    call: () => put(`/api/custom-fields/${NO_SUCH}`, { label: 'Mallory' }),
    foreign: (f) => put(`/api/custom-fields/${f.customFieldId}`, { label: 'Mallory' }),
    expect: CUSTOM_FIELD_NOT_FOUND,
  },
  'Mutation.updateCustomField': {
    roles: ADMINS,
    call: () => updateCustomField(NO_SUCH),
    foreign: (f) => updateCustomField(f.customFieldId),
    expect: CUSTOM_FIELD_NOT_FOUND,
  },
  'DELETE /api/custom-fields/:id': {
    roles: ADMINS,
    call: () => del(`/api/custom-fields/${NO_SUCH}`),
    foreign: (f) => del(`/api/custom-fields/${f.customFieldId}`),
    expect: CUSTOM_FIELD_NOT_FOUND,
  },
  'Mutation.deleteCustomField': {
    roles: ADMINS,
    call: () => deleteCustomField(NO_SUCH),
    foreign: (f) => deleteCustomField(f.customFieldId),
    expect: CUSTOM_FIELD_NOT_FOUND,
  },

  // ---- tax rates: any member reads them; owners and admins keep them ----
  'GET /api/tax-rates': { roles: ANY, call: () => get('/api/tax-rates') },
  'Query.taxRates': { roles: ANY, call: () => gql('{ taxRates { id } }') },
  'POST /api/tax-rates': {
    roles: ADMINS,
    call: () => post('/api/tax-rates', { ...TAX_RATE, percent: 101 }),
  },
  'Mutation.createTaxRate': {
    roles: ADMINS,
    call: () =>
      gql('mutation($input: TaxRateInput!) { createTaxRate(input: $input) { id } }', {
        input: { ...TAX_RATE, percent: 101 },
      }),
  },
  'PUT /api/tax-rates/:id': {
    roles: ADMINS,
    call: () => put(`/api/tax-rates/${NO_SUCH}`, TAX_RATE),
    foreign: (f) => put(`/api/tax-rates/${f.taxRateId}`, TAX_RATE),
    expect: TAX_RATE_NOT_FOUND,
  },
  'Mutation.updateTaxRate': {
    roles: ADMINS,
    call: () => updateTaxRate(NO_SUCH),
    foreign: (f) => updateTaxRate(f.taxRateId),
    expect: TAX_RATE_NOT_FOUND,
  },
  'POST /api/tax-rates/:id/archive': {
    roles: ADMINS,
    call: () => post(`/api/tax-rates/${NO_SUCH}/archive`),
    foreign: (f) => post(`/api/tax-rates/${f.taxRateId}/archive`),
    expect: TAX_RATE_NOT_FOUND,
  },
  'POST /api/tax-rates/:id/restore': {
    roles: ADMINS,
    call: () => post(`/api/tax-rates/${NO_SUCH}/restore`),
    foreign: (f) => post(`/api/tax-rates/${f.taxRateId}/restore`),
    expect: TAX_RATE_NOT_FOUND,
  },
  'Mutation.setTaxRateArchived': {
    roles: ADMINS,
    call: () => archiveTaxRate(NO_SUCH),
    foreign: (f) => archiveTaxRate(f.taxRateId),
    expect: TAX_RATE_NOT_FOUND,
  },
  'DELETE /api/tax-rates/:id': {
    roles: ADMINS,
    call: () => del(`/api/tax-rates/${NO_SUCH}`),
    foreign: (f) => del(`/api/tax-rates/${f.taxRateId}`),
    expect: TAX_RATE_NOT_FOUND,
  },
  'Mutation.deleteTaxRate': {
    roles: ADMINS,
    call: () => gql('mutation($id: ID!) { deleteTaxRate(id: $id) }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { deleteTaxRate(id: $id) }', { id: f.taxRateId }),
    expect: TAX_RATE_NOT_FOUND,
  },

  // ---- CSV imports: any member; an upload is its own user's, in its workspace ----
  'POST /api/imports/:kind': {
    roles: ANY,
    // A JSON body is not a file: refused (415) after the guard, nothing kept.
    call: () => post('/api/imports/clients'),
    // The name is a kind, not a record: B's upload would go to B's own workspace.
    foreign: () => post('/api/imports/items'),
    expect: { status: 415, message: ImportMessages.notCsv },
    why: 'the path names a kind of record, not one of A\'s records',
  },
  'POST /api/imports/:id/check': {
    roles: ANY,
    call: () => post(`/api/imports/${NO_SUCH}/check`, IMPORT_RUN),
    foreign: (f) => post(`/api/imports/${f.importId}/check`, IMPORT_RUN),
    expect: IMPORT_NOT_FOUND,
  },
  'POST /api/imports/:id/commit': {
    roles: ANY,
    call: () => post(`/api/imports/${NO_SUCH}/commit`, IMPORT_RUN),
    foreign: (f) => post(`/api/imports/${f.importId}/commit`, IMPORT_RUN),
    expect: IMPORT_NOT_FOUND,
  },

  // ---- clients: any member; an empty name is refused by validation ----
  'GET /api/clients': { roles: ANY, call: () => get('/api/clients?search=globex') },
  'Query.clients': { roles: ANY, call: () => gql('{ clients { totalCount } }') },
  'POST /api/clients': { roles: ANY, call: () => post('/api/clients', { ...CLIENT, name: '' }) },
  'Mutation.createClient': {
    roles: ANY,
    call: () =>
      gql('mutation($input: ClientInput!) { createClient(input: $input) { id } }', {
        input: { ...CLIENT, name: '' },
      }),
  },
  'GET /api/clients/:id/summary': {
    roles: ANY,
    call: () => get(`/api/clients/${NO_SUCH}/summary`),
    foreign: (f) => get(`/api/clients/${f.clientId}/summary`),
    expect: CLIENT_NOT_FOUND,
  },
  'Query.clientSummary': {
    roles: ANY,
    call: () => gql('query($id: ID!) { clientSummary(id: $id) { proposalCount } }', { id: NO_SUCH }),
    foreign: (f) =>
      gql('query($id: ID!) { clientSummary(id: $id) { proposalCount } }', { id: f.clientId }),
    expect: CLIENT_NOT_FOUND,
  },
  'GET /api/clients/:id': {
    roles: ANY,
    call: () => get(`/api/clients/${NO_SUCH}`),
    foreign: (f) => get(`/api/clients/${f.clientId}`),
    expect: CLIENT_NOT_FOUND,
  },
  'Query.client': {
    roles: ANY,
    call: () => gql('query($id: ID!) { client(id: $id) { id } }', { id: NO_SUCH }),
    foreign: (f) => gql('query($id: ID!) { client(id: $id) { id } }', { id: f.clientId }),
    expect: CLIENT_NOT_FOUND,
  },
  'PUT /api/clients/:id': {
    roles: ANY,
    call: () => put(`/api/clients/${NO_SUCH}`, CLIENT),
    foreign: (f) => put(`/api/clients/${f.clientId}`, CLIENT),
    expect: CLIENT_NOT_FOUND,
  },
  'Mutation.updateClient': {
    roles: ANY,
    call: () => updateClient(NO_SUCH),
    foreign: (f) => updateClient(f.clientId),
    expect: CLIENT_NOT_FOUND,
  },
  'POST /api/clients/:id/archive': {
    roles: ANY,
    call: () => post(`/api/clients/${NO_SUCH}/archive`),
    foreign: (f) => post(`/api/clients/${f.clientId}/archive`),
    expect: CLIENT_NOT_FOUND,
  },
  'POST /api/clients/:id/restore': {
    roles: ANY,
    call: () => post(`/api/clients/${NO_SUCH}/restore`),
    foreign: (f) => post(`/api/clients/${f.clientId}/restore`),
    expect: CLIENT_NOT_FOUND,
  },
  'Mutation.setClientArchived': {
    roles: ANY,
    call: () => archiveClient(NO_SUCH),
    foreign: (f) => archiveClient(f.clientId),
    expect: CLIENT_NOT_FOUND,
  },
  // A's client has documents, so even a delete that got past the workspace check would be
  // refused; the foreign case must answer 404 first.
  'DELETE /api/clients/:id': {
    roles: ANY,
    call: () => del(`/api/clients/${NO_SUCH}`),
    foreign: (f) => del(`/api/clients/${f.clientId}`),
    expect: CLIENT_NOT_FOUND,
  },
  'Mutation.deleteClient': {
    roles: ANY,
    call: () => gql('mutation($id: ID!) { deleteClient(id: $id) }', { id: NO_SUCH }),
    foreign: (f) => gql('mutation($id: ID!) { deleteClient(id: $id) }', { id: f.clientId }),
    expect: CLIENT_NOT_FOUND,
  },
};

function updateTaxRate(id: string): Call {
  return gql(
    'mutation($id: ID!, $input: TaxRateInput!) { updateTaxRate(id: $id, input: $input) { id } }',
    { id, input: TAX_RATE },
  );
}

function archiveTaxRate(id: string): Call {
  return gql('mutation($id: ID!) { setTaxRateArchived(id: $id, archived: true) { id } }', { id });
}

function updateClient(id: string): Call {
  return gql(
    'mutation($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { id } }',
    {
      id,
      input: CLIENT,
    },
  );
}

function archiveClient(id: string): Call {
  return gql('mutation($id: ID!) { setClientArchived(id: $id, archived: true) { id } }', { id });
}

function updateItem(id: string): Call {
  return gql(
    'mutation($id: ID!, $input: CatalogueItemInput!) { updateCatalogueItem(id: $id, input: $input) { id } }',
    { id, input: ITEM },
  );
}
function archiveItem(id: string): Call {
  return gql('mutation($id: ID!) { setCatalogueItemArchived(id: $id, archived: true) { id } }', {
    id,
  });
}

function updateProposal(id: string): Call {
  return gql(
    'mutation($id: ID!, $input: ProposalInput!) { updateProposal(id: $id, input: $input) { id } }',
    {
      id,
      input: proposalPayload({ clientName: 'Mallory' }),
    },
  );
}
function updateInvoice(id: string): Call {
  return gql(
    'mutation($id: ID!, $input: InvoiceInput!) { updateInvoice(id: $id, input: $input) { id } }',
    {
      id,
      input: invoicePayload({ clientName: 'Mallory' }),
    },
  );
}
/** A valid schedule copying `templateInvoiceId` (far ahead: never due on the real clock). */
function recurringInput(templateInvoiceId: string) {
  return {
    templateInvoiceId,
    frequency: 'month',
    startDate: '2096-01-31',
    sendAutomatically: false,
  };
}
function createSchedule(input: object): Call {
  return gql(
    'mutation($input: RecurringScheduleInput!) { createRecurringSchedule(input: $input) { id } }',
    { input },
  );
}
function scheduleQuery(id: string): Call {
  return gql('query($id: ID!) { recurringSchedule(id: $id) { id nextDates } }', { id });
}
function updateSchedule(id: string, templateInvoiceId: string): Call {
  return gql(
    'mutation($id: ID!, $input: RecurringScheduleInput!) { updateRecurringSchedule(id: $id, input: $input) { id } }',
    { id, input: recurringInput(templateInvoiceId) },
  );
}
function scheduleMutation(
  name: 'pauseRecurringSchedule' | 'resumeRecurringSchedule',
  id: string,
): Call {
  return gql(`mutation($id: ID!) { ${name}(id: $id) { id } }`, { id });
}
function createLink(documentId: string): Call {
  return gql(
    'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { id } }',
    {
      input: { documentKind: 'proposal', documentId },
    },
  );
}
function setReminders(documentId: string): Call {
  return gql('mutation($input: DocumentRemindersInput!) { setDocumentReminders(input: $input) }', {
    input: { documentKind: 'proposal', documentId, enabled: false },
  });
}
/** A fixture that comes from a branch not merged yet: say so instead of calling with `undefined`. */
function need(value: string | undefined, name: string): string {
  if (!value) throw new Error(`fixture ${name} is missing: its mutation is not on this branch yet`);
  return value;
}

const GUARD_MESSAGES: string[] = [WorkspaceMessages.ownerOnly, WorkspaceMessages.adminOnly];
const ENTRIES = Object.entries(CASES);
const FOREIGN = ENTRIES.filter(([, c]) => c.foreign);
const GUARDED = ENTRIES.filter(([, c]) => !c.public);

describe('access: every route and operation, by workspace and by role', () => {
  let ctx: TestApp;
  /** The app listening on a port, for subscriptions' sockets. */
  let url: string;
  let inventory: string[];
  let f: Fixtures;
  let ownerA: SignedUpUser;
  let ownerB: SignedUpUser;
  const tokenA: Partial<Record<WorkspaceRole, string>> = {};
  const apiKeys = new Map<string, Promise<{ id: string; secret: string }>>();
  let snapshotSql: string;
  let ip = 0;

  const db = () => ctx.app.get(DataSource);
  const issue = (userId: string, workspaceId: string) =>
    ctx.app.get(TokenService).issue(userId, workspaceId);

  /** Sends a call with a bearer credential, from a fresh client IP (per-IP limits stay out). */
  async function send(
    call: Call,
    bearer?: string,
  ): Promise<{ status: number; message?: string; code?: string; data?: unknown }> {
    const from = `192.0.${Math.floor(++ip / 250) % 250}.${ip % 250}`;
    if ('subscription' in call) {
      try {
        await (await subscribe(url, bearer ?? null, call.subscription)).close();
        return { status: 200, data: 'live' };
      } catch (error) {
        const refused = error as SubscriptionRefused;
        const code = refused.errors[0]?.extensions?.code as keyof typeof httpStatusOf | undefined;
        // A socket refused on connecting (4403) is the transport's 401.
        if (refused.code) return { status: 401, message: refused.reason };
        return {
          status: code ? httpStatusOf[code] : 400,
          message: refused.errors[0]?.message,
          code,
        };
      }
    }
    if ('graphql' in call) {
      const request = ctx.http().post('/graphql').set('x-forwarded-for', from);
      if (bearer) request.set('authorization', `Bearer ${bearer}`);
      const { body, status } = await request.send({
        query: call.graphql,
        variables: call.variables,
      });
      const error = body.errors?.[0];
      if (!error) return { status, data: body.data };
      const code = error.extensions?.code as keyof typeof httpStatusOf;
      return { status: httpStatusOf[code] ?? 400, message: error.message, code };
    }
    const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const request = ctx.http()[method](call.path).set('x-forwarded-for', from);
    if (bearer) request.set('authorization', `Bearer ${bearer}`);
    if (call.headers) request.set(call.headers);
    const response = await (call.body ? request.send(call.body) : request);
    return { status: response.status, message: response.body?.message };
  }

  /** Every row of workspace A: each table with a workspace_id, the workspace and its people. */
  async function snapshot(): Promise<unknown> {
    const [{ rows }] = await db().query(snapshotSql, [f.workspaceId]);
    return rows;
  }

  /** A workspace API key (role admin: the most a key can hold), made by its owner. */
  function apiKeyFor(owner: SignedUpUser): Promise<{ id: string; secret: string }> {
    if (!apiKeys.has(owner.workspaceId)) {
      apiKeys.set(
        owner.workspaceId,
        (async () => {
          const { data, errors } = await ctx.graphql<{
            createApiKey: { secret: string; apiKey: { id: string } };
          }>(
            'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id } } }',
            { input: { name: 'Isolation test', role: 'admin' } },
            owner.token,
          );
          if (!data?.createApiKey)
            throw new Error(
              `apiKeyFor: createApiKey failed (${errors?.[0]?.message}). API keys come from wt/apikeys; these cases pass once it is merged.`,
            );
          return { id: data.createApiKey.apiKey.id, secret: data.createApiKey.secret };
        })(),
      );
    }
    return apiKeys.get(owner.workspaceId)!;
  }

  /**
   * Puts A back as it was after a role call that acts when allowed: the admin and member in
   * their roles (leaveWorkspace), the plan renewing (the owner's cancelSubscription).
   */
  async function restoreWorkspaceA(): Promise<void> {
    await db().query('UPDATE workspaces SET cancel_at_period_end = false WHERE id = $1', [
      f.workspaceId,
    ]);
    await db().query(
      `INSERT INTO workspace_members (workspace_id, user_id, role)
       VALUES ($1, $2, 'admin'), ($1, $3, 'member')
       ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
      [f.workspaceId, f.adminId, f.memberId],
    );
  }

  beforeAll(async () => {
    ctx = await bootApp({ WEB_ORIGIN: ORIGIN, PUBLIC_URL: 'https://app.dealdraft.test' });
    await ctx.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(ctx.app.getHttpServer().address() as AddressInfo).port}`;
    inventory = routeInventory(ctx.app);

    ownerA = await ctx.newUser({ name: 'Ada Owner' });
    ownerB = await ctx.newUser({ name: 'Eve Other' });
    const admin = await ctx.newUser({ name: 'Alan Admin' });
    const member = await ctx.newUser({ name: 'Grace Member' });
    for (const owner of [ownerA, ownerB]) await ctx.upgrade(owner);
    // Business: seats for the admin and the member, and for an invitation.
    await db().query(`UPDATE workspaces SET plan = 'business' WHERE id = $1`, [ownerA.workspaceId]);
    // Invitations are built on another branch: the admin and the member join by INSERT.
    await db().query(
      `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'admin'), ($1, $3, 'member')`,
      [ownerA.workspaceId, admin.id, member.id],
    );
    tokenA.owner = ownerA.token;
    tokenA.admin = await issue(admin.id, ownerA.workspaceId);
    tokenA.member = await issue(member.id, ownerA.workspaceId);

    const proposal = await ctx.create(ownerA, 'proposals', proposalPayload());
    // Sent: a draft takes no payment, and the fixtures record one on it.
    const invoice = await ctx.create(ownerA, 'invoices', invoicePayload({ status: 'sent' }));
    await ctx.create(ownerB, 'proposals', proposalPayload({ clientName: 'B Client' }));
    const sent = await ctx
      .http()
      .post(`/api/proposals/${proposal.id}/send`)
      .auth(ownerA.token, { type: 'bearer' })
      .expect(202);
    const link = async () => {
      const { data, errors } = await ctx.graphql<{ createClientLink: { id: string; url: string } }>(
        'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { id url } }',
        { input: { documentKind: 'proposal', documentId: proposal.id } },
        ownerA.token,
      );
      if (!data) throw new Error(JSON.stringify(errors));
      return { id: data.createClientLink.id, token: data.createClientLink.url.split('/c/')[1] };
    };
    // A second link revokes the first: the first token is dead, the second link is live.
    const dead = await link();
    const live = await link();
    await db().query(
      `INSERT INTO reminders (workspace_id, document_kind, document_id, step, day, recipient, status)
       VALUES ($1, 'proposal', $2, 3, '2026-11-26', 'hank@globex.example', 'sent')`,
      [ownerA.workspaceId, proposal.id],
    );
    const [{ id: notificationId }] = await db().query(
      `INSERT INTO notifications (workspace_id, document_kind, document_id, message)
       VALUES ($1, 'proposal', $2, 'Globex Corporation opened your proposal.') RETURNING id`,
      [ownerA.workspaceId, proposal.id],
    );
    const checkout = await ctx
      .http()
      .post('/api/subscription/subscribe')
      .auth(ownerA.token, { type: 'bearer' })
      .send({ plan: 'freelancer', successUrl: `${ORIGIN}/s`, cancelUrl: `${ORIGIN}/c` })
      .expect(200);

    f = {
      workspaceId: ownerA.workspaceId,
      ownerId: ownerA.id,
      adminId: admin.id,
      memberId: member.id,
      proposalId: proposal.id,
      invoiceId: invoice.id,
      paymentId: (
        await ctx
          .http()
          .post(`/api/invoices/${invoice.id}/payments`)
          .auth(ownerA.token, { type: 'bearer' })
          .send({ amount: 1, method: 'bank_transfer' })
          .expect(201)
      ).body.data.payment.id,
      creditNoteId: (
        await ctx
          .http()
          .post(`/api/invoices/${invoice.id}/credit-notes`)
          .auth(ownerA.token, { type: 'bearer' })
          .send({ amount: 1, reason: 'Goodwill' })
          .expect(201)
      ).body.data.creditNote.id,
      scheduleId: (
        await ctx
          .http()
          .post('/api/recurring-invoices')
          .auth(ownerA.token, { type: 'bearer' })
          .send(recurringInput(invoice.id))
          .expect(201)
      ).body.data.id,
      clientCreditId: (
        await db().query<{ id: string }[]>(
          `INSERT INTO client_credits (workspace_id, client_name, invoice_id, invoice_number,
             currency, amount_minor, reason, gateway_object_id, received_on)
           VALUES ($1, 'Globex Corporation', $2, 'INV-0001', 'USD', 12000, 'already_paid',
             'cs_test_isolation', '2026-11-26') RETURNING id`,
          [ownerA.workspaceId, invoice.id],
        )
      )[0].id,
      sendId: sent.body.data.id,
      linkId: live.id,
      deadLinkToken: dead.token,
      notificationId,
      catalogueItemId: (await ctx.create(ownerA, 'items', { ...ITEM, name: 'Website design' })).id,
      // Saving the proposal made A's client from its details.
      clientId: proposal.clientId,
      taxRateId: (
        await ctx
          .http()
          .post('/api/tax-rates')
          .auth(ownerA.token, { type: 'bearer' })
          .send({ name: 'VAT', percent: 20 })
          .expect(201)
      ).body.data.id,
      customFieldId: (
        await ctx
          .http()
          .post('/api/custom-fields')
          .auth(ownerA.token, { type: 'bearer' })
          .send({ label: 'PO contact', target: 'client' })
          .expect(201)
      ).body.data.id,
      importId: (
        await ctx
          .http()
          .post('/api/imports/clients')
          .auth(ownerA.token, { type: 'bearer' })
          .set('Content-Type', 'text/csv')
          .send('Name,Email\nImported Ivy,ivy@example.com\n')
          .expect(201)
      ).body.data.id,
      checkoutSession: new URL(checkout.body.data.url).searchParams.get('session')!,
    };
    // From branches not merged yet: absent here, present after the merge.
    if (inventory.includes('Mutation.inviteMember')) {
      const { data } = await ctx.graphql<{ inviteMember: { id: string } }>(
        'mutation { inviteMember(input: { email: "new.teammate@example.com", role: "member" }) { id } }',
        {},
        ownerA.token,
      );
      f.invitationId = data?.inviteMember.id;
    }
    if (inventory.includes('Mutation.createApiKey')) f.apiKeyId = (await apiKeyFor(ownerA)).id;

    const tables: { table_name: string }[] = await db().query(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'workspace_id' ORDER BY table_name`,
    );
    const owned = tables.map(
      ({ table_name: t }) =>
        `'${t}', (SELECT coalesce(json_agg(t ORDER BY to_jsonb(t)::text), '[]') FROM "${t}" t WHERE t.workspace_id = $1)`,
    );
    snapshotSql = `SELECT json_build_object(
        'workspaces', (SELECT json_agg(w) FROM workspaces w WHERE w.id = $1),
        'users', (SELECT json_agg(u ORDER BY u.id) FROM users u
                   WHERE u.id IN (SELECT user_id FROM workspace_members WHERE workspace_id = $1)),
        ${owned.join(',\n        ')}) AS rows`;
  });
  afterAll(() => ctx?.close());

  it('has one case for every REST route and GraphQL operation of the app, and no other', () => {
    const cased = Object.keys(CASES).sort();
    expect({
      withoutCase: inventory.filter((key) => !(key in CASES)),
      stale: cased.filter((key) => !inventory.includes(key)),
    }).toEqual({ withoutCase: [], stale: [] });
  });

  it('has an isolation case for every route and operation that takes an id or token', () => {
    // The PDF routes read the record's id from the body and the download token from the query.
    const bodyOrQuery = [
      'POST /api/pdf/proposal',
      'POST /api/pdf/invoice',
      'GET /api/pdf/download',
    ];
    const taking = [...idTakingOperations(ctx.app), ...bodyOrQuery];
    expect(taking.filter((key) => !CASES[key]?.foreign)).toEqual([]);
  });

  it('snapshots rows of every owned table of workspace A', async () => {
    const rows = (await snapshot()) as Record<string, unknown[]>;
    for (const table of [
      'proposals',
      'invoices',
      'credit_notes',
      'recurring_schedules',
      'email_sends',
      'client_links',
      'reminders',
      'notifications',
      'workspace_members',
      'catalogue_items',
      'custom_fields',
      'clients',
    ])
      expect(rows[table]?.length).toBeGreaterThan(0);
  });

  /** Calls `call` as `bearer`, expects `expected`, and A's rows untouched. */
  async function expectIsolated(call: Call, bearer: string | undefined, expected: Expected) {
    const before = await snapshot();
    const { status, message, data } = await send(call, bearer);
    expect({ status, message, data }).toEqual({ message, data, ...expected });
    expect(await snapshot()).toEqual(before);
  }

  const present = (key: string) => {
    if (!inventory.includes(key)) throw new Error(`${key} is not in the app: a stale case`);
  };

  describe('isolation, with a session token of workspace B', () => {
    it.each(FOREIGN)("%s: A's record answers not found and changes nothing", async (key, c) => {
      present(key);
      await expectIsolated(c.foreign!(f), ownerB.token, c.expect ?? notFound());
    });
  });

  describe('isolation, with an API key of workspace B', () => {
    it.each(FOREIGN.filter(([, c]) => !c.public))(
      "%s: A's record answers not found and changes nothing",
      async (key, c) => {
        const apiKey = await apiKeyFor(ownerB);
        present(key);
        // A key holds at most the admin role: an owner-only entry refuses it before any lookup,
        // and so does an entry only a person's session may call.
        const expected = !c.roles!.includes('admin')
          ? { status: 403, message: WorkspaceMessages.ownerOnly }
          : c.sessionOnly
            ? { status: 403, message: ApiKeyMessages.sessionOnly }
            : (c.expect ?? notFound());
        await expectIsolated(c.foreign!(f), apiKey.secret, expected);
      },
    );
  });

  describe("what only a person's session may do, with an API key of workspace A", () => {
    let secret: string;
    beforeAll(async () => {
      const key = await apiKeyFor(ownerA);
      secret = key.secret;
      // Its first use stamps last_used_at; the calls under test then change nothing at all. The
      // stamp is written after the answer (it never holds a request up), so wait for it: a
      // case's snapshot must not catch it landing.
      await send(get('/api/workspace'), secret);
      for (let tries = 0; ; tries += 1) {
        const [row] = await db().query(
          'SELECT last_used_at FROM workspace_api_keys WHERE id = $1',
          [key.id],
        );
        if (row?.last_used_at || tries === 100) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });

    it.each(Object.entries(CASES).filter(([, c]) => c.sessionOnly && c.call))(
      '%s refuses the key with 403 and changes nothing',
      async (key, c) => {
        present(key);
        // A key is never the owner: an owner-only entry says so first.
        const message = c.roles!.includes('admin')
          ? ApiKeyMessages.sessionOnly
          : WorkspaceMessages.ownerOnly;
        await expectIsolated(c.call!(f), secret, { status: 403, message });
      },
    );
  });

  describe('roles in workspace A', () => {
    it.each(GUARDED)('%s', async (key, c) => {
      present(key);
      const refusal = {
        unchanged: true,
        status: 403,
        message: c.roles!.includes('admin')
          ? WorkspaceMessages.adminOnly
          : WorkspaceMessages.ownerOnly,
      };
      const answers: Record<string, unknown> = {};
      const wanted: Record<string, unknown> = {};
      for (const role of ANY) {
        const userId = { owner: f.ownerId, admin: f.adminId, member: f.memberId }[role];
        const bearer = c.spendsToken ? await issue(userId, f.workspaceId) : tokenA[role];
        const allowed = c.roles!.includes(role);
        // A refused call must change nothing (the guard answers before any work is done).
        const before = allowed ? undefined : await snapshot();
        const answer = await send(c.call!(f), bearer);
        const unchanged = allowed || isDeepStrictEqual(await snapshot(), before);
        await restoreWorkspaceA();
        if (allowed) {
          // Allowed: neither refused by the guard nor signed out; what follows is the entry's own
          // answer to a call that changes nothing (a read, a 404, a 400).
          // A call the schema refuses never reaches the guard: it would pass for nothing.
          const unchecked = answer.code !== undefined && !(answer.code in httpStatusOf);
          const guarded =
            answer.status === 401 ||
            (answer.status === 403 && GUARD_MESSAGES.includes(answer.message!));
          answers[role] = guarded || unchecked ? answer : 'allowed';
          wanted[role] = 'allowed';
        } else {
          answers[role] = { status: answer.status, message: answer.message, unchanged };
          wanted[role] = refusal;
        }
      }
      expect(answers).toEqual(wanted);
    });
  });
});
