import type { LedgerStatus, ProposalStatus } from '../document-statuses';
import type { PaymentMethod } from '../payments';

/**
 * Everything a client reads, in one of the document languages: the PDF, the client
 * page and the client e-mails. The app's own screens stay in English; their words are in
 * apps/web/src/strings. A language's table is checked for completeness by the compiler (this type) and
 * by document-language.spec.ts.
 */
export interface DocumentStrings {
  /** BCP 47 locale for Intl: how dates and numbers are written (de-DE: "1.234,56 €"). */
  locale: string;
  /** The document's heading and the word in the footer: "Invoice", "Rechnung". */
  kind: { proposal: string; invoice: string };
  number: string;
  /** A proposal's date, and the last day it can be accepted. */
  date: string;
  validUntil: string;
  /** An invoice's date, and its due date. */
  issued: string;
  due: string;
  /** Party headings. */
  from: string;
  preparedFor: string;
  billTo: string;
  /** An invoice's title: "Invoice for Acme". */
  invoiceFor: (client: string) => string;
  /** Under an invoice's title when it was made from a proposal. */
  forProposal: (proposalNumber: string) => string;
  /**
   * Party lines. The tax number is the VAT identifier (BT-31, BT-48) on every kind of document,
   * under one label per language ("USt-IdNr."); the registration number is the national one
   * (BT-32, "Steuernummer").
   */
  taxNumber: (value: string) => string;
  taxRegistrationNumber: (value: string) => string;
  phone: (value: string) => string;
  mobile: (value: string) => string;
  fax: (value: string) => string;
  /** Table columns. */
  description: string;
  quantity: string;
  price: string;
  rate: string;
  amount: string;
  /** The summary under the table. */
  subtotal: string;
  discount: string;
  /** "VAT 20% on €1,000.00": a tax rate, its percent (formatted) and the amount it is charged on. */
  taxOn: (name: string, percent: string, base: string) => string;
  total: string;
  /** Under the total when the prices include their taxes. */
  pricesIncludeTax: string;
  /** Section headings. */
  scopeOfWork: string;
  paymentTerms: string;
  additionalTerms: string;
  notes: string;
  taxNote: string;
  /** An invoice's date or period of service (BT-72, BG-14) and the buyer's references. */
  serviceDate: string;
  servicePeriod: string;
  buyerReference: string;
  orderReference: string;
  /** The seller's account the invoice is paid to: IBAN, BIC and its holder. */
  bankDetails: string;
  accountHolder: string;
  /** Under an invoice's EPC QR code (GiroCode): what it is for. */
  scanToPay: string;
  /** The acceptance record on an accepted proposal's PDF. */
  acceptance: string;
  acceptedBy: (name: string, when: string) => string;
  ipFingerprint: string;
  version: string;
  /** The PDF footer: "Page 2 of 3" around two placeholders Chromium fills in. */
  pageOf: (page: string, pages: string) => string;
  /** The client page. */
  page: {
    downloadPdf: string;
    /** The e-invoice's XML, beside the PDF, when the invoice carries one. */
    downloadEInvoice: string;
    linkUnavailable: string;
    linkInvalid: string;
    loadFailed: string;
    proposalAccepted: string;
    proposalDeclined: string;
    acceptedOn: (name: string, when: string) => string;
    declinedOn: (when: string) => string;
    expired: string;
    yourAnswer: string;
    answerHint: string;
    fullName: string;
    fullNamePlaceholder: string;
    accept: string;
    accepting: string;
    decline: string;
    declineProposal: string;
    declining: string;
    reason: string;
    optional: string;
    reasonPlaceholder: string;
    cancel: string;
    /** An invoice's balance and Pay now. */
    payment: {
      title: string;
      balanceDue: string;
      /** "Paid so far: $500.00". */
      amountPaid: (amount: string) => string;
      paidInFull: string;
      payNow: (amount: string) => string;
      opening: string;
      testMode: string;
      /** Back from the payment page, the payment recorded. */
      received: string;
      /** Back from the payment page before the payment is reported. */
      confirming: string;
      cancelled: string;
      failed: string;
    };
    /**
     * The status badge (shown upper case). `rejected` is the client's own word: they declined
     * it; the owner's screens say "rejected".
     */
    statuses: Record<ProposalStatus | LedgerStatus, string>;
  };
  /**
   * The simulated gateway's page, in place of Stripe Checkout while the business has no Stripe
   * account (never in production): it says plainly that no card is charged.
   */
  simulatedPayment: {
    label: string;
    title: (payee: string) => string;
    text: string;
    invoice: string;
    amount: string;
    pay: (amount: string) => string;
    paying: string;
    cancel: string;
  };
  /** The e-mail that sends a document to its client. */
  email: {
    subject: (kind: 'proposal' | 'invoice', title: string | null, number: string) => string;
    greeting: (clientName: string) => string;
    attached: (kind: 'proposal' | 'invoice', number: string, title: string | null) => string;
    /** The amount already formatted in the document's currency and locale; the date too. */
    amountDue: (amount: string, dueDate: string | null) => string;
    proposalLink: (url: string) => string;
    invoiceLink: (url: string) => string;
    questions: string;
    regards: string;
    /** The HTML e-mail's button to the client link: "View invoice". */
    button: { proposal: string; invoice: string };
    /** The HTML e-mail's footer line, naming the business that sent it. */
    footer: (business: string) => string;
  };
  /** The follow-up reminder a sent, unanswered proposal or unpaid invoice gets. */
  reminder: {
    subject: (kind: 'proposal' | 'invoice', title: string | null, number: string) => string;
    proposal: (number: string, title: string | null) => string;
    overdue: (number: string, dueDate: string) => string;
    dueToday: (number: string) => string;
    /** `dueDate` null: due on receipt. */
    due: (number: string, dueDate: string | null) => string;
    viewHere: (url: string) => string;
  };
  /** The receipt a client gets for a payment: its PDF and its e-mail. */
  receipt: {
    /** The PDF's heading and the word in its footer. */
    title: string;
    /** Under the heading: "For invoice INV-0001". */
    forInvoice: (number: string) => string;
    paymentDate: string;
    method: string;
    methods: Record<PaymentMethod, string>;
    /** The payment's reference (a bank reference, a cheque number…). */
    reference: string;
    amountReceived: string;
    invoiceTotal: string;
    paidToDate: string;
    balanceDue: string;
    /** Printed when this payment leaves nothing to pay. */
    paidInFull: string;
    /** The e-mail; amounts and the date come formatted in the invoice's currency and language. */
    subject: (number: string) => string;
    thanks: (amount: string, number: string, date: string) => string;
    balanceNow: (amount: string) => string;
    settled: string;
    attached: string;
  };
  /** A credit note against an invoice: its PDF and its e-mail. */
  creditNote: {
    /** The PDF's heading and the word in its footer. */
    title: string;
    /** Under the heading: "Against invoice INV-0001". */
    forInvoice: (number: string) => string;
    number: string;
    issuedOn: string;
    reason: string;
    amountCredited: string;
    invoiceTotal: string;
    creditedToDate: string;
    paidToDate: string;
    /** What the invoice still asks for once this credit note is counted. */
    balanceAfter: string;
    /** The e-mail; the amount comes formatted in the invoice's currency and language. */
    subject: (number: string, invoiceNumber: string) => string;
    body: (number: string, amount: string, invoiceNumber: string) => string;
    balanceNow: (amount: string) => string;
    settled: string;
  };
  /** A proposal's deposit: its invoice's line and notes, and the deduction. */
  deposit: {
    /** On the proposal's page, before the answer: "A deposit of 30% (€360.00) is due on acceptance." */
    /** `amount` is null when the share is itself the amount (a fixed deposit): said once. */
    dueOnAcceptance: (share: string, amount: string | null) => string;
    /** The deposit invoice's one line: "Deposit (30%) on proposal PROP-0001: Website redesign". */
    line: (share: string, proposalNumber: string, title: string) => string;
    /** The deposit invoice's notes. */
    note: (proposalNumber: string, total: string) => string;
    /** On the final invoice: "Deposit paid (INV-0042)". */
    deducted: (invoiceNumber: string) => string;
    /**
     * A final invoice's line for the paid deposit it deducts, before the amount:
     * "Less deposit paid, invoice INV-0042".
     */
    lessPaid: (invoiceNumber: string) => string;
    /**
     * The same with the VAT inside the deposit, which a final invoice states (a German
     * Schlussrechnung must): "Less deposit paid, invoice INV-0042 (including VAT €57.00)".
     */
    lessPaidWithVat: (invoiceNumber: string, vat: string) => string;
    /** What a final invoice asks once the deposit is deducted. */
    amountDue: string;
    /** After accepting: the page takes the client to pay it. */
    payDeposit: (amount: string) => string;
  };
}
