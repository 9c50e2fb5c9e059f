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
    "mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}\n\nmutation RequestEmailChange($input: EmailChangeInput!) {\n  requestEmailChange(input: $input)\n}\n\nmutation ConfirmEmailChange($input: EmailChangeConfirmInput!) {\n  confirmEmailChange(input: $input)\n}": typeof types.RequestPasswordResetDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": typeof types.MeDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": typeof types.SignupDocument,
    "query CatalogueCurrency {\n  workspace {\n    id\n    currency\n  }\n}": typeof types.CatalogueCurrencyDocument,
    "fragment CatalogueItemFields on CatalogueItem {\n  id\n  name\n  description\n  unitPrice\n  unit\n  defaultQuantity\n  archived\n  createdAt\n  updatedAt\n}": typeof types.CatalogueItemFieldsFragmentDoc,
    "query CatalogueItems($first: Int!, $after: String, $search: String, $sortBy: CatalogueItemSortField!, $sortDirection: SortDirection!, $includeArchived: Boolean!) {\n  catalogueItems(\n    first: $first\n    after: $after\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    includeArchived: $includeArchived\n  ) {\n    nodes {\n      ...CatalogueItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.CatalogueItemsDocument,
    "mutation CreateCatalogueItem($input: CatalogueItemInput!) {\n  createCatalogueItem(input: $input) {\n    ...CatalogueItemFields\n  }\n}": typeof types.CreateCatalogueItemDocument,
    "mutation DeleteCatalogueItem($id: ID!) {\n  deleteCatalogueItem(id: $id)\n}": typeof types.DeleteCatalogueItemDocument,
    "mutation SetCatalogueItemArchived($id: ID!, $archived: Boolean!) {\n  setCatalogueItemArchived(id: $id, archived: $archived) {\n    ...CatalogueItemFields\n  }\n}": typeof types.SetCatalogueItemArchivedDocument,
    "mutation UpdateCatalogueItem($id: ID!, $input: CatalogueItemInput!) {\n  updateCatalogueItem(id: $id, input: $input) {\n    ...CatalogueItemFields\n  }\n}": typeof types.UpdateCatalogueItemDocument,
    "fragment ClientLinkFields on ClientLink {\n  id\n  url\n  live\n  expiresAt\n  revokedAt\n  viewCount\n  firstViewedAt\n  lastViewedAt\n  createdAt\n}": typeof types.ClientLinkFieldsFragmentDoc,
    "query ClientLinks($documentId: ID!) {\n  clientLinks(documentId: $documentId) {\n    ...ClientLinkFields\n  }\n}": typeof types.ClientLinksDocument,
    "mutation CreateClientLink($input: CreateClientLinkInput!) {\n  createClientLink(input: $input) {\n    ...ClientLinkFields\n  }\n}": typeof types.CreateClientLinkDocument,
    "query ReminderSettings {\n  reminderSettings {\n    proposalReminderDays\n    invoiceReminderOffsets\n  }\n}": typeof types.ReminderSettingsDocument,
    "query Reminders($documentId: ID!) {\n  reminders(documentId: $documentId) {\n    id\n    step\n    day\n    status\n    recipient\n    error\n    sentAt\n  }\n}": typeof types.RemindersDocument,
    "mutation RevokeClientLink($id: ID!) {\n  revokeClientLink(id: $id) {\n    ...ClientLinkFields\n  }\n}": typeof types.RevokeClientLinkDocument,
    "mutation SetDocumentReminders($input: DocumentRemindersInput!) {\n  setDocumentReminders(input: $input)\n}": typeof types.SetDocumentRemindersDocument,
    "mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n  updateReminderSettings(input: $input) {\n    proposalReminderDays\n    invoiceReminderOffsets\n  }\n}": typeof types.UpdateReminderSettingsDocument,
    "mutation AcceptProposal($token: String!, $input: AcceptProposalInput!) {\n  acceptProposal(token: $token, input: $input) {\n    ...ClientDocumentFields\n  }\n}": typeof types.AcceptProposalDocument,
    "fragment ClientDocumentFields on ClientDocument {\n  kind\n  version\n  title\n  number\n  status\n  dates {\n    label\n    value\n  }\n  from {\n    heading\n    name\n    lines\n  }\n  to {\n    heading\n    name\n    lines\n  }\n  unitLabel\n  lines {\n    description\n    details\n    quantity\n    unitPrice\n    total\n    discount\n  }\n  total\n  currency\n  language\n  summary {\n    subtotal\n    discount\n    taxes {\n      name\n      percent\n      base\n      amount\n    }\n    pricesIncludeTax\n  }\n  sections {\n    title\n    body\n  }\n  eInvoice {\n    filename\n    url\n  }\n  expired\n  expiredMessage\n  canRespond\n  answer {\n    decision\n    at\n    acceptedByName\n    declineReason\n  }\n  payment {\n    amountPaid\n    balanceDue\n    depositLine\n    canPayOnline\n    simulated\n  }\n  deposit {\n    share\n    amount\n    invoiceNumber\n    paid\n    canPayOnline\n    simulated\n  }\n  brand {\n    logoUrl\n    logoWidth\n    logoHeight\n    color\n    colorOnDark\n    font\n    fontFamily\n  }\n}": typeof types.ClientDocumentFieldsFragmentDoc,
    "query ClientDocument($token: String!) {\n  clientDocument(token: $token) {\n    ...ClientDocumentFields\n  }\n}": typeof types.ClientDocumentDocument,
    "mutation DeclineProposal($token: String!, $input: DeclineProposalInput!) {\n  declineProposal(token: $token, input: $input) {\n    ...ClientDocumentFields\n  }\n}": typeof types.DeclineProposalDocument,
    "mutation PayInvoice($token: String!) {\n  payInvoice(token: $token) {\n    url\n  }\n}": typeof types.PayInvoiceDocument,
    "mutation PaySimulatedInvoicePayment($session: String!) {\n  paySimulatedInvoicePayment(session: $session) {\n    url\n  }\n}": typeof types.PaySimulatedInvoicePaymentDocument,
    "query SimulatedInvoicePayment($session: String!) {\n  simulatedInvoicePayment(session: $session) {\n    invoiceNumber\n    payee\n    amount\n    currency\n    language\n    cancelUrl\n  }\n}": typeof types.SimulatedInvoicePaymentDocument,
    "mutation ApplyClientCredit($id: ID!, $invoiceId: ID!) {\n  applyClientCredit(id: $id, input: {invoiceId: $invoiceId}) {\n    credit {\n      id\n      status\n    }\n  }\n}": typeof types.ApplyClientCreditDocument,
    "query ClientCredits($clientId: ID!) {\n  clientCredits(filter: {clientId: $clientId, status: \"unapplied\"}) {\n    id\n    invoiceNumber\n    currency\n    amount\n    reasonText\n    receivedOn\n  }\n}": typeof types.ClientCreditsDocument,
    "query ClientProposals($clientId: ID!, $first: Int!, $after: String) {\n  proposals(clientId: $clientId, first: $first, after: $after) {\n    nodes {\n      id\n      proposalNumber\n      proposalTitle\n      status\n      value\n      currency\n      proposalDate\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nquery ClientInvoices($clientId: ID!, $first: Int!, $after: String) {\n  invoices(clientId: $clientId, first: $first, after: $after) {\n    nodes {\n      id\n      invoiceNumber\n      status\n      amount\n      currency\n      invoiceDate\n      dueDate\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.ClientProposalsDocument,
    "fragment ClientFields on Client {\n  id\n  name\n  company\n  email\n  ccEmails\n  address\n  phone\n  mobile\n  fax\n  taxNumber\n  notes\n  currency\n  language\n  postalCode\n  city\n  countryCode\n  eInvoiceFormat\n  buyerReference\n  customFields {\n    fieldId\n    value\n  }\n  archived\n  createdAt\n  updatedAt\n}": typeof types.ClientFieldsFragmentDoc,
    "fragment PortalAccessFields on PortalAccess {\n  clientId\n  signInUrl\n  sessions {\n    id\n    createdAt\n    lastSeenAt\n  }\n  pendingLinks {\n    id\n    expiresAt\n  }\n}\n\nquery ClientPortalAccess($clientId: ID!) {\n  clientPortalAccess(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}\n\nmutation SendPortalLink($clientId: ID!) {\n  sendPortalLink(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}\n\nmutation RevokePortalAccess($clientId: ID!) {\n  revokePortalAccess(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}": typeof types.PortalAccessFieldsFragmentDoc,
    "query ClientSummary($id: ID!) {\n  clientSummary(id: $id) {\n    client {\n      ...ClientFields\n    }\n    totals {\n      ...ClientTotalsFields\n    }\n    otherTotals {\n      ...ClientTotalsFields\n    }\n    proposalCount\n    invoiceCount\n    activity {\n      at\n      event\n      documentKind\n      documentId\n      documentNumber\n    }\n  }\n}\n\nfragment ClientTotalsFields on ClientTotals {\n  currency\n  proposed\n  accepted\n  invoiced\n  paid\n  outstanding\n  overdue\n}": typeof types.ClientSummaryDocument,
    "query Clients($first: Int!, $after: String, $search: String, $sortBy: ClientSortField!, $sortDirection: SortDirection!, $includeArchived: Boolean!) {\n  clients(\n    first: $first\n    after: $after\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    includeArchived: $includeArchived\n  ) {\n    nodes {\n      ...ClientFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.ClientsDocument,
    "mutation CreateClient($input: ClientInput!) {\n  createClient(input: $input) {\n    ...ClientFields\n  }\n}": typeof types.CreateClientDocument,
    "mutation DeleteClient($id: ID!) {\n  deleteClient(id: $id)\n}": typeof types.DeleteClientDocument,
    "mutation RefundClientCredit($id: ID!) {\n  refundClientCredit(id: $id) {\n    id\n    status\n  }\n}": typeof types.RefundClientCreditDocument,
    "mutation SetClientArchived($id: ID!, $archived: Boolean!) {\n  setClientArchived(id: $id, archived: $archived) {\n    ...ClientFields\n  }\n}": typeof types.SetClientArchivedDocument,
    "mutation UpdateClient($id: ID!, $input: ClientInput!) {\n  updateClient(id: $id, input: $input) {\n    ...ClientFields\n  }\n}": typeof types.UpdateClientDocument,
    "fragment RecentDocumentFields on RecentDocument {\n  id\n  number\n  title\n  clientName\n  amount\n  currency\n  status\n  emailOpenCount\n  createdAt\n}": typeof types.RecentDocumentFieldsFragmentDoc,
    "query SetupProgress {\n  workspace {\n    id\n    address\n    email\n  }\n  taxRates {\n    id\n  }\n  clients(first: 1) {\n    totalCount\n  }\n  proposals(first: 1) {\n    totalCount\n  }\n}": typeof types.SetupProgressDocument,
    "query Stats {\n  stats {\n    proposalsGenerated\n    proposalsUsed\n    proposalsLimit\n    invoicesGenerated\n    invoicesUsed\n    invoicesLimit\n    emailsSent\n    proposalsTotalValue\n    invoicesTotalAmount\n    invoicedNetOfDeposits\n    plan\n    currency\n    otherCurrencies {\n      currency\n      proposalsTotalValue\n      proposalsCount\n      invoicesTotalAmount\n      invoicesCount\n    }\n    valueByMonth {\n      month\n      proposalsValue\n      invoicesAmount\n    }\n    proposalsByStatus {\n      status\n      count\n    }\n    invoicesByStatus {\n      status\n      count\n    }\n    recentProposals {\n      ...RecentDocumentFields\n    }\n    recentInvoices {\n      ...RecentDocumentFields\n    }\n    receivables {\n      currency\n      outstanding\n      outstandingCount\n      overdue\n      overdueCount\n      paidThisMonth\n      aging {\n        bucket\n        amount\n        count\n      }\n    }\n  }\n}": typeof types.StatsDocument,
    "query CatalogueSuggestions($search: String!) {\n  catalogueItems(search: $search, first: 8) {\n    nodes {\n      id\n      name\n      description\n      unitPrice\n      unit\n      defaultQuantity\n    }\n  }\n}": typeof types.CatalogueSuggestionsDocument,
    "query ClientSuggestions($search: String!) {\n  clients(search: $search, first: 8) {\n    nodes {\n      id\n      name\n      company\n      email\n      address\n      phone\n      mobile\n      fax\n      taxNumber\n      currency\n      language\n      buyerReference\n    }\n  }\n}": typeof types.ClientSuggestionsDocument,
    "query CustomFields {\n  customFields {\n    id\n    target\n    label\n    printed\n    position\n  }\n}": typeof types.CustomFieldsDocument,
    "query DocumentEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}": typeof types.DocumentEmailSendDocument,
    "mutation DocumentPdfLink($kind: PdfKind!, $id: ID!, $preview: Boolean!) {\n  pdfLink(kind: $kind, id: $id, preview: $preview) {\n    url\n  }\n}": typeof types.DocumentPdfLinkDocument,
    "query DocumentTaxRates {\n  taxRates(includeArchived: true) {\n    id\n    name\n    percent\n    archived\n  }\n}": typeof types.DocumentTaxRatesDocument,
    "query SenderProfile {\n  workspace {\n    id\n    name\n    email\n    address\n    phone\n    taxNumber\n    paymentTerms\n    memberCount\n    proposalNumberPattern\n    invoiceNumberPattern\n    currency\n    language\n    roundingScope\n    roundingMethod\n  }\n}": typeof types.SenderProfileDocument,
    "mutation ClosePaymentPages($invoiceId: ID!) {\n  closePaymentPages(invoiceId: $invoiceId) {\n    closed\n  }\n}": typeof types.ClosePaymentPagesDocument,
    "mutation CreateCreditNote($invoiceId: ID!, $input: CreateCreditNoteInput!) {\n  createCreditNote(invoiceId: $invoiceId, input: $input) {\n    creditNote {\n      ...CreditNoteFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}": typeof types.CreateCreditNoteDocument,
    "mutation CreateInvoice($input: InvoiceInput!) {\n  createInvoice(input: $input) {\n    ...InvoiceFields\n  }\n}": typeof types.CreateInvoiceDocument,
    "fragment CreditNoteFields on CreditNote {\n  id\n  invoiceId\n  creditNoteNumber\n  issuedOn\n  reason\n  amount\n  currency\n  sendStatus\n}": typeof types.CreditNoteFieldsFragmentDoc,
    "mutation DeleteInvoice($id: ID!) {\n  deleteInvoice(id: $id)\n}": typeof types.DeleteInvoiceDocument,
    "mutation DeletePayment($invoiceId: ID!, $paymentId: ID!) {\n  deletePayment(invoiceId: $invoiceId, paymentId: $paymentId) {\n    ...InvoiceFields\n  }\n}": typeof types.DeletePaymentDocument,
    "mutation DuplicateInvoice($id: ID!) {\n  duplicateInvoice(id: $id) {\n    ...InvoiceFields\n  }\n}": typeof types.DuplicateInvoiceDocument,
    "query InvoiceCreditNotes($invoiceId: ID!) {\n  invoiceCreditNotes(invoiceId: $invoiceId) {\n    ...CreditNoteFields\n  }\n}": typeof types.InvoiceCreditNotesDocument,
    "query InvoiceEInvoiceReadiness($id: ID!) {\n  invoiceEInvoiceReadiness(id: $id) {\n    setting\n    ready\n    checks {\n      rule\n      field\n      message\n    }\n  }\n}": typeof types.InvoiceEInvoiceReadinessDocument,
    "fragment InvoiceFields on Invoice {\n  id\n  businessName\n  businessEmail\n  businessAddress\n  businessPhone\n  businessNumber\n  clientId\n  clientName\n  clientEmail\n  clientAddress\n  clientPhone\n  clientMobile\n  clientFax\n  invoiceNumber\n  invoiceDate\n  dueDate\n  serviceDate\n  servicePeriodStart\n  servicePeriodEnd\n  buyerReference\n  orderReference\n  layout\n  paymentTerms\n  lineItems {\n    description\n    extraDetails\n    rate\n    quantity\n    total\n    discount {\n      percent\n      amount\n    }\n    taxRateIds\n    customFields {\n      fieldId\n      value\n    }\n  }\n  customFields {\n    fieldId\n    value\n  }\n  notes\n  status\n  amount\n  amountCredited\n  amountPaid\n  depositDeducted\n  depositInvoiceNumber\n  balanceDue\n  currency\n  language\n  pricesIncludeTax\n  discount {\n    percent\n    amount\n  }\n  taxRateIds\n  taxNote\n  clientTaxNumber\n  subtotal\n  discountTotal\n  taxTotal\n  total\n  taxes {\n    id\n    name\n    percent\n    base\n    amount\n  }\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n  clientViewCount\n  clientLastViewedAt\n  remindersEnabled\n  proposalId\n  proposalNumber\n  depositInvoiceId\n  depositForProposalId\n}": typeof types.InvoiceFieldsFragmentDoc,
    "query InvoicePaymentPages($id: ID!) {\n  invoice(id: $id) {\n    id\n    openPaymentPages\n  }\n}": typeof types.InvoicePaymentPagesDocument,
    "query InvoicePayments($invoiceId: ID!) {\n  invoicePayments(invoiceId: $invoiceId) {\n    ...PaymentFields\n  }\n}": typeof types.InvoicePaymentsDocument,
    "query Invoice($id: ID!) {\n  invoice(id: $id) {\n    ...InvoiceFields\n  }\n}": typeof types.InvoiceDocument,
    "query Invoices($search: String, $status: String, $createdByMe: Boolean, $aging: String, $currency: String, $unpaid: Boolean, $first: Int!, $after: String) {\n  invoices(\n    search: $search\n    status: $status\n    createdByMe: $createdByMe\n    aging: $aging\n    currency: $currency\n    unpaid: $unpaid\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...InvoiceFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.InvoicesDocument,
    "fragment PaymentFields on Payment {\n  id\n  invoiceId\n  amount\n  method\n  paidOn\n  reference\n  note\n  refundOf\n  refundable\n  online\n  createdAt\n}": typeof types.PaymentFieldsFragmentDoc,
    "mutation RecordPayment($invoiceId: ID!, $input: PaymentInput!) {\n  recordPayment(invoiceId: $invoiceId, input: $input) {\n    payment {\n      ...PaymentFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}": typeof types.RecordPaymentDocument,
    "mutation RefundPayment($invoiceId: ID!, $paymentId: ID!, $input: RefundInput!) {\n  refundPayment(invoiceId: $invoiceId, paymentId: $paymentId, input: $input) {\n    payment {\n      ...PaymentFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}": typeof types.RefundPaymentDocument,
    "mutation SendCreditNote($id: ID!) {\n  sendCreditNote(id: $id) {\n    ...CreditNoteFields\n  }\n}": typeof types.SendCreditNoteDocument,
    "mutation SendInvoice($id: ID!, $input: SendEmailInput) {\n  sendInvoice(id: $id, input: $input) {\n    id\n    status\n    error\n    recipient\n    cc\n    subject\n  }\n}": typeof types.SendInvoiceDocument,
    "mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {\n  updateInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}": typeof types.UpdateInvoiceDocument,
    "subscription Activity {\n  activity {\n    id\n    kind\n    documentKind\n    documentId\n    number\n    title\n    clientName\n    status\n    occurredAt\n    notification {\n      ...NotificationFields\n    }\n  }\n}": typeof types.ActivityDocument,
    "mutation MarkNotificationsSeen($ids: [ID!]!) {\n  markNotificationsSeen(ids: $ids)\n}": typeof types.MarkNotificationsSeenDocument,
    "query NotificationFeed($first: Int!) {\n  notificationFeed(first: $first) {\n    unreadCount\n    items {\n      ...NotificationFields\n    }\n  }\n}": typeof types.NotificationFeedDocument,
    "fragment NotificationFields on Notification {\n  id\n  documentKind\n  documentId\n  message\n  createdAt\n  seenAt\n}": typeof types.NotificationFieldsFragmentDoc,
    "query UnseenNotifications {\n  unseenNotifications {\n    id\n    message\n    documentKind\n  }\n}": typeof types.UnseenNotificationsDocument,
    "query Profile {\n  profile {\n    name\n    email\n    plan\n    role\n    workspaceName\n    isSubscriptionActive\n    planStart\n    planEnd\n    cancelAtPeriodEnd\n    proposalsUsed\n    proposalsLimit\n    invoicesUsed\n    invoicesLimit\n  }\n}": typeof types.ProfileDocument,
    "mutation CreateInvoiceFromProposal($proposalId: ID!) {\n  createInvoiceFromProposal(proposalId: $proposalId) {\n    id\n    invoiceNumber\n  }\n}": typeof types.CreateInvoiceFromProposalDocument,
    "mutation CreateProposal($input: ProposalInput!) {\n  createProposal(input: $input) {\n    ...ProposalFields\n  }\n}": typeof types.CreateProposalDocument,
    "mutation DeleteProposal($id: ID!) {\n  deleteProposal(id: $id)\n}": typeof types.DeleteProposalDocument,
    "mutation DraftProposal($brief: DraftBriefInput!) {\n  draftProposal(brief: $brief) {\n    engine\n    engineLabel\n    notice\n    draft {\n      proposalTitle\n      summary\n      paymentTerms\n      additionalTerms\n      total\n      language\n      currency\n      depositPercent\n      depositAmount\n      services {\n        description\n        price\n        quantity\n      }\n    }\n  }\n}": typeof types.DraftProposalDocument,
    "mutation DuplicateProposal($id: ID!) {\n  duplicateProposal(id: $id) {\n    ...ProposalFields\n  }\n}": typeof types.DuplicateProposalDocument,
    "fragment ProposalApprovalFields on ProposalApproval {\n  proposalId\n  state\n  required\n  sendable\n  reasons\n  requestedByName\n  requestedAt\n  decidedByName\n  decidedAt\n  comment\n}\n\nquery ApprovalViewer {\n  workspace {\n    id\n    role\n  }\n}\n\nmutation RequestProposalApproval($proposalId: ID!) {\n  requestProposalApproval(proposalId: $proposalId) {\n    ...ProposalApprovalFields\n  }\n}\n\nmutation ApproveProposal($proposalId: ID!) {\n  approveProposal(proposalId: $proposalId) {\n    ...ProposalApprovalFields\n  }\n}\n\nmutation ReturnProposal($proposalId: ID!, $comment: String!) {\n  returnProposal(proposalId: $proposalId, input: {comment: $comment}) {\n    ...ProposalApprovalFields\n  }\n}": typeof types.ProposalApprovalFieldsFragmentDoc,
    "fragment ProposalFields on Proposal {\n  id\n  clientName\n  clientCompany\n  clientEmail\n  clientAddress\n  proposalTitle\n  proposalDate\n  expirationDate\n  proposalNumber\n  services {\n    description\n    price\n    quantity\n    subtotal\n    discount {\n      percent\n      amount\n    }\n    taxRateIds\n    customFields {\n      fieldId\n      value\n    }\n  }\n  customFields {\n    fieldId\n    value\n  }\n  companyName\n  companyEmail\n  companyAddress\n  companyPhone\n  companyTaxNumber\n  paymentTerms\n  additionalTerms\n  scope\n  layout\n  status\n  value\n  currency\n  language\n  pricesIncludeTax\n  discount {\n    percent\n    amount\n  }\n  taxRateIds\n  taxNote\n  clientTaxNumber\n  subtotal\n  discountTotal\n  taxTotal\n  total\n  taxes {\n    id\n    name\n    percent\n    base\n    amount\n  }\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n  clientViewCount\n  clientLastViewedAt\n  remindersEnabled\n  respondedAt\n  acceptedByName\n  declineReason\n  invoiceId\n  invoiceNumber\n  deposit {\n    percent\n    amount\n  }\n  depositAmount\n  depositInvoiceId\n  approval {\n    ...ProposalApprovalFields\n  }\n}": typeof types.ProposalFieldsFragmentDoc,
    "query Proposal($id: ID!) {\n  proposal(id: $id) {\n    ...ProposalFields\n  }\n}": typeof types.ProposalDocument,
    "query Proposals($search: String, $status: String, $createdByMe: Boolean, $first: Int!, $after: String) {\n  proposals(\n    search: $search\n    status: $status\n    createdByMe: $createdByMe\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...ProposalFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.ProposalsDocument,
    "mutation SendProposal($id: ID!, $input: SendEmailInput) {\n  sendProposal(id: $id, input: $input) {\n    id\n    status\n    error\n    recipient\n    cc\n    subject\n  }\n}": typeof types.SendProposalDocument,
    "mutation UpdateProposal($id: ID!, $input: ProposalInput!) {\n  updateProposal(id: $id, input: $input) {\n    ...ProposalFields\n  }\n}": typeof types.UpdateProposalDocument,
    "mutation CreateRecurringSchedule($input: RecurringScheduleInput!) {\n  createRecurringSchedule(input: $input) {\n    ...RecurringScheduleFields\n  }\n}": typeof types.CreateRecurringScheduleDocument,
    "mutation DeleteRecurringSchedule($id: ID!) {\n  deleteRecurringSchedule(id: $id)\n}": typeof types.DeleteRecurringScheduleDocument,
    "mutation PauseRecurringSchedule($id: ID!) {\n  pauseRecurringSchedule(id: $id) {\n    ...RecurringScheduleFields\n  }\n}": typeof types.PauseRecurringScheduleDocument,
    "fragment RecurringScheduleFields on RecurringSchedule {\n  id\n  templateInvoiceId\n  templateInvoiceNumber\n  clientName\n  currency\n  amount\n  frequency\n  dayOfMonth\n  lastDayOfMonth\n  startDate\n  endDate\n  count\n  issuedCount\n  sendAutomatically\n  status\n  pausedReason\n  nextRunOn\n  lastIssuedOn\n  lastRunNote\n  createdAt\n}": typeof types.RecurringScheduleFieldsFragmentDoc,
    "query RecurringSchedules {\n  recurringSchedules {\n    ...RecurringScheduleFields\n  }\n}": typeof types.RecurringSchedulesDocument,
    "query RecurringTemplateInvoices($search: String) {\n  invoices(first: 100, search: $search, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      invoiceNumber\n      clientName\n      amount\n      currency\n    }\n  }\n}": typeof types.RecurringTemplateInvoicesDocument,
    "mutation ResumeRecurringSchedule($id: ID!) {\n  resumeRecurringSchedule(id: $id) {\n    ...RecurringScheduleFields\n  }\n}": typeof types.ResumeRecurringScheduleDocument,
    "mutation UpdateRecurringSchedule($id: ID!, $input: RecurringScheduleInput!) {\n  updateRecurringSchedule(id: $id, input: $input) {\n    ...RecurringScheduleFields\n  }\n}": typeof types.UpdateRecurringScheduleDocument,
    "query SearchDocuments($term: String!, $first: Int!) {\n  search(term: $term, first: $first) {\n    proposals {\n      id\n      proposalNumber\n      proposalTitle\n      clientName\n      clientCompany\n      clientEmail\n      proposalDate\n      expirationDate\n      value\n      currency\n      status\n      emailOpenCount\n      services {\n        description\n        quantity\n        subtotal\n      }\n    }\n    invoices {\n      id\n      invoiceNumber\n      clientName\n      clientEmail\n      invoiceDate\n      dueDate\n      amount\n      currency\n      status\n      emailOpenCount\n      lineItems {\n        description\n        quantity\n        total\n      }\n    }\n  }\n}": typeof types.SearchDocumentsDocument,
    "mutation CancelSubscription {\n  cancelSubscription\n}": typeof types.CancelSubscriptionDocument,
    "mutation PaySimulatedCheckout($session: String!) {\n  paySimulatedCheckout(session: $session) {\n    url\n  }\n}": typeof types.PaySimulatedCheckoutDocument,
    "mutation ResumeSubscription {\n  resumeSubscription\n}": typeof types.ResumeSubscriptionDocument,
    "query SimulatedCheckout($session: String!) {\n  simulatedCheckout(session: $session) {\n    plan\n    planName\n    price\n    successUrl\n    cancelUrl\n  }\n}": typeof types.SimulatedCheckoutDocument,
    "mutation Subscribe($input: CheckoutInput!) {\n  subscribe(input: $input) {\n    url\n  }\n}": typeof types.SubscribeDocument,
    "mutation UpgradeSubscription($input: CheckoutInput!) {\n  upgradeSubscription(input: $input) {\n    url\n  }\n}": typeof types.UpgradeSubscriptionDocument,
    "query Health {\n  health {\n    ok\n    database\n    redis\n  }\n}": typeof types.HealthDocument,
    "mutation AcceptInvitation($token: String!) {\n  acceptInvitation(token: $token) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": typeof types.AcceptInvitationDocument,
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  role\n  prefix\n  createdAt\n  lastUsedAt\n  revokedAt\n  createdByName\n}": typeof types.ApiKeyFieldsFragmentDoc,
    "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}": typeof types.ApiKeysDocument,
    "fragment ApprovalRuleFields on ApprovalRule {\n  overTotal\n  overDiscountPercent\n  currency\n}\n\nquery ApprovalRule {\n  approvalRule {\n    ...ApprovalRuleFields\n  }\n}\n\nmutation UpdateApprovalRule($input: ApprovalRuleInput!) {\n  updateApprovalRule(input: $input) {\n    ...ApprovalRuleFields\n  }\n}": typeof types.ApprovalRuleFieldsFragmentDoc,
    "fragment BrandFields on Brand {\n  logoUrl\n  logoWidth\n  logoHeight\n  logoContentType\n  color\n  colorOnDark\n  customColor\n  font\n  fontFamily\n}": typeof types.BrandFieldsFragmentDoc,
    "mutation ChangeMemberRole($userId: ID!, $role: String!) {\n  changeMemberRole(userId: $userId, role: $role) {\n    ...MemberFields\n  }\n}": typeof types.ChangeMemberRoleDocument,
    "mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    secret\n  }\n}": typeof types.CreateApiKeyDocument,
    "mutation CreateCustomField($input: CustomFieldInput!) {\n  createCustomField(input: $input) {\n    id\n  }\n}\n\nmutation UpdateCustomField($id: ID!, $input: CustomFieldUpdateInput!) {\n  updateCustomField(id: $id, input: $input) {\n    id\n    label\n    printed\n  }\n}\n\nmutation ReorderCustomFields($input: CustomFieldOrderInput!) {\n  reorderCustomFields(input: $input) {\n    id\n    position\n  }\n}\n\nmutation DeleteCustomField($id: ID!) {\n  deleteCustomField(id: $id)\n}": typeof types.CreateCustomFieldDocument,
    "mutation DeleteWorkspace($confirmName: String!) {\n  deleteWorkspace(confirmName: $confirmName) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": typeof types.DeleteWorkspaceDocument,
    "fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  invitedByName\n  createdAt\n  expiresAt\n}": typeof types.InvitationFieldsFragmentDoc,
    "query InvitationPreview($token: String!) {\n  invitation(token: $token) {\n    workspaceName\n    email\n    role\n    invitedByName\n    expiresAt\n  }\n}": typeof types.InvitationPreviewDocument,
    "query Invitations {\n  invitations {\n    ...InvitationFields\n  }\n}": typeof types.InvitationsDocument,
    "mutation InviteMember($input: InviteMemberInput!) {\n  inviteMember(input: $input) {\n    ...InvitationFields\n  }\n}": typeof types.InviteMemberDocument,
    "mutation LeaveWorkspace {\n  leaveWorkspace {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": typeof types.LeaveWorkspaceDocument,
    "fragment MemberFields on Member {\n  userId\n  name\n  email\n  role\n  joinedAt\n  isYou\n}": typeof types.MemberFieldsFragmentDoc,
    "query Members {\n  members {\n    ...MemberFields\n  }\n}": typeof types.MembersDocument,
    "fragment PaymentAccountFields on PaymentAccount {\n  connected\n  keyHint\n  livemode\n  stripeAccountId\n  accountName\n  connectedAt\n  available\n}\n\nquery PaymentAccount {\n  paymentAccount {\n    ...PaymentAccountFields\n  }\n}\n\nmutation ConnectStripe($input: ConnectStripeInput!) {\n  connectStripe(input: $input) {\n    ...PaymentAccountFields\n  }\n}\n\nmutation DisconnectStripe {\n  disconnectStripe {\n    ...PaymentAccountFields\n  }\n}": typeof types.PaymentAccountFieldsFragmentDoc,
    "mutation RemoveMember($userId: ID!) {\n  removeMember(userId: $userId)\n}": typeof types.RemoveMemberDocument,
    "mutation RemoveWorkspaceLogo {\n  removeWorkspaceLogo {\n    ...BrandFields\n  }\n}": typeof types.RemoveWorkspaceLogoDocument,
    "mutation ResendInvitation($id: ID!) {\n  resendInvitation(id: $id) {\n    ...InvitationFields\n  }\n}": typeof types.ResendInvitationDocument,
    "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id)\n}": typeof types.RevokeApiKeyDocument,
    "mutation RevokeInvitation($id: ID!) {\n  revokeInvitation(id: $id)\n}": typeof types.RevokeInvitationDocument,
    "mutation SwitchWorkspace($id: ID!) {\n  switchWorkspace(id: $id) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": typeof types.SwitchWorkspaceDocument,
    "query TaxRates($includeArchived: Boolean!) {\n  taxRates(includeArchived: $includeArchived) {\n    id\n    name\n    percent\n    category\n    exemptionReason\n    archived\n  }\n}\n\nmutation CreateTaxRate($input: TaxRateInput!) {\n  createTaxRate(input: $input) {\n    id\n  }\n}\n\nmutation SetTaxRateArchived($id: ID!, $archived: Boolean!) {\n  setTaxRateArchived(id: $id, archived: $archived) {\n    id\n    archived\n  }\n}\n\nmutation DeleteTaxRate($id: ID!) {\n  deleteTaxRate(id: $id)\n}": typeof types.TaxRatesDocument,
    "mutation TransferOwnership($userId: ID!) {\n  transferOwnership(userId: $userId) {\n    ...WorkspaceFields\n  }\n}": typeof types.TransferOwnershipDocument,
    "mutation UpdateWorkspaceBrand($input: UpdateBrandInput!) {\n  updateWorkspaceBrand(input: $input) {\n    ...BrandFields\n  }\n}": typeof types.UpdateWorkspaceBrandDocument,
    "mutation UpdateWorkspace($input: UpdateWorkspaceInput!) {\n  updateWorkspace(input: $input) {\n    ...WorkspaceFields\n  }\n}": typeof types.UpdateWorkspaceDocument,
    "query WorkspaceBrand {\n  workspace {\n    id\n    name\n    role\n    brand {\n      ...BrandFields\n    }\n  }\n}": typeof types.WorkspaceBrandDocument,
    "fragment WorkspaceFields on Workspace {\n  id\n  name\n  address\n  email\n  phone\n  taxNumber\n  paymentTerms\n  invoiceOnAccept\n  proposalNumberPattern\n  invoiceNumberPattern\n  currency\n  language\n  roundingScope\n  roundingMethod\n  legalName\n  postalCode\n  city\n  countryCode\n  taxRegistrationNumber\n  iban\n  bic\n  accountHolder\n  eInvoiceFormat\n  documentLayout\n  documentFont\n  documentFooter\n  paymentInstructions\n  plan\n  seats\n  memberCount\n  role\n}": typeof types.WorkspaceFieldsFragmentDoc,
    "query Workspace {\n  workspace {\n    ...WorkspaceFields\n  }\n}": typeof types.WorkspaceDocument,
    "query Workspaces {\n  workspaces {\n    id\n    name\n    role\n    active\n  }\n}": typeof types.WorkspacesDocument,
};
const documents: Documents = {
    "mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}\n\nmutation RequestEmailChange($input: EmailChangeInput!) {\n  requestEmailChange(input: $input)\n}\n\nmutation ConfirmEmailChange($input: EmailChangeConfirmInput!) {\n  confirmEmailChange(input: $input)\n}": types.RequestPasswordResetDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": types.MeDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": types.SignupDocument,
    "query CatalogueCurrency {\n  workspace {\n    id\n    currency\n  }\n}": types.CatalogueCurrencyDocument,
    "fragment CatalogueItemFields on CatalogueItem {\n  id\n  name\n  description\n  unitPrice\n  unit\n  defaultQuantity\n  archived\n  createdAt\n  updatedAt\n}": types.CatalogueItemFieldsFragmentDoc,
    "query CatalogueItems($first: Int!, $after: String, $search: String, $sortBy: CatalogueItemSortField!, $sortDirection: SortDirection!, $includeArchived: Boolean!) {\n  catalogueItems(\n    first: $first\n    after: $after\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    includeArchived: $includeArchived\n  ) {\n    nodes {\n      ...CatalogueItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.CatalogueItemsDocument,
    "mutation CreateCatalogueItem($input: CatalogueItemInput!) {\n  createCatalogueItem(input: $input) {\n    ...CatalogueItemFields\n  }\n}": types.CreateCatalogueItemDocument,
    "mutation DeleteCatalogueItem($id: ID!) {\n  deleteCatalogueItem(id: $id)\n}": types.DeleteCatalogueItemDocument,
    "mutation SetCatalogueItemArchived($id: ID!, $archived: Boolean!) {\n  setCatalogueItemArchived(id: $id, archived: $archived) {\n    ...CatalogueItemFields\n  }\n}": types.SetCatalogueItemArchivedDocument,
    "mutation UpdateCatalogueItem($id: ID!, $input: CatalogueItemInput!) {\n  updateCatalogueItem(id: $id, input: $input) {\n    ...CatalogueItemFields\n  }\n}": types.UpdateCatalogueItemDocument,
    "fragment ClientLinkFields on ClientLink {\n  id\n  url\n  live\n  expiresAt\n  revokedAt\n  viewCount\n  firstViewedAt\n  lastViewedAt\n  createdAt\n}": types.ClientLinkFieldsFragmentDoc,
    "query ClientLinks($documentId: ID!) {\n  clientLinks(documentId: $documentId) {\n    ...ClientLinkFields\n  }\n}": types.ClientLinksDocument,
    "mutation CreateClientLink($input: CreateClientLinkInput!) {\n  createClientLink(input: $input) {\n    ...ClientLinkFields\n  }\n}": types.CreateClientLinkDocument,
    "query ReminderSettings {\n  reminderSettings {\n    proposalReminderDays\n    invoiceReminderOffsets\n  }\n}": types.ReminderSettingsDocument,
    "query Reminders($documentId: ID!) {\n  reminders(documentId: $documentId) {\n    id\n    step\n    day\n    status\n    recipient\n    error\n    sentAt\n  }\n}": types.RemindersDocument,
    "mutation RevokeClientLink($id: ID!) {\n  revokeClientLink(id: $id) {\n    ...ClientLinkFields\n  }\n}": types.RevokeClientLinkDocument,
    "mutation SetDocumentReminders($input: DocumentRemindersInput!) {\n  setDocumentReminders(input: $input)\n}": types.SetDocumentRemindersDocument,
    "mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n  updateReminderSettings(input: $input) {\n    proposalReminderDays\n    invoiceReminderOffsets\n  }\n}": types.UpdateReminderSettingsDocument,
    "mutation AcceptProposal($token: String!, $input: AcceptProposalInput!) {\n  acceptProposal(token: $token, input: $input) {\n    ...ClientDocumentFields\n  }\n}": types.AcceptProposalDocument,
    "fragment ClientDocumentFields on ClientDocument {\n  kind\n  version\n  title\n  number\n  status\n  dates {\n    label\n    value\n  }\n  from {\n    heading\n    name\n    lines\n  }\n  to {\n    heading\n    name\n    lines\n  }\n  unitLabel\n  lines {\n    description\n    details\n    quantity\n    unitPrice\n    total\n    discount\n  }\n  total\n  currency\n  language\n  summary {\n    subtotal\n    discount\n    taxes {\n      name\n      percent\n      base\n      amount\n    }\n    pricesIncludeTax\n  }\n  sections {\n    title\n    body\n  }\n  eInvoice {\n    filename\n    url\n  }\n  expired\n  expiredMessage\n  canRespond\n  answer {\n    decision\n    at\n    acceptedByName\n    declineReason\n  }\n  payment {\n    amountPaid\n    balanceDue\n    depositLine\n    canPayOnline\n    simulated\n  }\n  deposit {\n    share\n    amount\n    invoiceNumber\n    paid\n    canPayOnline\n    simulated\n  }\n  brand {\n    logoUrl\n    logoWidth\n    logoHeight\n    color\n    colorOnDark\n    font\n    fontFamily\n  }\n}": types.ClientDocumentFieldsFragmentDoc,
    "query ClientDocument($token: String!) {\n  clientDocument(token: $token) {\n    ...ClientDocumentFields\n  }\n}": types.ClientDocumentDocument,
    "mutation DeclineProposal($token: String!, $input: DeclineProposalInput!) {\n  declineProposal(token: $token, input: $input) {\n    ...ClientDocumentFields\n  }\n}": types.DeclineProposalDocument,
    "mutation PayInvoice($token: String!) {\n  payInvoice(token: $token) {\n    url\n  }\n}": types.PayInvoiceDocument,
    "mutation PaySimulatedInvoicePayment($session: String!) {\n  paySimulatedInvoicePayment(session: $session) {\n    url\n  }\n}": types.PaySimulatedInvoicePaymentDocument,
    "query SimulatedInvoicePayment($session: String!) {\n  simulatedInvoicePayment(session: $session) {\n    invoiceNumber\n    payee\n    amount\n    currency\n    language\n    cancelUrl\n  }\n}": types.SimulatedInvoicePaymentDocument,
    "mutation ApplyClientCredit($id: ID!, $invoiceId: ID!) {\n  applyClientCredit(id: $id, input: {invoiceId: $invoiceId}) {\n    credit {\n      id\n      status\n    }\n  }\n}": types.ApplyClientCreditDocument,
    "query ClientCredits($clientId: ID!) {\n  clientCredits(filter: {clientId: $clientId, status: \"unapplied\"}) {\n    id\n    invoiceNumber\n    currency\n    amount\n    reasonText\n    receivedOn\n  }\n}": types.ClientCreditsDocument,
    "query ClientProposals($clientId: ID!, $first: Int!, $after: String) {\n  proposals(clientId: $clientId, first: $first, after: $after) {\n    nodes {\n      id\n      proposalNumber\n      proposalTitle\n      status\n      value\n      currency\n      proposalDate\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nquery ClientInvoices($clientId: ID!, $first: Int!, $after: String) {\n  invoices(clientId: $clientId, first: $first, after: $after) {\n    nodes {\n      id\n      invoiceNumber\n      status\n      amount\n      currency\n      invoiceDate\n      dueDate\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.ClientProposalsDocument,
    "fragment ClientFields on Client {\n  id\n  name\n  company\n  email\n  ccEmails\n  address\n  phone\n  mobile\n  fax\n  taxNumber\n  notes\n  currency\n  language\n  postalCode\n  city\n  countryCode\n  eInvoiceFormat\n  buyerReference\n  customFields {\n    fieldId\n    value\n  }\n  archived\n  createdAt\n  updatedAt\n}": types.ClientFieldsFragmentDoc,
    "fragment PortalAccessFields on PortalAccess {\n  clientId\n  signInUrl\n  sessions {\n    id\n    createdAt\n    lastSeenAt\n  }\n  pendingLinks {\n    id\n    expiresAt\n  }\n}\n\nquery ClientPortalAccess($clientId: ID!) {\n  clientPortalAccess(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}\n\nmutation SendPortalLink($clientId: ID!) {\n  sendPortalLink(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}\n\nmutation RevokePortalAccess($clientId: ID!) {\n  revokePortalAccess(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}": types.PortalAccessFieldsFragmentDoc,
    "query ClientSummary($id: ID!) {\n  clientSummary(id: $id) {\n    client {\n      ...ClientFields\n    }\n    totals {\n      ...ClientTotalsFields\n    }\n    otherTotals {\n      ...ClientTotalsFields\n    }\n    proposalCount\n    invoiceCount\n    activity {\n      at\n      event\n      documentKind\n      documentId\n      documentNumber\n    }\n  }\n}\n\nfragment ClientTotalsFields on ClientTotals {\n  currency\n  proposed\n  accepted\n  invoiced\n  paid\n  outstanding\n  overdue\n}": types.ClientSummaryDocument,
    "query Clients($first: Int!, $after: String, $search: String, $sortBy: ClientSortField!, $sortDirection: SortDirection!, $includeArchived: Boolean!) {\n  clients(\n    first: $first\n    after: $after\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    includeArchived: $includeArchived\n  ) {\n    nodes {\n      ...ClientFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.ClientsDocument,
    "mutation CreateClient($input: ClientInput!) {\n  createClient(input: $input) {\n    ...ClientFields\n  }\n}": types.CreateClientDocument,
    "mutation DeleteClient($id: ID!) {\n  deleteClient(id: $id)\n}": types.DeleteClientDocument,
    "mutation RefundClientCredit($id: ID!) {\n  refundClientCredit(id: $id) {\n    id\n    status\n  }\n}": types.RefundClientCreditDocument,
    "mutation SetClientArchived($id: ID!, $archived: Boolean!) {\n  setClientArchived(id: $id, archived: $archived) {\n    ...ClientFields\n  }\n}": types.SetClientArchivedDocument,
    "mutation UpdateClient($id: ID!, $input: ClientInput!) {\n  updateClient(id: $id, input: $input) {\n    ...ClientFields\n  }\n}": types.UpdateClientDocument,
    "fragment RecentDocumentFields on RecentDocument {\n  id\n  number\n  title\n  clientName\n  amount\n  currency\n  status\n  emailOpenCount\n  createdAt\n}": types.RecentDocumentFieldsFragmentDoc,
    "query SetupProgress {\n  workspace {\n    id\n    address\n    email\n  }\n  taxRates {\n    id\n  }\n  clients(first: 1) {\n    totalCount\n  }\n  proposals(first: 1) {\n    totalCount\n  }\n}": types.SetupProgressDocument,
    "query Stats {\n  stats {\n    proposalsGenerated\n    proposalsUsed\n    proposalsLimit\n    invoicesGenerated\n    invoicesUsed\n    invoicesLimit\n    emailsSent\n    proposalsTotalValue\n    invoicesTotalAmount\n    invoicedNetOfDeposits\n    plan\n    currency\n    otherCurrencies {\n      currency\n      proposalsTotalValue\n      proposalsCount\n      invoicesTotalAmount\n      invoicesCount\n    }\n    valueByMonth {\n      month\n      proposalsValue\n      invoicesAmount\n    }\n    proposalsByStatus {\n      status\n      count\n    }\n    invoicesByStatus {\n      status\n      count\n    }\n    recentProposals {\n      ...RecentDocumentFields\n    }\n    recentInvoices {\n      ...RecentDocumentFields\n    }\n    receivables {\n      currency\n      outstanding\n      outstandingCount\n      overdue\n      overdueCount\n      paidThisMonth\n      aging {\n        bucket\n        amount\n        count\n      }\n    }\n  }\n}": types.StatsDocument,
    "query CatalogueSuggestions($search: String!) {\n  catalogueItems(search: $search, first: 8) {\n    nodes {\n      id\n      name\n      description\n      unitPrice\n      unit\n      defaultQuantity\n    }\n  }\n}": types.CatalogueSuggestionsDocument,
    "query ClientSuggestions($search: String!) {\n  clients(search: $search, first: 8) {\n    nodes {\n      id\n      name\n      company\n      email\n      address\n      phone\n      mobile\n      fax\n      taxNumber\n      currency\n      language\n      buyerReference\n    }\n  }\n}": types.ClientSuggestionsDocument,
    "query CustomFields {\n  customFields {\n    id\n    target\n    label\n    printed\n    position\n  }\n}": types.CustomFieldsDocument,
    "query DocumentEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}": types.DocumentEmailSendDocument,
    "mutation DocumentPdfLink($kind: PdfKind!, $id: ID!, $preview: Boolean!) {\n  pdfLink(kind: $kind, id: $id, preview: $preview) {\n    url\n  }\n}": types.DocumentPdfLinkDocument,
    "query DocumentTaxRates {\n  taxRates(includeArchived: true) {\n    id\n    name\n    percent\n    archived\n  }\n}": types.DocumentTaxRatesDocument,
    "query SenderProfile {\n  workspace {\n    id\n    name\n    email\n    address\n    phone\n    taxNumber\n    paymentTerms\n    memberCount\n    proposalNumberPattern\n    invoiceNumberPattern\n    currency\n    language\n    roundingScope\n    roundingMethod\n  }\n}": types.SenderProfileDocument,
    "mutation ClosePaymentPages($invoiceId: ID!) {\n  closePaymentPages(invoiceId: $invoiceId) {\n    closed\n  }\n}": types.ClosePaymentPagesDocument,
    "mutation CreateCreditNote($invoiceId: ID!, $input: CreateCreditNoteInput!) {\n  createCreditNote(invoiceId: $invoiceId, input: $input) {\n    creditNote {\n      ...CreditNoteFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}": types.CreateCreditNoteDocument,
    "mutation CreateInvoice($input: InvoiceInput!) {\n  createInvoice(input: $input) {\n    ...InvoiceFields\n  }\n}": types.CreateInvoiceDocument,
    "fragment CreditNoteFields on CreditNote {\n  id\n  invoiceId\n  creditNoteNumber\n  issuedOn\n  reason\n  amount\n  currency\n  sendStatus\n}": types.CreditNoteFieldsFragmentDoc,
    "mutation DeleteInvoice($id: ID!) {\n  deleteInvoice(id: $id)\n}": types.DeleteInvoiceDocument,
    "mutation DeletePayment($invoiceId: ID!, $paymentId: ID!) {\n  deletePayment(invoiceId: $invoiceId, paymentId: $paymentId) {\n    ...InvoiceFields\n  }\n}": types.DeletePaymentDocument,
    "mutation DuplicateInvoice($id: ID!) {\n  duplicateInvoice(id: $id) {\n    ...InvoiceFields\n  }\n}": types.DuplicateInvoiceDocument,
    "query InvoiceCreditNotes($invoiceId: ID!) {\n  invoiceCreditNotes(invoiceId: $invoiceId) {\n    ...CreditNoteFields\n  }\n}": types.InvoiceCreditNotesDocument,
    "query InvoiceEInvoiceReadiness($id: ID!) {\n  invoiceEInvoiceReadiness(id: $id) {\n    setting\n    ready\n    checks {\n      rule\n      field\n      message\n    }\n  }\n}": types.InvoiceEInvoiceReadinessDocument,
    "fragment InvoiceFields on Invoice {\n  id\n  businessName\n  businessEmail\n  businessAddress\n  businessPhone\n  businessNumber\n  clientId\n  clientName\n  clientEmail\n  clientAddress\n  clientPhone\n  clientMobile\n  clientFax\n  invoiceNumber\n  invoiceDate\n  dueDate\n  serviceDate\n  servicePeriodStart\n  servicePeriodEnd\n  buyerReference\n  orderReference\n  layout\n  paymentTerms\n  lineItems {\n    description\n    extraDetails\n    rate\n    quantity\n    total\n    discount {\n      percent\n      amount\n    }\n    taxRateIds\n    customFields {\n      fieldId\n      value\n    }\n  }\n  customFields {\n    fieldId\n    value\n  }\n  notes\n  status\n  amount\n  amountCredited\n  amountPaid\n  depositDeducted\n  depositInvoiceNumber\n  balanceDue\n  currency\n  language\n  pricesIncludeTax\n  discount {\n    percent\n    amount\n  }\n  taxRateIds\n  taxNote\n  clientTaxNumber\n  subtotal\n  discountTotal\n  taxTotal\n  total\n  taxes {\n    id\n    name\n    percent\n    base\n    amount\n  }\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n  clientViewCount\n  clientLastViewedAt\n  remindersEnabled\n  proposalId\n  proposalNumber\n  depositInvoiceId\n  depositForProposalId\n}": types.InvoiceFieldsFragmentDoc,
    "query InvoicePaymentPages($id: ID!) {\n  invoice(id: $id) {\n    id\n    openPaymentPages\n  }\n}": types.InvoicePaymentPagesDocument,
    "query InvoicePayments($invoiceId: ID!) {\n  invoicePayments(invoiceId: $invoiceId) {\n    ...PaymentFields\n  }\n}": types.InvoicePaymentsDocument,
    "query Invoice($id: ID!) {\n  invoice(id: $id) {\n    ...InvoiceFields\n  }\n}": types.InvoiceDocument,
    "query Invoices($search: String, $status: String, $createdByMe: Boolean, $aging: String, $currency: String, $unpaid: Boolean, $first: Int!, $after: String) {\n  invoices(\n    search: $search\n    status: $status\n    createdByMe: $createdByMe\n    aging: $aging\n    currency: $currency\n    unpaid: $unpaid\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...InvoiceFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.InvoicesDocument,
    "fragment PaymentFields on Payment {\n  id\n  invoiceId\n  amount\n  method\n  paidOn\n  reference\n  note\n  refundOf\n  refundable\n  online\n  createdAt\n}": types.PaymentFieldsFragmentDoc,
    "mutation RecordPayment($invoiceId: ID!, $input: PaymentInput!) {\n  recordPayment(invoiceId: $invoiceId, input: $input) {\n    payment {\n      ...PaymentFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}": types.RecordPaymentDocument,
    "mutation RefundPayment($invoiceId: ID!, $paymentId: ID!, $input: RefundInput!) {\n  refundPayment(invoiceId: $invoiceId, paymentId: $paymentId, input: $input) {\n    payment {\n      ...PaymentFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}": types.RefundPaymentDocument,
    "mutation SendCreditNote($id: ID!) {\n  sendCreditNote(id: $id) {\n    ...CreditNoteFields\n  }\n}": types.SendCreditNoteDocument,
    "mutation SendInvoice($id: ID!, $input: SendEmailInput) {\n  sendInvoice(id: $id, input: $input) {\n    id\n    status\n    error\n    recipient\n    cc\n    subject\n  }\n}": types.SendInvoiceDocument,
    "mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {\n  updateInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}": types.UpdateInvoiceDocument,
    "subscription Activity {\n  activity {\n    id\n    kind\n    documentKind\n    documentId\n    number\n    title\n    clientName\n    status\n    occurredAt\n    notification {\n      ...NotificationFields\n    }\n  }\n}": types.ActivityDocument,
    "mutation MarkNotificationsSeen($ids: [ID!]!) {\n  markNotificationsSeen(ids: $ids)\n}": types.MarkNotificationsSeenDocument,
    "query NotificationFeed($first: Int!) {\n  notificationFeed(first: $first) {\n    unreadCount\n    items {\n      ...NotificationFields\n    }\n  }\n}": types.NotificationFeedDocument,
    "fragment NotificationFields on Notification {\n  id\n  documentKind\n  documentId\n  message\n  createdAt\n  seenAt\n}": types.NotificationFieldsFragmentDoc,
    "query UnseenNotifications {\n  unseenNotifications {\n    id\n    message\n    documentKind\n  }\n}": types.UnseenNotificationsDocument,
    "query Profile {\n  profile {\n    name\n    email\n    plan\n    role\n    workspaceName\n    isSubscriptionActive\n    planStart\n    planEnd\n    cancelAtPeriodEnd\n    proposalsUsed\n    proposalsLimit\n    invoicesUsed\n    invoicesLimit\n  }\n}": types.ProfileDocument,
    "mutation CreateInvoiceFromProposal($proposalId: ID!) {\n  createInvoiceFromProposal(proposalId: $proposalId) {\n    id\n    invoiceNumber\n  }\n}": types.CreateInvoiceFromProposalDocument,
    "mutation CreateProposal($input: ProposalInput!) {\n  createProposal(input: $input) {\n    ...ProposalFields\n  }\n}": types.CreateProposalDocument,
    "mutation DeleteProposal($id: ID!) {\n  deleteProposal(id: $id)\n}": types.DeleteProposalDocument,
    "mutation DraftProposal($brief: DraftBriefInput!) {\n  draftProposal(brief: $brief) {\n    engine\n    engineLabel\n    notice\n    draft {\n      proposalTitle\n      summary\n      paymentTerms\n      additionalTerms\n      total\n      language\n      currency\n      depositPercent\n      depositAmount\n      services {\n        description\n        price\n        quantity\n      }\n    }\n  }\n}": types.DraftProposalDocument,
    "mutation DuplicateProposal($id: ID!) {\n  duplicateProposal(id: $id) {\n    ...ProposalFields\n  }\n}": types.DuplicateProposalDocument,
    "fragment ProposalApprovalFields on ProposalApproval {\n  proposalId\n  state\n  required\n  sendable\n  reasons\n  requestedByName\n  requestedAt\n  decidedByName\n  decidedAt\n  comment\n}\n\nquery ApprovalViewer {\n  workspace {\n    id\n    role\n  }\n}\n\nmutation RequestProposalApproval($proposalId: ID!) {\n  requestProposalApproval(proposalId: $proposalId) {\n    ...ProposalApprovalFields\n  }\n}\n\nmutation ApproveProposal($proposalId: ID!) {\n  approveProposal(proposalId: $proposalId) {\n    ...ProposalApprovalFields\n  }\n}\n\nmutation ReturnProposal($proposalId: ID!, $comment: String!) {\n  returnProposal(proposalId: $proposalId, input: {comment: $comment}) {\n    ...ProposalApprovalFields\n  }\n}": types.ProposalApprovalFieldsFragmentDoc,
    "fragment ProposalFields on Proposal {\n  id\n  clientName\n  clientCompany\n  clientEmail\n  clientAddress\n  proposalTitle\n  proposalDate\n  expirationDate\n  proposalNumber\n  services {\n    description\n    price\n    quantity\n    subtotal\n    discount {\n      percent\n      amount\n    }\n    taxRateIds\n    customFields {\n      fieldId\n      value\n    }\n  }\n  customFields {\n    fieldId\n    value\n  }\n  companyName\n  companyEmail\n  companyAddress\n  companyPhone\n  companyTaxNumber\n  paymentTerms\n  additionalTerms\n  scope\n  layout\n  status\n  value\n  currency\n  language\n  pricesIncludeTax\n  discount {\n    percent\n    amount\n  }\n  taxRateIds\n  taxNote\n  clientTaxNumber\n  subtotal\n  discountTotal\n  taxTotal\n  total\n  taxes {\n    id\n    name\n    percent\n    base\n    amount\n  }\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n  clientViewCount\n  clientLastViewedAt\n  remindersEnabled\n  respondedAt\n  acceptedByName\n  declineReason\n  invoiceId\n  invoiceNumber\n  deposit {\n    percent\n    amount\n  }\n  depositAmount\n  depositInvoiceId\n  approval {\n    ...ProposalApprovalFields\n  }\n}": types.ProposalFieldsFragmentDoc,
    "query Proposal($id: ID!) {\n  proposal(id: $id) {\n    ...ProposalFields\n  }\n}": types.ProposalDocument,
    "query Proposals($search: String, $status: String, $createdByMe: Boolean, $first: Int!, $after: String) {\n  proposals(\n    search: $search\n    status: $status\n    createdByMe: $createdByMe\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...ProposalFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.ProposalsDocument,
    "mutation SendProposal($id: ID!, $input: SendEmailInput) {\n  sendProposal(id: $id, input: $input) {\n    id\n    status\n    error\n    recipient\n    cc\n    subject\n  }\n}": types.SendProposalDocument,
    "mutation UpdateProposal($id: ID!, $input: ProposalInput!) {\n  updateProposal(id: $id, input: $input) {\n    ...ProposalFields\n  }\n}": types.UpdateProposalDocument,
    "mutation CreateRecurringSchedule($input: RecurringScheduleInput!) {\n  createRecurringSchedule(input: $input) {\n    ...RecurringScheduleFields\n  }\n}": types.CreateRecurringScheduleDocument,
    "mutation DeleteRecurringSchedule($id: ID!) {\n  deleteRecurringSchedule(id: $id)\n}": types.DeleteRecurringScheduleDocument,
    "mutation PauseRecurringSchedule($id: ID!) {\n  pauseRecurringSchedule(id: $id) {\n    ...RecurringScheduleFields\n  }\n}": types.PauseRecurringScheduleDocument,
    "fragment RecurringScheduleFields on RecurringSchedule {\n  id\n  templateInvoiceId\n  templateInvoiceNumber\n  clientName\n  currency\n  amount\n  frequency\n  dayOfMonth\n  lastDayOfMonth\n  startDate\n  endDate\n  count\n  issuedCount\n  sendAutomatically\n  status\n  pausedReason\n  nextRunOn\n  lastIssuedOn\n  lastRunNote\n  createdAt\n}": types.RecurringScheduleFieldsFragmentDoc,
    "query RecurringSchedules {\n  recurringSchedules {\n    ...RecurringScheduleFields\n  }\n}": types.RecurringSchedulesDocument,
    "query RecurringTemplateInvoices($search: String) {\n  invoices(first: 100, search: $search, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      invoiceNumber\n      clientName\n      amount\n      currency\n    }\n  }\n}": types.RecurringTemplateInvoicesDocument,
    "mutation ResumeRecurringSchedule($id: ID!) {\n  resumeRecurringSchedule(id: $id) {\n    ...RecurringScheduleFields\n  }\n}": types.ResumeRecurringScheduleDocument,
    "mutation UpdateRecurringSchedule($id: ID!, $input: RecurringScheduleInput!) {\n  updateRecurringSchedule(id: $id, input: $input) {\n    ...RecurringScheduleFields\n  }\n}": types.UpdateRecurringScheduleDocument,
    "query SearchDocuments($term: String!, $first: Int!) {\n  search(term: $term, first: $first) {\n    proposals {\n      id\n      proposalNumber\n      proposalTitle\n      clientName\n      clientCompany\n      clientEmail\n      proposalDate\n      expirationDate\n      value\n      currency\n      status\n      emailOpenCount\n      services {\n        description\n        quantity\n        subtotal\n      }\n    }\n    invoices {\n      id\n      invoiceNumber\n      clientName\n      clientEmail\n      invoiceDate\n      dueDate\n      amount\n      currency\n      status\n      emailOpenCount\n      lineItems {\n        description\n        quantity\n        total\n      }\n    }\n  }\n}": types.SearchDocumentsDocument,
    "mutation CancelSubscription {\n  cancelSubscription\n}": types.CancelSubscriptionDocument,
    "mutation PaySimulatedCheckout($session: String!) {\n  paySimulatedCheckout(session: $session) {\n    url\n  }\n}": types.PaySimulatedCheckoutDocument,
    "mutation ResumeSubscription {\n  resumeSubscription\n}": types.ResumeSubscriptionDocument,
    "query SimulatedCheckout($session: String!) {\n  simulatedCheckout(session: $session) {\n    plan\n    planName\n    price\n    successUrl\n    cancelUrl\n  }\n}": types.SimulatedCheckoutDocument,
    "mutation Subscribe($input: CheckoutInput!) {\n  subscribe(input: $input) {\n    url\n  }\n}": types.SubscribeDocument,
    "mutation UpgradeSubscription($input: CheckoutInput!) {\n  upgradeSubscription(input: $input) {\n    url\n  }\n}": types.UpgradeSubscriptionDocument,
    "query Health {\n  health {\n    ok\n    database\n    redis\n  }\n}": types.HealthDocument,
    "mutation AcceptInvitation($token: String!) {\n  acceptInvitation(token: $token) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": types.AcceptInvitationDocument,
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  role\n  prefix\n  createdAt\n  lastUsedAt\n  revokedAt\n  createdByName\n}": types.ApiKeyFieldsFragmentDoc,
    "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}": types.ApiKeysDocument,
    "fragment ApprovalRuleFields on ApprovalRule {\n  overTotal\n  overDiscountPercent\n  currency\n}\n\nquery ApprovalRule {\n  approvalRule {\n    ...ApprovalRuleFields\n  }\n}\n\nmutation UpdateApprovalRule($input: ApprovalRuleInput!) {\n  updateApprovalRule(input: $input) {\n    ...ApprovalRuleFields\n  }\n}": types.ApprovalRuleFieldsFragmentDoc,
    "fragment BrandFields on Brand {\n  logoUrl\n  logoWidth\n  logoHeight\n  logoContentType\n  color\n  colorOnDark\n  customColor\n  font\n  fontFamily\n}": types.BrandFieldsFragmentDoc,
    "mutation ChangeMemberRole($userId: ID!, $role: String!) {\n  changeMemberRole(userId: $userId, role: $role) {\n    ...MemberFields\n  }\n}": types.ChangeMemberRoleDocument,
    "mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    secret\n  }\n}": types.CreateApiKeyDocument,
    "mutation CreateCustomField($input: CustomFieldInput!) {\n  createCustomField(input: $input) {\n    id\n  }\n}\n\nmutation UpdateCustomField($id: ID!, $input: CustomFieldUpdateInput!) {\n  updateCustomField(id: $id, input: $input) {\n    id\n    label\n    printed\n  }\n}\n\nmutation ReorderCustomFields($input: CustomFieldOrderInput!) {\n  reorderCustomFields(input: $input) {\n    id\n    position\n  }\n}\n\nmutation DeleteCustomField($id: ID!) {\n  deleteCustomField(id: $id)\n}": types.CreateCustomFieldDocument,
    "mutation DeleteWorkspace($confirmName: String!) {\n  deleteWorkspace(confirmName: $confirmName) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": types.DeleteWorkspaceDocument,
    "fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  invitedByName\n  createdAt\n  expiresAt\n}": types.InvitationFieldsFragmentDoc,
    "query InvitationPreview($token: String!) {\n  invitation(token: $token) {\n    workspaceName\n    email\n    role\n    invitedByName\n    expiresAt\n  }\n}": types.InvitationPreviewDocument,
    "query Invitations {\n  invitations {\n    ...InvitationFields\n  }\n}": types.InvitationsDocument,
    "mutation InviteMember($input: InviteMemberInput!) {\n  inviteMember(input: $input) {\n    ...InvitationFields\n  }\n}": types.InviteMemberDocument,
    "mutation LeaveWorkspace {\n  leaveWorkspace {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": types.LeaveWorkspaceDocument,
    "fragment MemberFields on Member {\n  userId\n  name\n  email\n  role\n  joinedAt\n  isYou\n}": types.MemberFieldsFragmentDoc,
    "query Members {\n  members {\n    ...MemberFields\n  }\n}": types.MembersDocument,
    "fragment PaymentAccountFields on PaymentAccount {\n  connected\n  keyHint\n  livemode\n  stripeAccountId\n  accountName\n  connectedAt\n  available\n}\n\nquery PaymentAccount {\n  paymentAccount {\n    ...PaymentAccountFields\n  }\n}\n\nmutation ConnectStripe($input: ConnectStripeInput!) {\n  connectStripe(input: $input) {\n    ...PaymentAccountFields\n  }\n}\n\nmutation DisconnectStripe {\n  disconnectStripe {\n    ...PaymentAccountFields\n  }\n}": types.PaymentAccountFieldsFragmentDoc,
    "mutation RemoveMember($userId: ID!) {\n  removeMember(userId: $userId)\n}": types.RemoveMemberDocument,
    "mutation RemoveWorkspaceLogo {\n  removeWorkspaceLogo {\n    ...BrandFields\n  }\n}": types.RemoveWorkspaceLogoDocument,
    "mutation ResendInvitation($id: ID!) {\n  resendInvitation(id: $id) {\n    ...InvitationFields\n  }\n}": types.ResendInvitationDocument,
    "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id)\n}": types.RevokeApiKeyDocument,
    "mutation RevokeInvitation($id: ID!) {\n  revokeInvitation(id: $id)\n}": types.RevokeInvitationDocument,
    "mutation SwitchWorkspace($id: ID!) {\n  switchWorkspace(id: $id) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": types.SwitchWorkspaceDocument,
    "query TaxRates($includeArchived: Boolean!) {\n  taxRates(includeArchived: $includeArchived) {\n    id\n    name\n    percent\n    category\n    exemptionReason\n    archived\n  }\n}\n\nmutation CreateTaxRate($input: TaxRateInput!) {\n  createTaxRate(input: $input) {\n    id\n  }\n}\n\nmutation SetTaxRateArchived($id: ID!, $archived: Boolean!) {\n  setTaxRateArchived(id: $id, archived: $archived) {\n    id\n    archived\n  }\n}\n\nmutation DeleteTaxRate($id: ID!) {\n  deleteTaxRate(id: $id)\n}": types.TaxRatesDocument,
    "mutation TransferOwnership($userId: ID!) {\n  transferOwnership(userId: $userId) {\n    ...WorkspaceFields\n  }\n}": types.TransferOwnershipDocument,
    "mutation UpdateWorkspaceBrand($input: UpdateBrandInput!) {\n  updateWorkspaceBrand(input: $input) {\n    ...BrandFields\n  }\n}": types.UpdateWorkspaceBrandDocument,
    "mutation UpdateWorkspace($input: UpdateWorkspaceInput!) {\n  updateWorkspace(input: $input) {\n    ...WorkspaceFields\n  }\n}": types.UpdateWorkspaceDocument,
    "query WorkspaceBrand {\n  workspace {\n    id\n    name\n    role\n    brand {\n      ...BrandFields\n    }\n  }\n}": types.WorkspaceBrandDocument,
    "fragment WorkspaceFields on Workspace {\n  id\n  name\n  address\n  email\n  phone\n  taxNumber\n  paymentTerms\n  invoiceOnAccept\n  proposalNumberPattern\n  invoiceNumberPattern\n  currency\n  language\n  roundingScope\n  roundingMethod\n  legalName\n  postalCode\n  city\n  countryCode\n  taxRegistrationNumber\n  iban\n  bic\n  accountHolder\n  eInvoiceFormat\n  documentLayout\n  documentFont\n  documentFooter\n  paymentInstructions\n  plan\n  seats\n  memberCount\n  role\n}": types.WorkspaceFieldsFragmentDoc,
    "query Workspace {\n  workspace {\n    ...WorkspaceFields\n  }\n}": types.WorkspaceDocument,
    "query Workspaces {\n  workspaces {\n    id\n    name\n    role\n    active\n  }\n}": types.WorkspacesDocument,
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
export function graphql(source: "mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}\n\nmutation RequestEmailChange($input: EmailChangeInput!) {\n  requestEmailChange(input: $input)\n}\n\nmutation ConfirmEmailChange($input: EmailChangeConfirmInput!) {\n  confirmEmailChange(input: $input)\n}"): (typeof documents)["mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}\n\nmutation RequestEmailChange($input: EmailChangeInput!) {\n  requestEmailChange(input: $input)\n}\n\nmutation ConfirmEmailChange($input: EmailChangeConfirmInput!) {\n  confirmEmailChange(input: $input)\n}"];
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
export function graphql(source: "query CatalogueCurrency {\n  workspace {\n    id\n    currency\n  }\n}"): (typeof documents)["query CatalogueCurrency {\n  workspace {\n    id\n    currency\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CatalogueItemFields on CatalogueItem {\n  id\n  name\n  description\n  unitPrice\n  unit\n  defaultQuantity\n  archived\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment CatalogueItemFields on CatalogueItem {\n  id\n  name\n  description\n  unitPrice\n  unit\n  defaultQuantity\n  archived\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueItems($first: Int!, $after: String, $search: String, $sortBy: CatalogueItemSortField!, $sortDirection: SortDirection!, $includeArchived: Boolean!) {\n  catalogueItems(\n    first: $first\n    after: $after\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    includeArchived: $includeArchived\n  ) {\n    nodes {\n      ...CatalogueItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query CatalogueItems($first: Int!, $after: String, $search: String, $sortBy: CatalogueItemSortField!, $sortDirection: SortDirection!, $includeArchived: Boolean!) {\n  catalogueItems(\n    first: $first\n    after: $after\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    includeArchived: $includeArchived\n  ) {\n    nodes {\n      ...CatalogueItemFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCatalogueItem($input: CatalogueItemInput!) {\n  createCatalogueItem(input: $input) {\n    ...CatalogueItemFields\n  }\n}"): (typeof documents)["mutation CreateCatalogueItem($input: CatalogueItemInput!) {\n  createCatalogueItem(input: $input) {\n    ...CatalogueItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCatalogueItem($id: ID!) {\n  deleteCatalogueItem(id: $id)\n}"): (typeof documents)["mutation DeleteCatalogueItem($id: ID!) {\n  deleteCatalogueItem(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCatalogueItemArchived($id: ID!, $archived: Boolean!) {\n  setCatalogueItemArchived(id: $id, archived: $archived) {\n    ...CatalogueItemFields\n  }\n}"): (typeof documents)["mutation SetCatalogueItemArchived($id: ID!, $archived: Boolean!) {\n  setCatalogueItemArchived(id: $id, archived: $archived) {\n    ...CatalogueItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCatalogueItem($id: ID!, $input: CatalogueItemInput!) {\n  updateCatalogueItem(id: $id, input: $input) {\n    ...CatalogueItemFields\n  }\n}"): (typeof documents)["mutation UpdateCatalogueItem($id: ID!, $input: CatalogueItemInput!) {\n  updateCatalogueItem(id: $id, input: $input) {\n    ...CatalogueItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ClientLinkFields on ClientLink {\n  id\n  url\n  live\n  expiresAt\n  revokedAt\n  viewCount\n  firstViewedAt\n  lastViewedAt\n  createdAt\n}"): (typeof documents)["fragment ClientLinkFields on ClientLink {\n  id\n  url\n  live\n  expiresAt\n  revokedAt\n  viewCount\n  firstViewedAt\n  lastViewedAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientLinks($documentId: ID!) {\n  clientLinks(documentId: $documentId) {\n    ...ClientLinkFields\n  }\n}"): (typeof documents)["query ClientLinks($documentId: ID!) {\n  clientLinks(documentId: $documentId) {\n    ...ClientLinkFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateClientLink($input: CreateClientLinkInput!) {\n  createClientLink(input: $input) {\n    ...ClientLinkFields\n  }\n}"): (typeof documents)["mutation CreateClientLink($input: CreateClientLinkInput!) {\n  createClientLink(input: $input) {\n    ...ClientLinkFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReminderSettings {\n  reminderSettings {\n    proposalReminderDays\n    invoiceReminderOffsets\n  }\n}"): (typeof documents)["query ReminderSettings {\n  reminderSettings {\n    proposalReminderDays\n    invoiceReminderOffsets\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Reminders($documentId: ID!) {\n  reminders(documentId: $documentId) {\n    id\n    step\n    day\n    status\n    recipient\n    error\n    sentAt\n  }\n}"): (typeof documents)["query Reminders($documentId: ID!) {\n  reminders(documentId: $documentId) {\n    id\n    step\n    day\n    status\n    recipient\n    error\n    sentAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeClientLink($id: ID!) {\n  revokeClientLink(id: $id) {\n    ...ClientLinkFields\n  }\n}"): (typeof documents)["mutation RevokeClientLink($id: ID!) {\n  revokeClientLink(id: $id) {\n    ...ClientLinkFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDocumentReminders($input: DocumentRemindersInput!) {\n  setDocumentReminders(input: $input)\n}"): (typeof documents)["mutation SetDocumentReminders($input: DocumentRemindersInput!) {\n  setDocumentReminders(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n  updateReminderSettings(input: $input) {\n    proposalReminderDays\n    invoiceReminderOffsets\n  }\n}"): (typeof documents)["mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n  updateReminderSettings(input: $input) {\n    proposalReminderDays\n    invoiceReminderOffsets\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptProposal($token: String!, $input: AcceptProposalInput!) {\n  acceptProposal(token: $token, input: $input) {\n    ...ClientDocumentFields\n  }\n}"): (typeof documents)["mutation AcceptProposal($token: String!, $input: AcceptProposalInput!) {\n  acceptProposal(token: $token, input: $input) {\n    ...ClientDocumentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ClientDocumentFields on ClientDocument {\n  kind\n  version\n  title\n  number\n  status\n  dates {\n    label\n    value\n  }\n  from {\n    heading\n    name\n    lines\n  }\n  to {\n    heading\n    name\n    lines\n  }\n  unitLabel\n  lines {\n    description\n    details\n    quantity\n    unitPrice\n    total\n    discount\n  }\n  total\n  currency\n  language\n  summary {\n    subtotal\n    discount\n    taxes {\n      name\n      percent\n      base\n      amount\n    }\n    pricesIncludeTax\n  }\n  sections {\n    title\n    body\n  }\n  eInvoice {\n    filename\n    url\n  }\n  expired\n  expiredMessage\n  canRespond\n  answer {\n    decision\n    at\n    acceptedByName\n    declineReason\n  }\n  payment {\n    amountPaid\n    balanceDue\n    depositLine\n    canPayOnline\n    simulated\n  }\n  deposit {\n    share\n    amount\n    invoiceNumber\n    paid\n    canPayOnline\n    simulated\n  }\n  brand {\n    logoUrl\n    logoWidth\n    logoHeight\n    color\n    colorOnDark\n    font\n    fontFamily\n  }\n}"): (typeof documents)["fragment ClientDocumentFields on ClientDocument {\n  kind\n  version\n  title\n  number\n  status\n  dates {\n    label\n    value\n  }\n  from {\n    heading\n    name\n    lines\n  }\n  to {\n    heading\n    name\n    lines\n  }\n  unitLabel\n  lines {\n    description\n    details\n    quantity\n    unitPrice\n    total\n    discount\n  }\n  total\n  currency\n  language\n  summary {\n    subtotal\n    discount\n    taxes {\n      name\n      percent\n      base\n      amount\n    }\n    pricesIncludeTax\n  }\n  sections {\n    title\n    body\n  }\n  eInvoice {\n    filename\n    url\n  }\n  expired\n  expiredMessage\n  canRespond\n  answer {\n    decision\n    at\n    acceptedByName\n    declineReason\n  }\n  payment {\n    amountPaid\n    balanceDue\n    depositLine\n    canPayOnline\n    simulated\n  }\n  deposit {\n    share\n    amount\n    invoiceNumber\n    paid\n    canPayOnline\n    simulated\n  }\n  brand {\n    logoUrl\n    logoWidth\n    logoHeight\n    color\n    colorOnDark\n    font\n    fontFamily\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientDocument($token: String!) {\n  clientDocument(token: $token) {\n    ...ClientDocumentFields\n  }\n}"): (typeof documents)["query ClientDocument($token: String!) {\n  clientDocument(token: $token) {\n    ...ClientDocumentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeclineProposal($token: String!, $input: DeclineProposalInput!) {\n  declineProposal(token: $token, input: $input) {\n    ...ClientDocumentFields\n  }\n}"): (typeof documents)["mutation DeclineProposal($token: String!, $input: DeclineProposalInput!) {\n  declineProposal(token: $token, input: $input) {\n    ...ClientDocumentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayInvoice($token: String!) {\n  payInvoice(token: $token) {\n    url\n  }\n}"): (typeof documents)["mutation PayInvoice($token: String!) {\n  payInvoice(token: $token) {\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaySimulatedInvoicePayment($session: String!) {\n  paySimulatedInvoicePayment(session: $session) {\n    url\n  }\n}"): (typeof documents)["mutation PaySimulatedInvoicePayment($session: String!) {\n  paySimulatedInvoicePayment(session: $session) {\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SimulatedInvoicePayment($session: String!) {\n  simulatedInvoicePayment(session: $session) {\n    invoiceNumber\n    payee\n    amount\n    currency\n    language\n    cancelUrl\n  }\n}"): (typeof documents)["query SimulatedInvoicePayment($session: String!) {\n  simulatedInvoicePayment(session: $session) {\n    invoiceNumber\n    payee\n    amount\n    currency\n    language\n    cancelUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyClientCredit($id: ID!, $invoiceId: ID!) {\n  applyClientCredit(id: $id, input: {invoiceId: $invoiceId}) {\n    credit {\n      id\n      status\n    }\n  }\n}"): (typeof documents)["mutation ApplyClientCredit($id: ID!, $invoiceId: ID!) {\n  applyClientCredit(id: $id, input: {invoiceId: $invoiceId}) {\n    credit {\n      id\n      status\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientCredits($clientId: ID!) {\n  clientCredits(filter: {clientId: $clientId, status: \"unapplied\"}) {\n    id\n    invoiceNumber\n    currency\n    amount\n    reasonText\n    receivedOn\n  }\n}"): (typeof documents)["query ClientCredits($clientId: ID!) {\n  clientCredits(filter: {clientId: $clientId, status: \"unapplied\"}) {\n    id\n    invoiceNumber\n    currency\n    amount\n    reasonText\n    receivedOn\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientProposals($clientId: ID!, $first: Int!, $after: String) {\n  proposals(clientId: $clientId, first: $first, after: $after) {\n    nodes {\n      id\n      proposalNumber\n      proposalTitle\n      status\n      value\n      currency\n      proposalDate\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nquery ClientInvoices($clientId: ID!, $first: Int!, $after: String) {\n  invoices(clientId: $clientId, first: $first, after: $after) {\n    nodes {\n      id\n      invoiceNumber\n      status\n      amount\n      currency\n      invoiceDate\n      dueDate\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query ClientProposals($clientId: ID!, $first: Int!, $after: String) {\n  proposals(clientId: $clientId, first: $first, after: $after) {\n    nodes {\n      id\n      proposalNumber\n      proposalTitle\n      status\n      value\n      currency\n      proposalDate\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nquery ClientInvoices($clientId: ID!, $first: Int!, $after: String) {\n  invoices(clientId: $clientId, first: $first, after: $after) {\n    nodes {\n      id\n      invoiceNumber\n      status\n      amount\n      currency\n      invoiceDate\n      dueDate\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ClientFields on Client {\n  id\n  name\n  company\n  email\n  ccEmails\n  address\n  phone\n  mobile\n  fax\n  taxNumber\n  notes\n  currency\n  language\n  postalCode\n  city\n  countryCode\n  eInvoiceFormat\n  buyerReference\n  customFields {\n    fieldId\n    value\n  }\n  archived\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment ClientFields on Client {\n  id\n  name\n  company\n  email\n  ccEmails\n  address\n  phone\n  mobile\n  fax\n  taxNumber\n  notes\n  currency\n  language\n  postalCode\n  city\n  countryCode\n  eInvoiceFormat\n  buyerReference\n  customFields {\n    fieldId\n    value\n  }\n  archived\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PortalAccessFields on PortalAccess {\n  clientId\n  signInUrl\n  sessions {\n    id\n    createdAt\n    lastSeenAt\n  }\n  pendingLinks {\n    id\n    expiresAt\n  }\n}\n\nquery ClientPortalAccess($clientId: ID!) {\n  clientPortalAccess(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}\n\nmutation SendPortalLink($clientId: ID!) {\n  sendPortalLink(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}\n\nmutation RevokePortalAccess($clientId: ID!) {\n  revokePortalAccess(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}"): (typeof documents)["fragment PortalAccessFields on PortalAccess {\n  clientId\n  signInUrl\n  sessions {\n    id\n    createdAt\n    lastSeenAt\n  }\n  pendingLinks {\n    id\n    expiresAt\n  }\n}\n\nquery ClientPortalAccess($clientId: ID!) {\n  clientPortalAccess(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}\n\nmutation SendPortalLink($clientId: ID!) {\n  sendPortalLink(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}\n\nmutation RevokePortalAccess($clientId: ID!) {\n  revokePortalAccess(clientId: $clientId) {\n    ...PortalAccessFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientSummary($id: ID!) {\n  clientSummary(id: $id) {\n    client {\n      ...ClientFields\n    }\n    totals {\n      ...ClientTotalsFields\n    }\n    otherTotals {\n      ...ClientTotalsFields\n    }\n    proposalCount\n    invoiceCount\n    activity {\n      at\n      event\n      documentKind\n      documentId\n      documentNumber\n    }\n  }\n}\n\nfragment ClientTotalsFields on ClientTotals {\n  currency\n  proposed\n  accepted\n  invoiced\n  paid\n  outstanding\n  overdue\n}"): (typeof documents)["query ClientSummary($id: ID!) {\n  clientSummary(id: $id) {\n    client {\n      ...ClientFields\n    }\n    totals {\n      ...ClientTotalsFields\n    }\n    otherTotals {\n      ...ClientTotalsFields\n    }\n    proposalCount\n    invoiceCount\n    activity {\n      at\n      event\n      documentKind\n      documentId\n      documentNumber\n    }\n  }\n}\n\nfragment ClientTotalsFields on ClientTotals {\n  currency\n  proposed\n  accepted\n  invoiced\n  paid\n  outstanding\n  overdue\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Clients($first: Int!, $after: String, $search: String, $sortBy: ClientSortField!, $sortDirection: SortDirection!, $includeArchived: Boolean!) {\n  clients(\n    first: $first\n    after: $after\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    includeArchived: $includeArchived\n  ) {\n    nodes {\n      ...ClientFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query Clients($first: Int!, $after: String, $search: String, $sortBy: ClientSortField!, $sortDirection: SortDirection!, $includeArchived: Boolean!) {\n  clients(\n    first: $first\n    after: $after\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    includeArchived: $includeArchived\n  ) {\n    nodes {\n      ...ClientFields\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateClient($input: ClientInput!) {\n  createClient(input: $input) {\n    ...ClientFields\n  }\n}"): (typeof documents)["mutation CreateClient($input: ClientInput!) {\n  createClient(input: $input) {\n    ...ClientFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteClient($id: ID!) {\n  deleteClient(id: $id)\n}"): (typeof documents)["mutation DeleteClient($id: ID!) {\n  deleteClient(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundClientCredit($id: ID!) {\n  refundClientCredit(id: $id) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation RefundClientCredit($id: ID!) {\n  refundClientCredit(id: $id) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetClientArchived($id: ID!, $archived: Boolean!) {\n  setClientArchived(id: $id, archived: $archived) {\n    ...ClientFields\n  }\n}"): (typeof documents)["mutation SetClientArchived($id: ID!, $archived: Boolean!) {\n  setClientArchived(id: $id, archived: $archived) {\n    ...ClientFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateClient($id: ID!, $input: ClientInput!) {\n  updateClient(id: $id, input: $input) {\n    ...ClientFields\n  }\n}"): (typeof documents)["mutation UpdateClient($id: ID!, $input: ClientInput!) {\n  updateClient(id: $id, input: $input) {\n    ...ClientFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RecentDocumentFields on RecentDocument {\n  id\n  number\n  title\n  clientName\n  amount\n  currency\n  status\n  emailOpenCount\n  createdAt\n}"): (typeof documents)["fragment RecentDocumentFields on RecentDocument {\n  id\n  number\n  title\n  clientName\n  amount\n  currency\n  status\n  emailOpenCount\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SetupProgress {\n  workspace {\n    id\n    address\n    email\n  }\n  taxRates {\n    id\n  }\n  clients(first: 1) {\n    totalCount\n  }\n  proposals(first: 1) {\n    totalCount\n  }\n}"): (typeof documents)["query SetupProgress {\n  workspace {\n    id\n    address\n    email\n  }\n  taxRates {\n    id\n  }\n  clients(first: 1) {\n    totalCount\n  }\n  proposals(first: 1) {\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Stats {\n  stats {\n    proposalsGenerated\n    proposalsUsed\n    proposalsLimit\n    invoicesGenerated\n    invoicesUsed\n    invoicesLimit\n    emailsSent\n    proposalsTotalValue\n    invoicesTotalAmount\n    invoicedNetOfDeposits\n    plan\n    currency\n    otherCurrencies {\n      currency\n      proposalsTotalValue\n      proposalsCount\n      invoicesTotalAmount\n      invoicesCount\n    }\n    valueByMonth {\n      month\n      proposalsValue\n      invoicesAmount\n    }\n    proposalsByStatus {\n      status\n      count\n    }\n    invoicesByStatus {\n      status\n      count\n    }\n    recentProposals {\n      ...RecentDocumentFields\n    }\n    recentInvoices {\n      ...RecentDocumentFields\n    }\n    receivables {\n      currency\n      outstanding\n      outstandingCount\n      overdue\n      overdueCount\n      paidThisMonth\n      aging {\n        bucket\n        amount\n        count\n      }\n    }\n  }\n}"): (typeof documents)["query Stats {\n  stats {\n    proposalsGenerated\n    proposalsUsed\n    proposalsLimit\n    invoicesGenerated\n    invoicesUsed\n    invoicesLimit\n    emailsSent\n    proposalsTotalValue\n    invoicesTotalAmount\n    invoicedNetOfDeposits\n    plan\n    currency\n    otherCurrencies {\n      currency\n      proposalsTotalValue\n      proposalsCount\n      invoicesTotalAmount\n      invoicesCount\n    }\n    valueByMonth {\n      month\n      proposalsValue\n      invoicesAmount\n    }\n    proposalsByStatus {\n      status\n      count\n    }\n    invoicesByStatus {\n      status\n      count\n    }\n    recentProposals {\n      ...RecentDocumentFields\n    }\n    recentInvoices {\n      ...RecentDocumentFields\n    }\n    receivables {\n      currency\n      outstanding\n      outstandingCount\n      overdue\n      overdueCount\n      paidThisMonth\n      aging {\n        bucket\n        amount\n        count\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueSuggestions($search: String!) {\n  catalogueItems(search: $search, first: 8) {\n    nodes {\n      id\n      name\n      description\n      unitPrice\n      unit\n      defaultQuantity\n    }\n  }\n}"): (typeof documents)["query CatalogueSuggestions($search: String!) {\n  catalogueItems(search: $search, first: 8) {\n    nodes {\n      id\n      name\n      description\n      unitPrice\n      unit\n      defaultQuantity\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClientSuggestions($search: String!) {\n  clients(search: $search, first: 8) {\n    nodes {\n      id\n      name\n      company\n      email\n      address\n      phone\n      mobile\n      fax\n      taxNumber\n      currency\n      language\n      buyerReference\n    }\n  }\n}"): (typeof documents)["query ClientSuggestions($search: String!) {\n  clients(search: $search, first: 8) {\n    nodes {\n      id\n      name\n      company\n      email\n      address\n      phone\n      mobile\n      fax\n      taxNumber\n      currency\n      language\n      buyerReference\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomFields {\n  customFields {\n    id\n    target\n    label\n    printed\n    position\n  }\n}"): (typeof documents)["query CustomFields {\n  customFields {\n    id\n    target\n    label\n    printed\n    position\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}"): (typeof documents)["query DocumentEmailSend($id: ID!) {\n  emailSend(id: $id) {\n    id\n    status\n    error\n    recipient\n    subject\n    openCount\n    lastOpenedAt\n    sentAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DocumentPdfLink($kind: PdfKind!, $id: ID!, $preview: Boolean!) {\n  pdfLink(kind: $kind, id: $id, preview: $preview) {\n    url\n  }\n}"): (typeof documents)["mutation DocumentPdfLink($kind: PdfKind!, $id: ID!, $preview: Boolean!) {\n  pdfLink(kind: $kind, id: $id, preview: $preview) {\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentTaxRates {\n  taxRates(includeArchived: true) {\n    id\n    name\n    percent\n    archived\n  }\n}"): (typeof documents)["query DocumentTaxRates {\n  taxRates(includeArchived: true) {\n    id\n    name\n    percent\n    archived\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SenderProfile {\n  workspace {\n    id\n    name\n    email\n    address\n    phone\n    taxNumber\n    paymentTerms\n    memberCount\n    proposalNumberPattern\n    invoiceNumberPattern\n    currency\n    language\n    roundingScope\n    roundingMethod\n  }\n}"): (typeof documents)["query SenderProfile {\n  workspace {\n    id\n    name\n    email\n    address\n    phone\n    taxNumber\n    paymentTerms\n    memberCount\n    proposalNumberPattern\n    invoiceNumberPattern\n    currency\n    language\n    roundingScope\n    roundingMethod\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClosePaymentPages($invoiceId: ID!) {\n  closePaymentPages(invoiceId: $invoiceId) {\n    closed\n  }\n}"): (typeof documents)["mutation ClosePaymentPages($invoiceId: ID!) {\n  closePaymentPages(invoiceId: $invoiceId) {\n    closed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCreditNote($invoiceId: ID!, $input: CreateCreditNoteInput!) {\n  createCreditNote(invoiceId: $invoiceId, input: $input) {\n    creditNote {\n      ...CreditNoteFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}"): (typeof documents)["mutation CreateCreditNote($invoiceId: ID!, $input: CreateCreditNoteInput!) {\n  createCreditNote(invoiceId: $invoiceId, input: $input) {\n    creditNote {\n      ...CreditNoteFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateInvoice($input: InvoiceInput!) {\n  createInvoice(input: $input) {\n    ...InvoiceFields\n  }\n}"): (typeof documents)["mutation CreateInvoice($input: InvoiceInput!) {\n  createInvoice(input: $input) {\n    ...InvoiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CreditNoteFields on CreditNote {\n  id\n  invoiceId\n  creditNoteNumber\n  issuedOn\n  reason\n  amount\n  currency\n  sendStatus\n}"): (typeof documents)["fragment CreditNoteFields on CreditNote {\n  id\n  invoiceId\n  creditNoteNumber\n  issuedOn\n  reason\n  amount\n  currency\n  sendStatus\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteInvoice($id: ID!) {\n  deleteInvoice(id: $id)\n}"): (typeof documents)["mutation DeleteInvoice($id: ID!) {\n  deleteInvoice(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePayment($invoiceId: ID!, $paymentId: ID!) {\n  deletePayment(invoiceId: $invoiceId, paymentId: $paymentId) {\n    ...InvoiceFields\n  }\n}"): (typeof documents)["mutation DeletePayment($invoiceId: ID!, $paymentId: ID!) {\n  deletePayment(invoiceId: $invoiceId, paymentId: $paymentId) {\n    ...InvoiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DuplicateInvoice($id: ID!) {\n  duplicateInvoice(id: $id) {\n    ...InvoiceFields\n  }\n}"): (typeof documents)["mutation DuplicateInvoice($id: ID!) {\n  duplicateInvoice(id: $id) {\n    ...InvoiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoiceCreditNotes($invoiceId: ID!) {\n  invoiceCreditNotes(invoiceId: $invoiceId) {\n    ...CreditNoteFields\n  }\n}"): (typeof documents)["query InvoiceCreditNotes($invoiceId: ID!) {\n  invoiceCreditNotes(invoiceId: $invoiceId) {\n    ...CreditNoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoiceEInvoiceReadiness($id: ID!) {\n  invoiceEInvoiceReadiness(id: $id) {\n    setting\n    ready\n    checks {\n      rule\n      field\n      message\n    }\n  }\n}"): (typeof documents)["query InvoiceEInvoiceReadiness($id: ID!) {\n  invoiceEInvoiceReadiness(id: $id) {\n    setting\n    ready\n    checks {\n      rule\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InvoiceFields on Invoice {\n  id\n  businessName\n  businessEmail\n  businessAddress\n  businessPhone\n  businessNumber\n  clientId\n  clientName\n  clientEmail\n  clientAddress\n  clientPhone\n  clientMobile\n  clientFax\n  invoiceNumber\n  invoiceDate\n  dueDate\n  serviceDate\n  servicePeriodStart\n  servicePeriodEnd\n  buyerReference\n  orderReference\n  layout\n  paymentTerms\n  lineItems {\n    description\n    extraDetails\n    rate\n    quantity\n    total\n    discount {\n      percent\n      amount\n    }\n    taxRateIds\n    customFields {\n      fieldId\n      value\n    }\n  }\n  customFields {\n    fieldId\n    value\n  }\n  notes\n  status\n  amount\n  amountCredited\n  amountPaid\n  depositDeducted\n  depositInvoiceNumber\n  balanceDue\n  currency\n  language\n  pricesIncludeTax\n  discount {\n    percent\n    amount\n  }\n  taxRateIds\n  taxNote\n  clientTaxNumber\n  subtotal\n  discountTotal\n  taxTotal\n  total\n  taxes {\n    id\n    name\n    percent\n    base\n    amount\n  }\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n  clientViewCount\n  clientLastViewedAt\n  remindersEnabled\n  proposalId\n  proposalNumber\n  depositInvoiceId\n  depositForProposalId\n}"): (typeof documents)["fragment InvoiceFields on Invoice {\n  id\n  businessName\n  businessEmail\n  businessAddress\n  businessPhone\n  businessNumber\n  clientId\n  clientName\n  clientEmail\n  clientAddress\n  clientPhone\n  clientMobile\n  clientFax\n  invoiceNumber\n  invoiceDate\n  dueDate\n  serviceDate\n  servicePeriodStart\n  servicePeriodEnd\n  buyerReference\n  orderReference\n  layout\n  paymentTerms\n  lineItems {\n    description\n    extraDetails\n    rate\n    quantity\n    total\n    discount {\n      percent\n      amount\n    }\n    taxRateIds\n    customFields {\n      fieldId\n      value\n    }\n  }\n  customFields {\n    fieldId\n    value\n  }\n  notes\n  status\n  amount\n  amountCredited\n  amountPaid\n  depositDeducted\n  depositInvoiceNumber\n  balanceDue\n  currency\n  language\n  pricesIncludeTax\n  discount {\n    percent\n    amount\n  }\n  taxRateIds\n  taxNote\n  clientTaxNumber\n  subtotal\n  discountTotal\n  taxTotal\n  total\n  taxes {\n    id\n    name\n    percent\n    base\n    amount\n  }\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n  clientViewCount\n  clientLastViewedAt\n  remindersEnabled\n  proposalId\n  proposalNumber\n  depositInvoiceId\n  depositForProposalId\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoicePaymentPages($id: ID!) {\n  invoice(id: $id) {\n    id\n    openPaymentPages\n  }\n}"): (typeof documents)["query InvoicePaymentPages($id: ID!) {\n  invoice(id: $id) {\n    id\n    openPaymentPages\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoicePayments($invoiceId: ID!) {\n  invoicePayments(invoiceId: $invoiceId) {\n    ...PaymentFields\n  }\n}"): (typeof documents)["query InvoicePayments($invoiceId: ID!) {\n  invoicePayments(invoiceId: $invoiceId) {\n    ...PaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Invoice($id: ID!) {\n  invoice(id: $id) {\n    ...InvoiceFields\n  }\n}"): (typeof documents)["query Invoice($id: ID!) {\n  invoice(id: $id) {\n    ...InvoiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Invoices($search: String, $status: String, $createdByMe: Boolean, $aging: String, $currency: String, $unpaid: Boolean, $first: Int!, $after: String) {\n  invoices(\n    search: $search\n    status: $status\n    createdByMe: $createdByMe\n    aging: $aging\n    currency: $currency\n    unpaid: $unpaid\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...InvoiceFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query Invoices($search: String, $status: String, $createdByMe: Boolean, $aging: String, $currency: String, $unpaid: Boolean, $first: Int!, $after: String) {\n  invoices(\n    search: $search\n    status: $status\n    createdByMe: $createdByMe\n    aging: $aging\n    currency: $currency\n    unpaid: $unpaid\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...InvoiceFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentFields on Payment {\n  id\n  invoiceId\n  amount\n  method\n  paidOn\n  reference\n  note\n  refundOf\n  refundable\n  online\n  createdAt\n}"): (typeof documents)["fragment PaymentFields on Payment {\n  id\n  invoiceId\n  amount\n  method\n  paidOn\n  reference\n  note\n  refundOf\n  refundable\n  online\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordPayment($invoiceId: ID!, $input: PaymentInput!) {\n  recordPayment(invoiceId: $invoiceId, input: $input) {\n    payment {\n      ...PaymentFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}"): (typeof documents)["mutation RecordPayment($invoiceId: ID!, $input: PaymentInput!) {\n  recordPayment(invoiceId: $invoiceId, input: $input) {\n    payment {\n      ...PaymentFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundPayment($invoiceId: ID!, $paymentId: ID!, $input: RefundInput!) {\n  refundPayment(invoiceId: $invoiceId, paymentId: $paymentId, input: $input) {\n    payment {\n      ...PaymentFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}"): (typeof documents)["mutation RefundPayment($invoiceId: ID!, $paymentId: ID!, $input: RefundInput!) {\n  refundPayment(invoiceId: $invoiceId, paymentId: $paymentId, input: $input) {\n    payment {\n      ...PaymentFields\n    }\n    invoice {\n      ...InvoiceFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendCreditNote($id: ID!) {\n  sendCreditNote(id: $id) {\n    ...CreditNoteFields\n  }\n}"): (typeof documents)["mutation SendCreditNote($id: ID!) {\n  sendCreditNote(id: $id) {\n    ...CreditNoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendInvoice($id: ID!, $input: SendEmailInput) {\n  sendInvoice(id: $id, input: $input) {\n    id\n    status\n    error\n    recipient\n    cc\n    subject\n  }\n}"): (typeof documents)["mutation SendInvoice($id: ID!, $input: SendEmailInput) {\n  sendInvoice(id: $id, input: $input) {\n    id\n    status\n    error\n    recipient\n    cc\n    subject\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {\n  updateInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}"): (typeof documents)["mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {\n  updateInvoice(id: $id, input: $input) {\n    ...InvoiceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Activity {\n  activity {\n    id\n    kind\n    documentKind\n    documentId\n    number\n    title\n    clientName\n    status\n    occurredAt\n    notification {\n      ...NotificationFields\n    }\n  }\n}"): (typeof documents)["subscription Activity {\n  activity {\n    id\n    kind\n    documentKind\n    documentId\n    number\n    title\n    clientName\n    status\n    occurredAt\n    notification {\n      ...NotificationFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationsSeen($ids: [ID!]!) {\n  markNotificationsSeen(ids: $ids)\n}"): (typeof documents)["mutation MarkNotificationsSeen($ids: [ID!]!) {\n  markNotificationsSeen(ids: $ids)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationFeed($first: Int!) {\n  notificationFeed(first: $first) {\n    unreadCount\n    items {\n      ...NotificationFields\n    }\n  }\n}"): (typeof documents)["query NotificationFeed($first: Int!) {\n  notificationFeed(first: $first) {\n    unreadCount\n    items {\n      ...NotificationFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NotificationFields on Notification {\n  id\n  documentKind\n  documentId\n  message\n  createdAt\n  seenAt\n}"): (typeof documents)["fragment NotificationFields on Notification {\n  id\n  documentKind\n  documentId\n  message\n  createdAt\n  seenAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnseenNotifications {\n  unseenNotifications {\n    id\n    message\n    documentKind\n  }\n}"): (typeof documents)["query UnseenNotifications {\n  unseenNotifications {\n    id\n    message\n    documentKind\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile {\n  profile {\n    name\n    email\n    plan\n    role\n    workspaceName\n    isSubscriptionActive\n    planStart\n    planEnd\n    cancelAtPeriodEnd\n    proposalsUsed\n    proposalsLimit\n    invoicesUsed\n    invoicesLimit\n  }\n}"): (typeof documents)["query Profile {\n  profile {\n    name\n    email\n    plan\n    role\n    workspaceName\n    isSubscriptionActive\n    planStart\n    planEnd\n    cancelAtPeriodEnd\n    proposalsUsed\n    proposalsLimit\n    invoicesUsed\n    invoicesLimit\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateInvoiceFromProposal($proposalId: ID!) {\n  createInvoiceFromProposal(proposalId: $proposalId) {\n    id\n    invoiceNumber\n  }\n}"): (typeof documents)["mutation CreateInvoiceFromProposal($proposalId: ID!) {\n  createInvoiceFromProposal(proposalId: $proposalId) {\n    id\n    invoiceNumber\n  }\n}"];
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
export function graphql(source: "mutation DraftProposal($brief: DraftBriefInput!) {\n  draftProposal(brief: $brief) {\n    engine\n    engineLabel\n    notice\n    draft {\n      proposalTitle\n      summary\n      paymentTerms\n      additionalTerms\n      total\n      language\n      currency\n      depositPercent\n      depositAmount\n      services {\n        description\n        price\n        quantity\n      }\n    }\n  }\n}"): (typeof documents)["mutation DraftProposal($brief: DraftBriefInput!) {\n  draftProposal(brief: $brief) {\n    engine\n    engineLabel\n    notice\n    draft {\n      proposalTitle\n      summary\n      paymentTerms\n      additionalTerms\n      total\n      language\n      currency\n      depositPercent\n      depositAmount\n      services {\n        description\n        price\n        quantity\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DuplicateProposal($id: ID!) {\n  duplicateProposal(id: $id) {\n    ...ProposalFields\n  }\n}"): (typeof documents)["mutation DuplicateProposal($id: ID!) {\n  duplicateProposal(id: $id) {\n    ...ProposalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProposalApprovalFields on ProposalApproval {\n  proposalId\n  state\n  required\n  sendable\n  reasons\n  requestedByName\n  requestedAt\n  decidedByName\n  decidedAt\n  comment\n}\n\nquery ApprovalViewer {\n  workspace {\n    id\n    role\n  }\n}\n\nmutation RequestProposalApproval($proposalId: ID!) {\n  requestProposalApproval(proposalId: $proposalId) {\n    ...ProposalApprovalFields\n  }\n}\n\nmutation ApproveProposal($proposalId: ID!) {\n  approveProposal(proposalId: $proposalId) {\n    ...ProposalApprovalFields\n  }\n}\n\nmutation ReturnProposal($proposalId: ID!, $comment: String!) {\n  returnProposal(proposalId: $proposalId, input: {comment: $comment}) {\n    ...ProposalApprovalFields\n  }\n}"): (typeof documents)["fragment ProposalApprovalFields on ProposalApproval {\n  proposalId\n  state\n  required\n  sendable\n  reasons\n  requestedByName\n  requestedAt\n  decidedByName\n  decidedAt\n  comment\n}\n\nquery ApprovalViewer {\n  workspace {\n    id\n    role\n  }\n}\n\nmutation RequestProposalApproval($proposalId: ID!) {\n  requestProposalApproval(proposalId: $proposalId) {\n    ...ProposalApprovalFields\n  }\n}\n\nmutation ApproveProposal($proposalId: ID!) {\n  approveProposal(proposalId: $proposalId) {\n    ...ProposalApprovalFields\n  }\n}\n\nmutation ReturnProposal($proposalId: ID!, $comment: String!) {\n  returnProposal(proposalId: $proposalId, input: {comment: $comment}) {\n    ...ProposalApprovalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProposalFields on Proposal {\n  id\n  clientName\n  clientCompany\n  clientEmail\n  clientAddress\n  proposalTitle\n  proposalDate\n  expirationDate\n  proposalNumber\n  services {\n    description\n    price\n    quantity\n    subtotal\n    discount {\n      percent\n      amount\n    }\n    taxRateIds\n    customFields {\n      fieldId\n      value\n    }\n  }\n  customFields {\n    fieldId\n    value\n  }\n  companyName\n  companyEmail\n  companyAddress\n  companyPhone\n  companyTaxNumber\n  paymentTerms\n  additionalTerms\n  scope\n  layout\n  status\n  value\n  currency\n  language\n  pricesIncludeTax\n  discount {\n    percent\n    amount\n  }\n  taxRateIds\n  taxNote\n  clientTaxNumber\n  subtotal\n  discountTotal\n  taxTotal\n  total\n  taxes {\n    id\n    name\n    percent\n    base\n    amount\n  }\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n  clientViewCount\n  clientLastViewedAt\n  remindersEnabled\n  respondedAt\n  acceptedByName\n  declineReason\n  invoiceId\n  invoiceNumber\n  deposit {\n    percent\n    amount\n  }\n  depositAmount\n  depositInvoiceId\n  approval {\n    ...ProposalApprovalFields\n  }\n}"): (typeof documents)["fragment ProposalFields on Proposal {\n  id\n  clientName\n  clientCompany\n  clientEmail\n  clientAddress\n  proposalTitle\n  proposalDate\n  expirationDate\n  proposalNumber\n  services {\n    description\n    price\n    quantity\n    subtotal\n    discount {\n      percent\n      amount\n    }\n    taxRateIds\n    customFields {\n      fieldId\n      value\n    }\n  }\n  customFields {\n    fieldId\n    value\n  }\n  companyName\n  companyEmail\n  companyAddress\n  companyPhone\n  companyTaxNumber\n  paymentTerms\n  additionalTerms\n  scope\n  layout\n  status\n  value\n  currency\n  language\n  pricesIncludeTax\n  discount {\n    percent\n    amount\n  }\n  taxRateIds\n  taxNote\n  clientTaxNumber\n  subtotal\n  discountTotal\n  taxTotal\n  total\n  taxes {\n    id\n    name\n    percent\n    base\n    amount\n  }\n  createdAt\n  emailOpenCount\n  lastSentAt\n  lastEmailStatus\n  clientViewCount\n  clientLastViewedAt\n  remindersEnabled\n  respondedAt\n  acceptedByName\n  declineReason\n  invoiceId\n  invoiceNumber\n  deposit {\n    percent\n    amount\n  }\n  depositAmount\n  depositInvoiceId\n  approval {\n    ...ProposalApprovalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Proposal($id: ID!) {\n  proposal(id: $id) {\n    ...ProposalFields\n  }\n}"): (typeof documents)["query Proposal($id: ID!) {\n  proposal(id: $id) {\n    ...ProposalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Proposals($search: String, $status: String, $createdByMe: Boolean, $first: Int!, $after: String) {\n  proposals(\n    search: $search\n    status: $status\n    createdByMe: $createdByMe\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...ProposalFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query Proposals($search: String, $status: String, $createdByMe: Boolean, $first: Int!, $after: String) {\n  proposals(\n    search: $search\n    status: $status\n    createdByMe: $createdByMe\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      ...ProposalFields\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendProposal($id: ID!, $input: SendEmailInput) {\n  sendProposal(id: $id, input: $input) {\n    id\n    status\n    error\n    recipient\n    cc\n    subject\n  }\n}"): (typeof documents)["mutation SendProposal($id: ID!, $input: SendEmailInput) {\n  sendProposal(id: $id, input: $input) {\n    id\n    status\n    error\n    recipient\n    cc\n    subject\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProposal($id: ID!, $input: ProposalInput!) {\n  updateProposal(id: $id, input: $input) {\n    ...ProposalFields\n  }\n}"): (typeof documents)["mutation UpdateProposal($id: ID!, $input: ProposalInput!) {\n  updateProposal(id: $id, input: $input) {\n    ...ProposalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRecurringSchedule($input: RecurringScheduleInput!) {\n  createRecurringSchedule(input: $input) {\n    ...RecurringScheduleFields\n  }\n}"): (typeof documents)["mutation CreateRecurringSchedule($input: RecurringScheduleInput!) {\n  createRecurringSchedule(input: $input) {\n    ...RecurringScheduleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteRecurringSchedule($id: ID!) {\n  deleteRecurringSchedule(id: $id)\n}"): (typeof documents)["mutation DeleteRecurringSchedule($id: ID!) {\n  deleteRecurringSchedule(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PauseRecurringSchedule($id: ID!) {\n  pauseRecurringSchedule(id: $id) {\n    ...RecurringScheduleFields\n  }\n}"): (typeof documents)["mutation PauseRecurringSchedule($id: ID!) {\n  pauseRecurringSchedule(id: $id) {\n    ...RecurringScheduleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RecurringScheduleFields on RecurringSchedule {\n  id\n  templateInvoiceId\n  templateInvoiceNumber\n  clientName\n  currency\n  amount\n  frequency\n  dayOfMonth\n  lastDayOfMonth\n  startDate\n  endDate\n  count\n  issuedCount\n  sendAutomatically\n  status\n  pausedReason\n  nextRunOn\n  lastIssuedOn\n  lastRunNote\n  createdAt\n}"): (typeof documents)["fragment RecurringScheduleFields on RecurringSchedule {\n  id\n  templateInvoiceId\n  templateInvoiceNumber\n  clientName\n  currency\n  amount\n  frequency\n  dayOfMonth\n  lastDayOfMonth\n  startDate\n  endDate\n  count\n  issuedCount\n  sendAutomatically\n  status\n  pausedReason\n  nextRunOn\n  lastIssuedOn\n  lastRunNote\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecurringSchedules {\n  recurringSchedules {\n    ...RecurringScheduleFields\n  }\n}"): (typeof documents)["query RecurringSchedules {\n  recurringSchedules {\n    ...RecurringScheduleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecurringTemplateInvoices($search: String) {\n  invoices(first: 100, search: $search, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      invoiceNumber\n      clientName\n      amount\n      currency\n    }\n  }\n}"): (typeof documents)["query RecurringTemplateInvoices($search: String) {\n  invoices(first: 100, search: $search, sortBy: createdAt, sortDirection: DESC) {\n    nodes {\n      id\n      invoiceNumber\n      clientName\n      amount\n      currency\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResumeRecurringSchedule($id: ID!) {\n  resumeRecurringSchedule(id: $id) {\n    ...RecurringScheduleFields\n  }\n}"): (typeof documents)["mutation ResumeRecurringSchedule($id: ID!) {\n  resumeRecurringSchedule(id: $id) {\n    ...RecurringScheduleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateRecurringSchedule($id: ID!, $input: RecurringScheduleInput!) {\n  updateRecurringSchedule(id: $id, input: $input) {\n    ...RecurringScheduleFields\n  }\n}"): (typeof documents)["mutation UpdateRecurringSchedule($id: ID!, $input: RecurringScheduleInput!) {\n  updateRecurringSchedule(id: $id, input: $input) {\n    ...RecurringScheduleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchDocuments($term: String!, $first: Int!) {\n  search(term: $term, first: $first) {\n    proposals {\n      id\n      proposalNumber\n      proposalTitle\n      clientName\n      clientCompany\n      clientEmail\n      proposalDate\n      expirationDate\n      value\n      currency\n      status\n      emailOpenCount\n      services {\n        description\n        quantity\n        subtotal\n      }\n    }\n    invoices {\n      id\n      invoiceNumber\n      clientName\n      clientEmail\n      invoiceDate\n      dueDate\n      amount\n      currency\n      status\n      emailOpenCount\n      lineItems {\n        description\n        quantity\n        total\n      }\n    }\n  }\n}"): (typeof documents)["query SearchDocuments($term: String!, $first: Int!) {\n  search(term: $term, first: $first) {\n    proposals {\n      id\n      proposalNumber\n      proposalTitle\n      clientName\n      clientCompany\n      clientEmail\n      proposalDate\n      expirationDate\n      value\n      currency\n      status\n      emailOpenCount\n      services {\n        description\n        quantity\n        subtotal\n      }\n    }\n    invoices {\n      id\n      invoiceNumber\n      clientName\n      clientEmail\n      invoiceDate\n      dueDate\n      amount\n      currency\n      status\n      emailOpenCount\n      lineItems {\n        description\n        quantity\n        total\n      }\n    }\n  }\n}"];
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
export function graphql(source: "mutation ResumeSubscription {\n  resumeSubscription\n}"): (typeof documents)["mutation ResumeSubscription {\n  resumeSubscription\n}"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptInvitation($token: String!) {\n  acceptInvitation(token: $token) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"): (typeof documents)["mutation AcceptInvitation($token: String!) {\n  acceptInvitation(token: $token) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  role\n  prefix\n  createdAt\n  lastUsedAt\n  revokedAt\n  createdByName\n}"): (typeof documents)["fragment ApiKeyFields on ApiKey {\n  id\n  name\n  role\n  prefix\n  createdAt\n  lastUsedAt\n  revokedAt\n  createdByName\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}"): (typeof documents)["query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApprovalRuleFields on ApprovalRule {\n  overTotal\n  overDiscountPercent\n  currency\n}\n\nquery ApprovalRule {\n  approvalRule {\n    ...ApprovalRuleFields\n  }\n}\n\nmutation UpdateApprovalRule($input: ApprovalRuleInput!) {\n  updateApprovalRule(input: $input) {\n    ...ApprovalRuleFields\n  }\n}"): (typeof documents)["fragment ApprovalRuleFields on ApprovalRule {\n  overTotal\n  overDiscountPercent\n  currency\n}\n\nquery ApprovalRule {\n  approvalRule {\n    ...ApprovalRuleFields\n  }\n}\n\nmutation UpdateApprovalRule($input: ApprovalRuleInput!) {\n  updateApprovalRule(input: $input) {\n    ...ApprovalRuleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BrandFields on Brand {\n  logoUrl\n  logoWidth\n  logoHeight\n  logoContentType\n  color\n  colorOnDark\n  customColor\n  font\n  fontFamily\n}"): (typeof documents)["fragment BrandFields on Brand {\n  logoUrl\n  logoWidth\n  logoHeight\n  logoContentType\n  color\n  colorOnDark\n  customColor\n  font\n  fontFamily\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeMemberRole($userId: ID!, $role: String!) {\n  changeMemberRole(userId: $userId, role: $role) {\n    ...MemberFields\n  }\n}"): (typeof documents)["mutation ChangeMemberRole($userId: ID!, $role: String!) {\n  changeMemberRole(userId: $userId, role: $role) {\n    ...MemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    secret\n  }\n}"): (typeof documents)["mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    secret\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCustomField($input: CustomFieldInput!) {\n  createCustomField(input: $input) {\n    id\n  }\n}\n\nmutation UpdateCustomField($id: ID!, $input: CustomFieldUpdateInput!) {\n  updateCustomField(id: $id, input: $input) {\n    id\n    label\n    printed\n  }\n}\n\nmutation ReorderCustomFields($input: CustomFieldOrderInput!) {\n  reorderCustomFields(input: $input) {\n    id\n    position\n  }\n}\n\nmutation DeleteCustomField($id: ID!) {\n  deleteCustomField(id: $id)\n}"): (typeof documents)["mutation CreateCustomField($input: CustomFieldInput!) {\n  createCustomField(input: $input) {\n    id\n  }\n}\n\nmutation UpdateCustomField($id: ID!, $input: CustomFieldUpdateInput!) {\n  updateCustomField(id: $id, input: $input) {\n    id\n    label\n    printed\n  }\n}\n\nmutation ReorderCustomFields($input: CustomFieldOrderInput!) {\n  reorderCustomFields(input: $input) {\n    id\n    position\n  }\n}\n\nmutation DeleteCustomField($id: ID!) {\n  deleteCustomField(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWorkspace($confirmName: String!) {\n  deleteWorkspace(confirmName: $confirmName) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"): (typeof documents)["mutation DeleteWorkspace($confirmName: String!) {\n  deleteWorkspace(confirmName: $confirmName) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  invitedByName\n  createdAt\n  expiresAt\n}"): (typeof documents)["fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  invitedByName\n  createdAt\n  expiresAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvitationPreview($token: String!) {\n  invitation(token: $token) {\n    workspaceName\n    email\n    role\n    invitedByName\n    expiresAt\n  }\n}"): (typeof documents)["query InvitationPreview($token: String!) {\n  invitation(token: $token) {\n    workspaceName\n    email\n    role\n    invitedByName\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Invitations {\n  invitations {\n    ...InvitationFields\n  }\n}"): (typeof documents)["query Invitations {\n  invitations {\n    ...InvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InviteMember($input: InviteMemberInput!) {\n  inviteMember(input: $input) {\n    ...InvitationFields\n  }\n}"): (typeof documents)["mutation InviteMember($input: InviteMemberInput!) {\n  inviteMember(input: $input) {\n    ...InvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LeaveWorkspace {\n  leaveWorkspace {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"): (typeof documents)["mutation LeaveWorkspace {\n  leaveWorkspace {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberFields on Member {\n  userId\n  name\n  email\n  role\n  joinedAt\n  isYou\n}"): (typeof documents)["fragment MemberFields on Member {\n  userId\n  name\n  email\n  role\n  joinedAt\n  isYou\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Members {\n  members {\n    ...MemberFields\n  }\n}"): (typeof documents)["query Members {\n  members {\n    ...MemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentAccountFields on PaymentAccount {\n  connected\n  keyHint\n  livemode\n  stripeAccountId\n  accountName\n  connectedAt\n  available\n}\n\nquery PaymentAccount {\n  paymentAccount {\n    ...PaymentAccountFields\n  }\n}\n\nmutation ConnectStripe($input: ConnectStripeInput!) {\n  connectStripe(input: $input) {\n    ...PaymentAccountFields\n  }\n}\n\nmutation DisconnectStripe {\n  disconnectStripe {\n    ...PaymentAccountFields\n  }\n}"): (typeof documents)["fragment PaymentAccountFields on PaymentAccount {\n  connected\n  keyHint\n  livemode\n  stripeAccountId\n  accountName\n  connectedAt\n  available\n}\n\nquery PaymentAccount {\n  paymentAccount {\n    ...PaymentAccountFields\n  }\n}\n\nmutation ConnectStripe($input: ConnectStripeInput!) {\n  connectStripe(input: $input) {\n    ...PaymentAccountFields\n  }\n}\n\nmutation DisconnectStripe {\n  disconnectStripe {\n    ...PaymentAccountFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveMember($userId: ID!) {\n  removeMember(userId: $userId)\n}"): (typeof documents)["mutation RemoveMember($userId: ID!) {\n  removeMember(userId: $userId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveWorkspaceLogo {\n  removeWorkspaceLogo {\n    ...BrandFields\n  }\n}"): (typeof documents)["mutation RemoveWorkspaceLogo {\n  removeWorkspaceLogo {\n    ...BrandFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendInvitation($id: ID!) {\n  resendInvitation(id: $id) {\n    ...InvitationFields\n  }\n}"): (typeof documents)["mutation ResendInvitation($id: ID!) {\n  resendInvitation(id: $id) {\n    ...InvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id)\n}"): (typeof documents)["mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeInvitation($id: ID!) {\n  revokeInvitation(id: $id)\n}"): (typeof documents)["mutation RevokeInvitation($id: ID!) {\n  revokeInvitation(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SwitchWorkspace($id: ID!) {\n  switchWorkspace(id: $id) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"): (typeof documents)["mutation SwitchWorkspace($id: ID!) {\n  switchWorkspace(id: $id) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TaxRates($includeArchived: Boolean!) {\n  taxRates(includeArchived: $includeArchived) {\n    id\n    name\n    percent\n    category\n    exemptionReason\n    archived\n  }\n}\n\nmutation CreateTaxRate($input: TaxRateInput!) {\n  createTaxRate(input: $input) {\n    id\n  }\n}\n\nmutation SetTaxRateArchived($id: ID!, $archived: Boolean!) {\n  setTaxRateArchived(id: $id, archived: $archived) {\n    id\n    archived\n  }\n}\n\nmutation DeleteTaxRate($id: ID!) {\n  deleteTaxRate(id: $id)\n}"): (typeof documents)["query TaxRates($includeArchived: Boolean!) {\n  taxRates(includeArchived: $includeArchived) {\n    id\n    name\n    percent\n    category\n    exemptionReason\n    archived\n  }\n}\n\nmutation CreateTaxRate($input: TaxRateInput!) {\n  createTaxRate(input: $input) {\n    id\n  }\n}\n\nmutation SetTaxRateArchived($id: ID!, $archived: Boolean!) {\n  setTaxRateArchived(id: $id, archived: $archived) {\n    id\n    archived\n  }\n}\n\nmutation DeleteTaxRate($id: ID!) {\n  deleteTaxRate(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TransferOwnership($userId: ID!) {\n  transferOwnership(userId: $userId) {\n    ...WorkspaceFields\n  }\n}"): (typeof documents)["mutation TransferOwnership($userId: ID!) {\n  transferOwnership(userId: $userId) {\n    ...WorkspaceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWorkspaceBrand($input: UpdateBrandInput!) {\n  updateWorkspaceBrand(input: $input) {\n    ...BrandFields\n  }\n}"): (typeof documents)["mutation UpdateWorkspaceBrand($input: UpdateBrandInput!) {\n  updateWorkspaceBrand(input: $input) {\n    ...BrandFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWorkspace($input: UpdateWorkspaceInput!) {\n  updateWorkspace(input: $input) {\n    ...WorkspaceFields\n  }\n}"): (typeof documents)["mutation UpdateWorkspace($input: UpdateWorkspaceInput!) {\n  updateWorkspace(input: $input) {\n    ...WorkspaceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkspaceBrand {\n  workspace {\n    id\n    name\n    role\n    brand {\n      ...BrandFields\n    }\n  }\n}"): (typeof documents)["query WorkspaceBrand {\n  workspace {\n    id\n    name\n    role\n    brand {\n      ...BrandFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WorkspaceFields on Workspace {\n  id\n  name\n  address\n  email\n  phone\n  taxNumber\n  paymentTerms\n  invoiceOnAccept\n  proposalNumberPattern\n  invoiceNumberPattern\n  currency\n  language\n  roundingScope\n  roundingMethod\n  legalName\n  postalCode\n  city\n  countryCode\n  taxRegistrationNumber\n  iban\n  bic\n  accountHolder\n  eInvoiceFormat\n  documentLayout\n  documentFont\n  documentFooter\n  paymentInstructions\n  plan\n  seats\n  memberCount\n  role\n}"): (typeof documents)["fragment WorkspaceFields on Workspace {\n  id\n  name\n  address\n  email\n  phone\n  taxNumber\n  paymentTerms\n  invoiceOnAccept\n  proposalNumberPattern\n  invoiceNumberPattern\n  currency\n  language\n  roundingScope\n  roundingMethod\n  legalName\n  postalCode\n  city\n  countryCode\n  taxRegistrationNumber\n  iban\n  bic\n  accountHolder\n  eInvoiceFormat\n  documentLayout\n  documentFont\n  documentFooter\n  paymentInstructions\n  plan\n  seats\n  memberCount\n  role\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Workspace {\n  workspace {\n    ...WorkspaceFields\n  }\n}"): (typeof documents)["query Workspace {\n  workspace {\n    ...WorkspaceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Workspaces {\n  workspaces {\n    id\n    name\n    role\n    active\n  }\n}"): (typeof documents)["query Workspaces {\n  workspaces {\n    id\n    name\n    role\n    active\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;