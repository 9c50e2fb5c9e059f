/** The XML syntax of an EN 16931 e-invoice. */
export type EInvoiceSyntax = 'CII' | 'UBL';
/** Which rules an e-invoice must pass: the European norm, or the norm and the German XRechnung CIUS. */
export type EInvoiceProfile = 'EN16931' | 'XRECHNUNG';

/** Which check found an issue: the XML schema or one of the schematron rule sets. */
export type EInvoiceRuleSet = 'XSD' | 'EN16931' | 'XRECHNUNG';

/** A schematron's flag, or 'error' for the XML schema (not well-formed, or not the schema). */
export type EInvoiceSeverity = 'fatal' | 'error' | 'warning' | 'information';

export interface EInvoiceIssue {
  /** The rule's id: 'BR-CO-15', 'BR-DE-23-a', 'PEPPOL-EN16931-R001', or 'XSD' for the schema. */
  rule: string;
  severity: EInvoiceSeverity;
  ruleSet: EInvoiceRuleSet;
  /** An XPath to the element that broke the rule; for the schema, the line ("line 23"). */
  location: string;
  message: string;
}

export interface EInvoiceValidation {
  /** No fatal issue and no schema error: the invoice may be sent. */
  valid: boolean;
  /** Fatal rules and schema errors: each one refuses the invoice. */
  errors: EInvoiceIssue[];
  /** Warnings and information: allowed, worth showing. */
  warnings: EInvoiceIssue[];
}
