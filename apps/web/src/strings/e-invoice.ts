/** The e-invoice fields of the workspace, client, invoice and tax-rate forms. */
export const eInvoice = {
  postalCodeLabel: 'Postal code',
  cityLabel: 'City',
  countryLabel: 'Country',
  noCountry: 'No country',
  legalNameLabel: 'Legal name',
  legalNameHint: 'As registered, when it differs from the name above (e.g. Studio Ada GmbH).',
  taxRegistrationNumberLabel: 'Tax registration number',
  taxRegistrationNumberHint: 'The national tax number (German Steuernummer), besides the VAT ID.',
  bankDetails: 'Bank details',
  bankDetailsHint:
    'Printed on every invoice and sent in its e-invoice, so clients pay by transfer.',
  ibanLabel: 'IBAN',
  ibanPlaceholder: 'e.g. DE89 3704 0044 0532 0130 00',
  bicLabel: 'BIC',
  bicPlaceholder: 'e.g. COBADEFFXXX',
  accountHolderLabel: 'Account holder',
  accountHolderHint: 'Left empty: the legal name, else the workspace name.',
  formatLabel: 'E-invoice format',
  formatHint: 'The e-invoice the invoice PDF carries (EN 16931).',
  clientFormatHint: 'A German public buyer needs XRechnung with a Leitweg-ID.',
  /** The choices of the format selects. */
  formats: {
    workspaceDefault: 'Workspace default',
    none: 'None',
    'factur-x': 'ZUGFeRD / Factur-X',
    xrechnung: 'XRechnung',
  },
  buyerReferenceLabel: 'Buyer reference (Leitweg-ID)',
  buyerReferenceHint: 'German public buyers give one; it goes on each new invoice for them.',
  invoiceBuyerReferenceLabel: 'Buyer reference',
  invoiceBuyerReferenceHint: "The client's reference, e.g. their Leitweg-ID.",
  orderReferenceLabel: 'Order reference',
  orderReferenceHint: "The client's purchase order number.",
  serviceLabel: 'Date of service',
  serviceKinds: {
    none: 'Not stated',
    date: 'Service date',
    period: 'Service period',
  },
  serviceDateLabel: 'Service date',
  servicePeriodStartLabel: 'Service from',
  servicePeriodEndLabel: 'Service until',
  categoryLabel: 'VAT category',
  /** UNCL5305 categories by their human names. */
  categories: {
    S: 'Standard rate',
    Z: 'Zero rated',
    E: 'Exempt',
    AE: 'Reverse charge',
    K: 'Intra-community supply',
    G: 'Export outside the EU',
    O: 'Outside the scope of VAT',
  },
  exemptionReasonLabel: 'Exemption reason',
  exemptionReasonPlaceholder: 'e.g. Reverse charge: VAT to be accounted for by the recipient',
  exemptionReasonHint: 'Printed under the tax summary of every invoice that uses this rate.',
  /** The invoice's e-invoice panel: what is left before sending, the downloads. */
  panel: {
    /** The format a setting sends, as the panel names it. */
    formatNames: { 'factur-x': 'ZUGFeRD / Factur-X', xrechnung: 'XRechnung' },
    title: 'E-invoice',
    checklistTitle: (format: string) => `Before sending as ${format}`,
    checklistHint: 'Fix these on the screens linked, then save: the list follows.',
    readyTitle: (format: string) => `Ready to send as ${format}`,
    readyHint: 'The PDF carries the e-invoice; the XML is below too.',
    loadFailed: 'Could not check the e-invoice. Save the invoice and open it again.',
    checking: 'Checking the e-invoice…',
    newInvoiceHint: (format: string) =>
      `Sent as ${format}: once saved, this panel lists what is left before sending.`,
  },
  /** Where each check is fixed: the link beside its message. */
  fixes: {
    workspace: 'Open workspace settings',
    client: 'Edit the client',
    clients: 'Open clients',
    invoiceField: 'Go to the field',
    invoice: 'Edit the invoice',
    taxRates: 'Open tax rates',
  },
  /** The send dialog, when the api refuses to send an invoice not ready for its e-invoice. */
  refusal: {
    fixTitle: 'Fix these, then send again:',
  },
  download: {
    label: 'Download e-invoice',
    notReady: 'Fix the items above first: an e-invoice is downloaded once nothing is left.',
    /** The four XML formats the api serves. */
    formats: {
      'xrechnung-ubl': 'XRechnung (UBL)',
      'xrechnung-cii': 'XRechnung (CII)',
      'factur-x': 'Factur-X / ZUGFeRD (CII)',
      peppol: 'Peppol BIS Billing 3.0 (UBL)',
    },
    downloaded: (filename: string) => `Downloaded ${filename}`,
    failed: 'Could not download the e-invoice.',
  },
} as const;
