/** The client portal: one e-mailed sign-in link, then every document a workspace sent a client. */

export const PortalRules = {
  /** A sign-in link works this long, and once. */
  signInMinutes: 15,
  /** A session lapses after this long unused (sliding)… */
  sessionIdleDays: 7,
  /** …and after this long in any case (absolute). */
  sessionMaxDays: 30,
  /** Sign-in e-mails per client (or typed address) per hour, and requests per network per hour. */
  linksPerClientPerHour: 5,
  requestsPerIpPerHour: 30,
} as const;

/** The session cookie: HttpOnly, SameSite=Lax, only sent to the portal's api. */
export const PORTAL_COOKIE = 'dealdraft_portal';
export const PORTAL_COOKIE_PATH = '/api/portal';
/** State-changing portal requests carry this header (a cross-site form cannot set it). */
export const PORTAL_REQUEST_HEADER = 'x-dealdraft-portal';

export const PortalMessages = {
  /** The same answer whether or not the address belongs to a client of the workspace. */
  linkRequested:
    'If this address belongs to a client of this business, a sign-in link is on its way. It works for 15 minutes.',
  linkSent: 'Portal link sent',
  noClientEmail: 'This client has no e-mail address. Add one to send a portal link.',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  linkInvalid: 'This sign-in link has expired or was already used. Ask for a new one.',
  /** No session, an expired one or a revoked one: one answer. */
  signInRequired: 'Your portal session has ended. Ask for a new sign-in link.',
  fetched: 'Portal fetched successfully',
  documentNotFound: 'Document not found',
  addressUpdated: 'Billing address updated',
  accessFetched: 'Portal access fetched',
  accessRevoked: 'Portal access revoked',
  rateLimited: 'Too many requests. Please wait a while and try again.',
  crossSite: 'This request must come from the portal page itself.',
  workspaceInvalid: 'Use the portal address the business gave you',
  addressChangedNotice: (clientName: string) =>
    `${clientName} updated their billing address in the client portal.`,
  mailSubject: (business: string) => `Your documents from ${business}`,
  mailButton: 'Open my documents',
  mailLines: (input: { clientName: string; business: string; url: string }) => [
    `Hello ${input.clientName},`,
    `Open the link below to see every proposal, invoice, receipt and credit note ${input.business} sent you, pay what is open and download the PDFs.`,
    '',
    input.url,
    '',
    `The link works for ${PortalRules.signInMinutes} minutes and only once. If you did not ask for it, you can ignore this e-mail.`,
  ],
} as const;

/**
 * What GET /api/portal answers and the portal page shows: REST only (the session cookie is sent to
 * /api/portal alone), so the api and the web share this type here rather than through codegen.
 */
export interface PortalView {
  /** logoUrl: the workspace's logo (absolute, content-addressed), null without one. */
  workspace: { id: string; name: string; brandColor: string | null; logoUrl: string | null };
  client: {
    name: string;
    company: string;
    email: string;
    address: string | null;
    postalCode: string | null;
    city: string | null;
    countryCode: string | null;
  };
  /** Open invoices' amount due, per currency (never added across currencies). */
  balances: { currency: string; amountDue: number }[];
  proposals: {
    id: string;
    number: string;
    title: string;
    status: string;
    total: number;
    currency: string;
    date: string;
    expirationDate: string | null;
  }[];
  invoices: {
    id: string;
    number: string;
    status: string;
    total: number;
    amountPaid: number;
    amountDue: number;
    currency: string;
    date: string;
    dueDate: string | null;
    canPay: boolean;
    eInvoiceFilename: string | null;
  }[];
  receipts: {
    id: string;
    invoiceId: string;
    invoiceNumber: string;
    amount: number;
    currency: string;
    paidOn: string;
    method: string;
  }[];
  creditNotes: {
    id: string;
    number: string;
    invoiceNumber: string;
    amount: number;
    currency: string;
    issuedOn: string;
    reason: string;
  }[];
}
