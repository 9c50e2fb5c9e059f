/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": typeof types.MeDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": typeof types.SignupDocument,
    "fragment RecentDocumentFields on RecentDocument {\n  id\n  number\n  title\n  clientName\n  amount\n  status\n  emailOpenCount\n  createdAt\n}": typeof types.RecentDocumentFieldsFragmentDoc,
    "query Stats {\n  stats {\n    proposalsGenerated\n    proposalsUsed\n    proposalsLimit\n    invoicesGenerated\n    invoicesUsed\n    invoicesLimit\n    emailsSent\n    proposalsTotalValue\n    invoicesTotalAmount\n    plan\n    valueByMonth {\n      month\n      proposalsValue\n      invoicesAmount\n    }\n    proposalsByStatus {\n      status\n      count\n    }\n    invoicesByStatus {\n      status\n      count\n    }\n    recentProposals {\n      ...RecentDocumentFields\n    }\n    recentInvoices {\n      ...RecentDocumentFields\n    }\n  }\n}": typeof types.StatsDocument,
    "mutation CreateInvoice($input: InvoiceInput!) {\n  createInvoice(input: $input) {\n    ...InvoiceFields\n  }\n}": typeof types.CreateInvoiceDocument,
    "mutation DeleteInvoice($id: ID!) {\n  deleteInvoice(id: $id)\n}": typeof types.DeleteInvoiceDocument,
    "query InvoiceEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}": typeof types.InvoiceEmailSendDocument,
    "fragment InvoiceFields on Invoice {\n  id\n  businessName\n  businessEmail\n  businessAddress\n  businessPhone\n  businessNumber\n  clientName\n  clientEmail\n  clientAddress\n  clientPhone\n  clientMobile\n  clientFax\n  invoiceNumber\n  invoiceDate\n  dueDate\n  paymentTerms\n  lineItems {\n    description\n    extraDetails\n    rate\n    quantity\n    total\n  }\n  notes\n  status\n  amount\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n}": typeof types.InvoiceFieldsFragmentDoc,
    "mutation InvoicePdfLink($id: ID!, $preview: Boolean!) {\n  pdfLink(kind: invoice, id: $id, preview: $preview) {\n    url\n  }\n}": typeof types.InvoicePdfLinkDocument,
    "query Invoices($search: String, $status: String, $first: Int!, $after: String) {\n  invoices(search: $search, status: $status, first: $first, after: $after) {\n    nodes {\n      ...InvoiceFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.InvoicesDocument,
    "query LatestInvoice {\n  invoices(first: 1, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      businessName\n      businessEmail\n      businessAddress\n      businessPhone\n      businessNumber\n    }\n  }\n}": typeof types.LatestInvoiceDocument,
    "mutation SendInvoice($id: ID!) {\n  sendInvoice(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n  }\n}": typeof types.SendInvoiceDocument,
    "mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {\n  updateInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}": typeof types.UpdateInvoiceDocument,
    "query Profile {\n  profile {\n    name\n    email\n    plan\n    isSubscriptionActive\n    planStart\n    planEnd\n    cancelAtPeriodEnd\n    proposalsUsed\n    proposalsLimit\n    invoicesUsed\n    invoicesLimit\n  }\n}": typeof types.ProfileDocument,
    "mutation CreateProposal($input: ProposalInput!) {\n  createProposal(input: $input) {\n    ...ProposalFields\n  }\n}": typeof types.CreateProposalDocument,
    "mutation DeleteProposal($id: ID!) {\n  deleteProposal(id: $id)\n}": typeof types.DeleteProposalDocument,
    "query LatestProposal {\n  proposals(first: 1, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      companyName\n      companyEmail\n      companyAddress\n      companyPhone\n    }\n  }\n}": typeof types.LatestProposalDocument,
    "query ProposalEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}": typeof types.ProposalEmailSendDocument,
    "fragment ProposalFields on Proposal {\n  id\n  clientName\n  clientCompany\n  clientEmail\n  clientAddress\n  proposalTitle\n  proposalDate\n  expirationDate\n  proposalNumber\n  services {\n    description\n    price\n    quantity\n    subtotal\n  }\n  companyName\n  companyEmail\n  companyAddress\n  companyPhone\n  paymentTerms\n  additionalTerms\n  status\n  value\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n}": typeof types.ProposalFieldsFragmentDoc,
    "mutation ProposalPdfLink($id: ID!, $preview: Boolean!) {\n  pdfLink(kind: proposal, id: $id, preview: $preview) {\n    url\n  }\n}": typeof types.ProposalPdfLinkDocument,
    "query Proposals($search: String, $status: String, $first: Int!, $after: String) {\n  proposals(search: $search, status: $status, first: $first, after: $after) {\n    nodes {\n      ...ProposalFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.ProposalsDocument,
    "mutation SendProposal($id: ID!) {\n  sendProposal(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n  }\n}": typeof types.SendProposalDocument,
    "mutation UpdateProposal($id: ID!, $input: ProposalInput!) {\n  updateProposal(id: $id, input: $input) {\n    ...ProposalFields\n  }\n}": typeof types.UpdateProposalDocument,
    "query SearchInvoices($search: String!, $first: Int!) {\n  invoices(search: $search, first: $first) {\n    nodes {\n      id\n      invoiceNumber\n      clientName\n      clientEmail\n      invoiceDate\n      dueDate\n      amount\n      status\n      emailOpenCount\n      lineItems {\n        description\n        quantity\n        total\n      }\n    }\n  }\n}": typeof types.SearchInvoicesDocument,
    "query SearchProposals($search: String!, $first: Int!) {\n  proposals(search: $search, first: $first) {\n    nodes {\n      id\n      proposalNumber\n      proposalTitle\n      clientName\n      clientCompany\n      clientEmail\n      proposalDate\n      expirationDate\n      value\n      status\n      emailOpenCount\n      services {\n        description\n        quantity\n        subtotal\n      }\n    }\n  }\n}": typeof types.SearchProposalsDocument,
    "mutation CancelSubscription {\n  cancelSubscription\n}": typeof types.CancelSubscriptionDocument,
    "mutation PaySimulatedCheckout($session: String!) {\n  paySimulatedCheckout(session: $session) {\n    url\n  }\n}": typeof types.PaySimulatedCheckoutDocument,
    "query SimulatedCheckout($session: String!) {\n  simulatedCheckout(session: $session) {\n    plan\n    planName\n    price\n    successUrl\n    cancelUrl\n  }\n}": typeof types.SimulatedCheckoutDocument,
    "mutation Subscribe($input: CheckoutInput!) {\n  subscribe(input: $input) {\n    url\n  }\n}": typeof types.SubscribeDocument,
    "mutation UpgradeSubscription($input: CheckoutInput!) {\n  upgradeSubscription(input: $input) {\n    url\n  }\n}": typeof types.UpgradeSubscriptionDocument,
    "query Health {\n  health {\n    ok\n    database\n    redis\n  }\n}": typeof types.HealthDocument,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": types.MeDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": types.SignupDocument,
    "fragment RecentDocumentFields on RecentDocument {\n  id\n  number\n  title\n  clientName\n  amount\n  status\n  emailOpenCount\n  createdAt\n}": types.RecentDocumentFieldsFragmentDoc,
    "query Stats {\n  stats {\n    proposalsGenerated\n    proposalsUsed\n    proposalsLimit\n    invoicesGenerated\n    invoicesUsed\n    invoicesLimit\n    emailsSent\n    proposalsTotalValue\n    invoicesTotalAmount\n    plan\n    valueByMonth {\n      month\n      proposalsValue\n      invoicesAmount\n    }\n    proposalsByStatus {\n      status\n      count\n    }\n    invoicesByStatus {\n      status\n      count\n    }\n    recentProposals {\n      ...RecentDocumentFields\n    }\n    recentInvoices {\n      ...RecentDocumentFields\n    }\n  }\n}": types.StatsDocument,
    "mutation CreateInvoice($input: InvoiceInput!) {\n  createInvoice(input: $input) {\n    ...InvoiceFields\n  }\n}": types.CreateInvoiceDocument,
    "mutation DeleteInvoice($id: ID!) {\n  deleteInvoice(id: $id)\n}": types.DeleteInvoiceDocument,
    "query InvoiceEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}": types.InvoiceEmailSendDocument,
    "fragment InvoiceFields on Invoice {\n  id\n  businessName\n  businessEmail\n  businessAddress\n  businessPhone\n  businessNumber\n  clientName\n  clientEmail\n  clientAddress\n  clientPhone\n  clientMobile\n  clientFax\n  invoiceNumber\n  invoiceDate\n  dueDate\n  paymentTerms\n  lineItems {\n    description\n    extraDetails\n    rate\n    quantity\n    total\n  }\n  notes\n  status\n  amount\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n}": types.InvoiceFieldsFragmentDoc,
    "mutation InvoicePdfLink($id: ID!, $preview: Boolean!) {\n  pdfLink(kind: invoice, id: $id, preview: $preview) {\n    url\n  }\n}": types.InvoicePdfLinkDocument,
    "query Invoices($search: String, $status: String, $first: Int!, $after: String) {\n  invoices(search: $search, status: $status, first: $first, after: $after) {\n    nodes {\n      ...InvoiceFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.InvoicesDocument,
    "query LatestInvoice {\n  invoices(first: 1, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      businessName\n      businessEmail\n      businessAddress\n      businessPhone\n      businessNumber\n    }\n  }\n}": types.LatestInvoiceDocument,
    "mutation SendInvoice($id: ID!) {\n  sendInvoice(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n  }\n}": types.SendInvoiceDocument,
    "mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {\n  updateInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}": types.UpdateInvoiceDocument,
    "query Profile {\n  profile {\n    name\n    email\n    plan\n    isSubscriptionActive\n    planStart\n    planEnd\n    cancelAtPeriodEnd\n    proposalsUsed\n    proposalsLimit\n    invoicesUsed\n    invoicesLimit\n  }\n}": types.ProfileDocument,
    "mutation CreateProposal($input: ProposalInput!) {\n  createProposal(input: $input) {\n    ...ProposalFields\n  }\n}": types.CreateProposalDocument,
    "mutation DeleteProposal($id: ID!) {\n  deleteProposal(id: $id)\n}": types.DeleteProposalDocument,
    "query LatestProposal {\n  proposals(first: 1, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      companyName\n      companyEmail\n      companyAddress\n      companyPhone\n    }\n  }\n}": types.LatestProposalDocument,
    "query ProposalEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}": types.ProposalEmailSendDocument,
    "fragment ProposalFields on Proposal {\n  id\n  clientName\n  clientCompany\n  clientEmail\n  clientAddress\n  proposalTitle\n  proposalDate\n  expirationDate\n  proposalNumber\n  services {\n    description\n    price\n    quantity\n    subtotal\n  }\n  companyName\n  companyEmail\n  companyAddress\n  companyPhone\n  paymentTerms\n  additionalTerms\n  status\n  value\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n}": types.ProposalFieldsFragmentDoc,
    "mutation ProposalPdfLink($id: ID!, $preview: Boolean!) {\n  pdfLink(kind: proposal, id: $id, preview: $preview) {\n    url\n  }\n}": types.ProposalPdfLinkDocument,
    "query Proposals($search: String, $status: String, $first: Int!, $after: String) {\n  proposals(search: $search, status: $status, first: $first, after: $after) {\n    nodes {\n      ...ProposalFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.ProposalsDocument,
    "mutation SendProposal($id: ID!) {\n  sendProposal(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n  }\n}": types.SendProposalDocument,
    "mutation UpdateProposal($id: ID!, $input: ProposalInput!) {\n  updateProposal(id: $id, input: $input) {\n    ...ProposalFields\n  }\n}": types.UpdateProposalDocument,
    "query SearchInvoices($search: String!, $first: Int!) {\n  invoices(search: $search, first: $first) {\n    nodes {\n      id\n      invoiceNumber\n      clientName\n      clientEmail\n      invoiceDate\n      dueDate\n      amount\n      status\n      emailOpenCount\n      lineItems {\n        description\n        quantity\n        total\n      }\n    }\n  }\n}": types.SearchInvoicesDocument,
    "query SearchProposals($search: String!, $first: Int!) {\n  proposals(search: $search, first: $first) {\n    nodes {\n      id\n      proposalNumber\n      proposalTitle\n      clientName\n      clientCompany\n      clientEmail\n      proposalDate\n      expirationDate\n      value\n      status\n      emailOpenCount\n      services {\n        description\n        quantity\n        subtotal\n      }\n    }\n  }\n}": types.SearchProposalsDocument,
    "mutation CancelSubscription {\n  cancelSubscription\n}": types.CancelSubscriptionDocument,
    "mutation PaySimulatedCheckout($session: String!) {\n  paySimulatedCheckout(session: $session) {\n    url\n  }\n}": types.PaySimulatedCheckoutDocument,
    "query SimulatedCheckout($session: String!) {\n  simulatedCheckout(session: $session) {\n    plan\n    planName\n    price\n    successUrl\n    cancelUrl\n  }\n}": types.SimulatedCheckoutDocument,
    "mutation Subscribe($input: CheckoutInput!) {\n  subscribe(input: $input) {\n    url\n  }\n}": types.SubscribeDocument,
    "mutation UpgradeSubscription($input: CheckoutInput!) {\n  upgradeSubscription(input: $input) {\n    url\n  }\n}": types.UpgradeSubscriptionDocument,
    "query Health {\n  health {\n    ok\n    database\n    redis\n  }\n}": types.HealthDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"): (typeof documents)["mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RecentDocumentFields on RecentDocument {\n  id\n  number\n  title\n  clientName\n  amount\n  status\n  emailOpenCount\n  createdAt\n}"): (typeof documents)["fragment RecentDocumentFields on RecentDocument {\n  id\n  number\n  title\n  clientName\n  amount\n  status\n  emailOpenCount\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Stats {\n  stats {\n    proposalsGenerated\n    proposalsUsed\n    proposalsLimit\n    invoicesGenerated\n    invoicesUsed\n    invoicesLimit\n    emailsSent\n    proposalsTotalValue\n    invoicesTotalAmount\n    plan\n    valueByMonth {\n      month\n      proposalsValue\n      invoicesAmount\n    }\n    proposalsByStatus {\n      status\n      count\n    }\n    invoicesByStatus {\n      status\n      count\n    }\n    recentProposals {\n      ...RecentDocumentFields\n    }\n    recentInvoices {\n      ...RecentDocumentFields\n    }\n  }\n}"): (typeof documents)["query Stats {\n  stats {\n    proposalsGenerated\n    proposalsUsed\n    proposalsLimit\n    invoicesGenerated\n    invoicesUsed\n    invoicesLimit\n    emailsSent\n    proposalsTotalValue\n    invoicesTotalAmount\n    plan\n    valueByMonth {\n      month\n      proposalsValue\n      invoicesAmount\n    }\n    proposalsByStatus {\n      status\n      count\n    }\n    invoicesByStatus {\n      status\n      count\n    }\n    recentProposals {\n      ...RecentDocumentFields\n    }\n    recentInvoices {\n      ...RecentDocumentFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateInvoice($input: InvoiceInput!) {\n  createInvoice(input: $input) {\n    ...InvoiceFields\n  }\n}"): (typeof documents)["mutation CreateInvoice($input: InvoiceInput!) {\n  createInvoice(input: $input) {\n    ...InvoiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteInvoice($id: ID!) {\n  deleteInvoice(id: $id)\n}"): (typeof documents)["mutation DeleteInvoice($id: ID!) {\n  deleteInvoice(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoiceEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}"): (typeof documents)["query InvoiceEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InvoiceFields on Invoice {\n  id\n  businessName\n  businessEmail\n  businessAddress\n  businessPhone\n  businessNumber\n  clientName\n  clientEmail\n  clientAddress\n  clientPhone\n  clientMobile\n  clientFax\n  invoiceNumber\n  invoiceDate\n  dueDate\n  paymentTerms\n  lineItems {\n    description\n    extraDetails\n    rate\n    quantity\n    total\n  }\n  notes\n  status\n  amount\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n}"): (typeof documents)["fragment InvoiceFields on Invoice {\n  id\n  businessName\n  businessEmail\n  businessAddress\n  businessPhone\n  businessNumber\n  clientName\n  clientEmail\n  clientAddress\n  clientPhone\n  clientMobile\n  clientFax\n  invoiceNumber\n  invoiceDate\n  dueDate\n  paymentTerms\n  lineItems {\n    description\n    extraDetails\n    rate\n    quantity\n    total\n  }\n  notes\n  status\n  amount\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvoicePdfLink($id: ID!, $preview: Boolean!) {\n  pdfLink(kind: invoice, id: $id, preview: $preview) {\n    url\n  }\n}"): (typeof documents)["mutation InvoicePdfLink($id: ID!, $preview: Boolean!) {\n  pdfLink(kind: invoice, id: $id, preview: $preview) {\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Invoices($search: String, $status: String, $first: Int!, $after: String) {\n  invoices(search: $search, status: $status, first: $first, after: $after) {\n    nodes {\n      ...InvoiceFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query Invoices($search: String, $status: String, $first: Int!, $after: String) {\n  invoices(search: $search, status: $status, first: $first, after: $after) {\n    nodes {\n      ...InvoiceFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LatestInvoice {\n  invoices(first: 1, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      businessName\n      businessEmail\n      businessAddress\n      businessPhone\n      businessNumber\n    }\n  }\n}"): (typeof documents)["query LatestInvoice {\n  invoices(first: 1, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      businessName\n      businessEmail\n      businessAddress\n      businessPhone\n      businessNumber\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendInvoice($id: ID!) {\n  sendInvoice(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n  }\n}"): (typeof documents)["mutation SendInvoice($id: ID!) {\n  sendInvoice(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {\n  updateInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}"): (typeof documents)["mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {\n  updateInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile {\n  profile {\n    name\n    email\n    plan\n    isSubscriptionActive\n    planStart\n    planEnd\n    cancelAtPeriodEnd\n    proposalsUsed\n    proposalsLimit\n    invoicesUsed\n    invoicesLimit\n  }\n}"): (typeof documents)["query Profile {\n  profile {\n    name\n    email\n    plan\n    isSubscriptionActive\n    planStart\n    planEnd\n    cancelAtPeriodEnd\n    proposalsUsed\n    proposalsLimit\n    invoicesUsed\n    invoicesLimit\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProposal($input: ProposalInput!) {\n  createProposal(input: $input) {\n    ...ProposalFields\n  }\n}"): (typeof documents)["mutation CreateProposal($input: ProposalInput!) {\n  createProposal(input: $input) {\n    ...ProposalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteProposal($id: ID!) {\n  deleteProposal(id: $id)\n}"): (typeof documents)["mutation DeleteProposal($id: ID!) {\n  deleteProposal(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LatestProposal {\n  proposals(first: 1, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      companyName\n      companyEmail\n      companyAddress\n      companyPhone\n    }\n  }\n}"): (typeof documents)["query LatestProposal {\n  proposals(first: 1, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      companyName\n      companyEmail\n      companyAddress\n      companyPhone\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProposalEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}"): (typeof documents)["query ProposalEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProposalFields on Proposal {\n  id\n  clientName\n  clientCompany\n  clientEmail\n  clientAddress\n  proposalTitle\n  proposalDate\n  expirationDate\n  proposalNumber\n  services {\n    description\n    price\n    quantity\n    subtotal\n  }\n  companyName\n  companyEmail\n  companyAddress\n  companyPhone\n  paymentTerms\n  additionalTerms\n  status\n  value\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n}"): (typeof documents)["fragment ProposalFields on Proposal {\n  id\n  clientName\n  clientCompany\n  clientEmail\n  clientAddress\n  proposalTitle\n  proposalDate\n  expirationDate\n  proposalNumber\n  services {\n    description\n    price\n    quantity\n    subtotal\n  }\n  companyName\n  companyEmail\n  companyAddress\n  companyPhone\n  paymentTerms\n  additionalTerms\n  status\n  value\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProposalPdfLink($id: ID!, $preview: Boolean!) {\n  pdfLink(kind: proposal, id: $id, preview: $preview) {\n    url\n  }\n}"): (typeof documents)["mutation ProposalPdfLink($id: ID!, $preview: Boolean!) {\n  pdfLink(kind: proposal, id: $id, preview: $preview) {\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Proposals($search: String, $status: String, $first: Int!, $after: String) {\n  proposals(search: $search, status: $status, first: $first, after: $after) {\n    nodes {\n      ...ProposalFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query Proposals($search: String, $status: String, $first: Int!, $after: String) {\n  proposals(search: $search, status: $status, first: $first, after: $after) {\n    nodes {\n      ...ProposalFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendProposal($id: ID!) {\n  sendProposal(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n  }\n}"): (typeof documents)["mutation SendProposal($id: ID!) {\n  sendProposal(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProposal($id: ID!, $input: ProposalInput!) {\n  updateProposal(id: $id, input: $input) {\n    ...ProposalFields\n  }\n}"): (typeof documents)["mutation UpdateProposal($id: ID!, $input: ProposalInput!) {\n  updateProposal(id: $id, input: $input) {\n    ...ProposalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchInvoices($search: String!, $first: Int!) {\n  invoices(search: $search, first: $first) {\n    nodes {\n      id\n      invoiceNumber\n      clientName\n      clientEmail\n      invoiceDate\n      dueDate\n      amount\n      status\n      emailOpenCount\n      lineItems {\n        description\n        quantity\n        total\n      }\n    }\n  }\n}"): (typeof documents)["query SearchInvoices($search: String!, $first: Int!) {\n  invoices(search: $search, first: $first) {\n    nodes {\n      id\n      invoiceNumber\n      clientName\n      clientEmail\n      invoiceDate\n      dueDate\n      amount\n      status\n      emailOpenCount\n      lineItems {\n        description\n        quantity\n        total\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProposals($search: String!, $first: Int!) {\n  proposals(search: $search, first: $first) {\n    nodes {\n      id\n      proposalNumber\n      proposalTitle\n      clientName\n      clientCompany\n      clientEmail\n      proposalDate\n      expirationDate\n      value\n      status\n      emailOpenCount\n      services {\n        description\n        quantity\n        subtotal\n      }\n    }\n  }\n}"): (typeof documents)["query SearchProposals($search: String!, $first: Int!) {\n  proposals(search: $search, first: $first) {\n    nodes {\n      id\n      proposalNumber\n      proposalTitle\n      clientName\n      clientCompany\n      clientEmail\n      proposalDate\n      expirationDate\n      value\n      status\n      emailOpenCount\n      services {\n        description\n        quantity\n        subtotal\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelSubscription {\n  cancelSubscription\n}"): (typeof documents)["mutation CancelSubscription {\n  cancelSubscription\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaySimulatedCheckout($session: String!) {\n  paySimulatedCheckout(session: $session) {\n    url\n  }\n}"): (typeof documents)["mutation PaySimulatedCheckout($session: String!) {\n  paySimulatedCheckout(session: $session) {\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SimulatedCheckout($session: String!) {\n  simulatedCheckout(session: $session) {\n    plan\n    planName\n    price\n    successUrl\n    cancelUrl\n  }\n}"): (typeof documents)["query SimulatedCheckout($session: String!) {\n  simulatedCheckout(session: $session) {\n    plan\n    planName\n    price\n    successUrl\n    cancelUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Subscribe($input: CheckoutInput!) {\n  subscribe(input: $input) {\n    url\n  }\n}"): (typeof documents)["mutation Subscribe($input: CheckoutInput!) {\n  subscribe(input: $input) {\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpgradeSubscription($input: CheckoutInput!) {\n  upgradeSubscription(input: $input) {\n    url\n  }\n}"): (typeof documents)["mutation UpgradeSubscription($input: CheckoutInput!) {\n  upgradeSubscription(input: $input) {\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Health {\n  health {\n    ok\n    database\n    redis\n  }\n}"): (typeof documents)["query Health {\n  health {\n    ok\n    database\n    redis\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;