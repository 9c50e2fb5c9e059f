import { DOCUMENT_FONT_LABELS, DOCUMENT_LAYOUT_LABELS } from '@dealdraft/domain';

/** The PDF settings of a workspace and the per-document layout choice. */
export const documentStyle = {
  title: 'Documents',
  hint: 'How your PDFs look and what they print at the foot of every page.',
  layoutLabel: 'PDF layout',
  layoutHint: 'Proposals and invoices print in this layout unless one chooses another.',
  fontLabel: 'Font',
  footerLabel: 'Footer text',
  footerHint: 'Printed at the foot of every page: your registration, a thank-you.',
  paymentInstructionsLabel: 'Payment instructions',
  paymentInstructionsHint:
    'Printed on invoices under the bank details: how to pay where an IBAN does not say it.',
  tooLong: (max: number) => `At most ${max} characters`,
  layouts: DOCUMENT_LAYOUT_LABELS,
  fonts: DOCUMENT_FONT_LABELS,
  /** The document forms' choice: null is the workspace's own layout. */
  workspaceDefault: (layout: string) => `Workspace default (${layout})`,
} as const;
