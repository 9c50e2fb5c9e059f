import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { EInvoiceCheck } from '@/features/documents/utils/e-invoice-fixes';
import { EInvoicePanel } from './EInvoicePanel';

const invoice = { id: 'inv-1', invoiceNumber: 'INV-0007', clientId: 'client-9' };

const CHECKS: EInvoiceCheck[] = [
  {
    rule: 'BR-DE-1',
    field: 'workspace.iban',
    message: 'BR-DE-1: add your IBAN under Workspace → Bank details',
  },
  {
    rule: 'BR-DE-15',
    field: 'client.buyerReference',
    message: 'BR-DE-15: add the buyer reference (Leitweg-ID)',
  },
  {
    rule: 'BR-DE-TMP-32',
    field: 'invoice.serviceDate',
    message: 'State the date or period of service',
  },
  {
    rule: 'BR-CO-18',
    field: 'lineItems.0.taxRateIds',
    message: 'Line 1 needs a VAT rate',
  },
  {
    rule: 'BR-E-10',
    field: 'taxRates.rate-3.exemptionReason',
    message: 'Give the exemption reason of VAT 0%',
  },
];

function renderPanel(readiness: { setting: string; ready: boolean; checks: EInvoiceCheck[] }) {
  const onFocusField = jest.fn();
  const { container } = render(
    <MemoryRouter>
      <EInvoicePanel
        state={{ status: 'ready', readiness }}
        invoice={invoice}
        onFocusField={onFocusField}
      />
    </MemoryRouter>,
  );
  return { onFocusField, container };
}

describe('EInvoicePanel', () => {
  it('lists what is left before sending as XRechnung, each check with the screen that fixes it', () => {
    const { onFocusField } = renderPanel({ setting: 'xrechnung', ready: false, checks: CHECKS });

    const section = screen.getByRole('region', { name: 'Before sending as XRechnung' });
    const list = within(section).getByRole('list', { name: 'Before sending as XRechnung' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(
      CHECKS.map((check) => check.message),
    );

    const link = (index: number) => within(items[index]!).getByRole('link');
    expect(link(0)).toHaveAccessibleName('Open workspace settings');
    expect(link(0)).toHaveAttribute('href', '/workspace#iban');
    expect(link(1)).toHaveAccessibleName('Edit the client');
    expect(link(1)).toHaveAttribute('href', '/clients/client-9?edit=buyerReference');
    expect(link(4)).toHaveAccessibleName('Open tax rates');
    expect(link(4)).toHaveAttribute('href', '/workspace#tax-rates');

    // The invoice's own fields are in this form: focused, not linked to.
    fireEvent.click(within(items[2]!).getByRole('button', { name: 'Go to the field' }));
    expect(onFocusField).toHaveBeenLastCalledWith('serviceDate');
    fireEvent.click(within(items[3]!).getByRole('button', { name: 'Go to the field' }));
    expect(onFocusField).toHaveBeenLastCalledWith('lines.0.taxRateIds');

    const download = within(section).getByRole('button', { name: 'Download e-invoice' });
    expect(download).toBeDisabled();
    expect(download).toHaveAccessibleDescription(
      'Fix the items above first: an e-invoice is downloaded once nothing is left.',
    );
  });

  it('says a ready invoice is ready to send in its format, and offers the XML', () => {
    renderPanel({ setting: 'factur-x', ready: true, checks: [] });

    const section = screen.getByRole('region', { name: 'Ready to send as ZUGFeRD / Factur-X' });
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download e-invoice' })).toBeEnabled();
  });

  it('sends a client without a saved record to the clients list', () => {
    render(
      <MemoryRouter>
        <EInvoicePanel
          state={{
            status: 'ready',
            readiness: { setting: 'xrechnung', ready: false, checks: [CHECKS[1]!] },
          }}
          invoice={{ ...invoice, clientId: null }}
          onFocusField={jest.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Open clients' })).toHaveAttribute('href', '/clients');
  });

  it('shows nothing when the invoice sends no e-invoice', () => {
    const { container } = renderPanel({ setting: 'none', ready: true, checks: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('says so while checking, and when the check failed', () => {
    const { rerender } = render(
      <EInvoicePanel state={{ status: 'loading' }} invoice={invoice} onFocusField={jest.fn()} />,
    );
    expect(screen.getByLabelText('Checking the e-invoice…')).toBeInTheDocument();
    rerender(
      <EInvoicePanel state={{ status: 'error' }} invoice={invoice} onFocusField={jest.fn()} />,
    );
    expect(
      screen.getByText('Could not check the e-invoice. Save the invoice and open it again.'),
    ).toBeInTheDocument();
  });
});
