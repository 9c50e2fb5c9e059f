/** What a PDF shows, the same shape for proposals and invoices. */
export interface PrintableDocument {
  kind: 'Proposal' | 'Invoice';
  title: string;
  number: string;
  status: string;
  /**
   * What the document answers, printed under its title ("For proposal PROP-…"). Left out,
   * not null, when there is none, so the content versions of documents without one stay as
   * they were.
   */
  reference?: string;
  /**
   * What the header lists under the number: the dates, and on an invoice its service date or
   * period and the buyer's references, each only when it has one.
   */
  dates: { label: string; value: string }[];
  from: Party;
  to: Party;
  lines: PrintableLine[];
  /** Column label for the unit amount: "Price" or "Rate". */
  unitLabel: string;
  total: number;
  sections: { title: string; body: string }[];
  /** A proposal's acceptance record, as the client signed it through the client link. */
  acceptance: Acceptance | null;
  /** Trial plans preview only: every page is marked. */
  preview: boolean;
  /** ISO 4217: what every amount of the document is in. */
  currency: string;
  /**
   * The language and the summary, each left out (not null) at its default: English, no discount
   * or tax. A document that uses neither keeps the content version it had.
   */
  language?: string;
  summary?: PrintableSummary;
  /**
   * An invoice that asks less than its total: what is taken off (the deposit paid, credit
   * notes, payments) and the amount due. Left out when the total is what is due.
   */
  due?: PrintableDue;
  /**
   * A proposal's deposit as a sentence under its total ("A deposit of 30% (€1,194.03) is due
   * on acceptance."): part of what the client accepts. Left out when the proposal asks none, so
   * those proposals keep their content version.
   */
  depositDue?: string;
  /**
   * An invoice in euros with an IBAN and something due: the EPC QR code (GiroCode) a banking app
   * scans to fill in the transfer, and its caption. Left out otherwise.
   */
  paymentQr?: { payload: string; caption: string };
  /**
   * An invoice paid to a Swiss or Liechtenstein IBAN, in francs or euros, with something due:
   * the Swiss QR-bill's payment part, printed on the last page (the EPC code is then left out).
   * Left out otherwise, so other invoices keep their content version.
   */
  swissQrBill?: SwissQrBill;
}

/** What the Swiss QR-bill's payment part carries (Swiss Payment Standards, QR-bill 2.x). */
export interface SwissQrBill {
  currency: 'CHF' | 'EUR';
  /** The amount due, in francs or euros. */
  amount: number;
  creditor: SwissQrBillParty & { account: string };
  /** The client, when its address is complete; else the payer fills it in by hand. */
  debtor?: SwissQrBillParty;
  /** Unstructured message: the invoice number. */
  message: string;
  /** The language of the payment part's own labels. */
  language: 'DE' | 'EN' | 'FR' | 'IT';
}

export interface SwissQrBillParty {
  name: string;
  /** The street and number, one line. */
  address: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface PrintableDue {
  /** Each amount positive; printed as taken off. */
  deductions: { label: string; amount: number }[];
  label: string;
  amount: number;
}

/** Between the lines and the total, when the document has a discount or a tax. */
export interface PrintableSummary {
  subtotal: number;
  /** Line discounts and the document's discount (0 when there is none). */
  discount: number;
  /** A tax's exemption reason (BT-120), when its category needs one: left out otherwise. */
  taxes: {
    name: string;
    percent: number;
    base: number;
    amount: number;
    exemptionReason?: string;
  }[];
  pricesIncludeTax: boolean;
}

export interface Acceptance {
  /** Who accepted, when, and the short form of the version they accepted. */
  statement: string;
  /** SHA-256 of the content accepted (null for answers recorded before versions were kept). */
  sha256: string | null;
  /** The answer's evidence, printed as an audit page after the document; absent: none kept. */
  evidence?: PrintableEvidence;
}

/** A proposal's evidence chain as printed: each event, and the hash that closes the chain. */
export interface PrintableEvidence {
  events: {
    seq: number;
    /** ISO time, printed in UTC. */
    at: string;
    kind: 'sent' | 'viewed' | 'accepted';
    recipient: string | null;
    ipHash: string | null;
    userAgent: string | null;
    contentSha256: string | null;
    sha256: string;
  }[];
  lastSha256: string;
  /** Whether every event's hash and link checked out when the page was printed. */
  intact: boolean;
}

export interface Party {
  heading: string;
  name: string;
  lines: string[];
}

export interface PrintableLine {
  description: string;
  details?: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
  /** The line's own discount, as printed under it ("−10 %", "−€5.00"); left out when none. */
  discount?: string;
}
