/** What the portal page shows: REST only (the session cookie is sent to /api/portal alone). */
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
