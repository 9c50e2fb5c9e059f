import { strings } from '@/strings';

const f = strings.eInvoice.fixes;

/** One thing an invoice lacks for its e-invoice (the api's EInvoiceCheck). */
export type EInvoiceCheck = { rule: string; field: string; message: string };

/** What the api says of an invoice's e-invoice (its EInvoiceReadiness). */
export type EInvoiceReadiness = {
  /** The client's format, else the workspace's. */
  setting: string;
  ready: boolean;
  checks: readonly EInvoiceCheck[];
};

/** Where a check is fixed: another screen, or a field of the invoice form on the screen. */
export type EInvoiceFix =
  { kind: 'link'; to: string; label: string } | { kind: 'field'; path: string; label: string };

export type EInvoiceFixContext = {
  invoiceId: string;
  /** The saved client the invoice names, if any: its edit dialog fixes `client.*`. */
  clientId?: string | null;
  /** True inside the invoice's own form: its fields are focused there, not linked to. */
  inForm: boolean;
};

/** The hash that makes the workspace settings scroll to a field or a card. */
export const TAX_RATES_ANCHOR = 'tax-rates';

/**
 * The screen that fixes a check, read from its `field`: `workspace.<field>` → Workspace
 * settings at that field, `client.<field>` → the client's edit dialog, `invoice.<field>` and
 * `lineItems.N.<field>` → the invoice form's field, `taxRates.<id>.<field>` → the tax rates.
 */
export function eInvoiceFix(field: string, context: EInvoiceFixContext): EInvoiceFix | null {
  const [scope, ...rest] = field.split('.');
  const name = rest.join('.');
  switch (scope) {
    case 'workspace':
      return { kind: 'link', to: `/workspace${name ? `#${name}` : ''}`, label: f.workspace };
    case 'client':
      return context.clientId
        ? {
            kind: 'link',
            to: `/clients/${encodeURIComponent(context.clientId)}?edit=${encodeURIComponent(name)}`,
            label: f.client,
          }
        : { kind: 'link', to: '/clients', label: f.clients };
    case 'taxRates':
      return { kind: 'link', to: `/workspace#${TAX_RATES_ANCHOR}`, label: f.taxRates };
    case 'invoice':
    case 'lineItems': {
      // A bare `invoice` or `lineItems` (its totals, say) names no one field: the form is the fix.
      const path = name ? invoiceFieldPath(scope === 'invoice' ? name : field) : null;
      if (context.inForm) return path ? { kind: 'field', path, label: f.invoiceField } : null;
      return {
        kind: 'link',
        to: `/invoices?edit=${encodeURIComponent(context.invoiceId)}`,
        label: f.invoice,
      };
    }
    default:
      return null;
  }
}

/** The invoice form's name of an api field: its lines are `lines`, a line's rate `price`. */
export function invoiceFieldPath(field: string): string {
  return field.replace(/^lineItems(?=\.|$)/, 'lines').replace(/^(lines\.\d+)\.rate$/, '$1.price');
}

/** The format a setting sends, as a person reads it ("XRechnung"); none for 'none'. */
export function eInvoiceFormatName(setting: string): string | null {
  const names: Record<string, string> = strings.eInvoice.panel.formatNames;
  return names[setting] ?? null;
}

/** The api's field refusals of a refused send, as checks. */
export function checksOfRefusal(
  refused: readonly { field: string; messages: readonly string[] }[],
): EInvoiceCheck[] {
  return refused.flatMap(({ field, messages }) =>
    messages.map((message) => ({ rule: '', field, message })),
  );
}
