import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { PaymentMessages, todayIso } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  DeletePaymentDocument,
  InvoiceCreditNotesDocument,
  InvoicePaymentsDocument,
  RecordPaymentDocument,
  RefundPaymentDocument,
} from '@/generated/graphql';
import { FileRequestError, fetchFile, saveFile } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import type { Payment } from '../hooks/useInvoicePayments';
import type { Invoice } from '../hooks/useInvoices';
import { anInvoice } from '../testing/invoice-fixtures';
import { InvoicePaymentsDialog } from './InvoicePaymentsDialog';

jest.mock('@/lib/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('@/lib/download', () => ({
  ...jest.requireActual<typeof import('@/lib/download')>('@/lib/download'),
  fetchFile: jest.fn(),
  saveFile: jest.fn(),
}));

const INVOICE_ID = 'i1';

function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    __typename: 'Payment',
    id: 'p1',
    invoiceId: INVOICE_ID,
    amount: 500,
    method: 'bank_transfer',
    paidOn: '2026-01-10',
    reference: 'BT-0042',
    note: null,
    refundOf: null,
    refundable: 500,
    online: false,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** $1,200.00 of which `paid` is paid. */
const invoicePaid = (paid: number): Invoice =>
  anInvoice({
    status: paid === 0 ? 'sent' : paid >= 1200 ? 'paid' : 'partially_paid',
    amountPaid: paid,
    balanceDue: 1200 - paid,
  });

const ledger = (payments: Payment[]): MockLink.MockedResponse => ({
  request: { query: InvoicePaymentsDocument, variables: { invoiceId: INVOICE_ID } },
  result: { data: { invoicePayments: payments } },
});

const today = todayIso();
const jan10 = formatDate('2026-01-10');

/** The invoice's credit notes: none unless a test answers them itself (its mocks come first). */
const noCreditNotes: MockLink.MockedResponse = {
  request: { query: InvoiceCreditNotesDocument, variables: { invoiceId: INVOICE_ID } },
  result: { data: { invoiceCreditNotes: [] } },
  maxUsageCount: 10,
};

function renderDialog(invoice: Invoice, mocks: MockLink.MockedResponse[]) {
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={[...mocks, noCreditNotes]}>
      <InvoicePaymentsDialog invoice={invoice} onClose={onClose} />
    </MockedProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Payments for INV-1767571200000' }) };
}

afterEach(() => jest.clearAllMocks());

describe('InvoicePaymentsDialog', () => {
  it('shows the totals in the invoice currency and the ledger, refunds and online payments marked', async () => {
    const { dialog } = renderDialog(invoicePaid(500), [
      ledger([
        aPayment({ refundable: 300 }),
        aPayment({
          id: 'r1',
          amount: -200,
          paidOn: '2026-01-12',
          reference: null,
          note: 'Scope cut',
          refundOf: 'p1',
          refundable: 0,
        }),
        aPayment({
          id: 'p2',
          amount: 200,
          method: 'card',
          paidOn: '2026-01-15',
          reference: null,
          refundable: 200,
          online: true,
        }),
      ]),
    ]);
    expect(within(dialog).getByText('From Jane Client')).toBeVisible();
    const amounts = within(within(dialog).getByLabelText('Amounts'));
    expect(amounts.getByText('Total').nextSibling).toHaveTextContent('$1,200.00');
    expect(amounts.getByText('Paid').nextSibling).toHaveTextContent('$500.00');
    expect(amounts.getByText('Balance due').nextSibling).toHaveTextContent('$700.00');

    const list = await within(dialog).findByRole('list', { name: 'Payments and refunds' });
    const [payment, refund, online] = within(list).getAllByRole('listitem');
    expect(payment).toHaveTextContent(jan10);
    expect(payment).toHaveTextContent('Bank transfer');
    expect(payment).toHaveTextContent('Ref. BT-0042');
    expect(payment).toHaveTextContent('$500.00');
    expect(refund).toHaveTextContent('Refund');
    expect(refund).toHaveTextContent('Scope cut');
    expect(refund).toHaveTextContent('-$200.00');
    // A refund is given back no further; it may be deleted.
    expect(within(refund).queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(within(refund).getByRole('button', { name: /^Delete/ })).toBeVisible();
    // Stripe's payment is refunded in Stripe: its receipt is the only action here.
    expect(online).toHaveTextContent('Paid online');
    expect(online).toHaveTextContent('Card');
    expect(
      within(online)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Receipt']);
  });

  it("downloads a payment's receipt with the session, named as its e-mail's; a refund has none", async () => {
    jest.mocked(fetchFile).mockResolvedValue(new Blob(['%PDF']));
    const { dialog } = renderDialog(invoicePaid(700), [
      ledger([
        aPayment({ refundable: 300 }),
        aPayment({ id: 'r1', amount: -200, paidOn: '2026-01-12', refundOf: 'p1', refundable: 0 }),
        aPayment({ id: 'p2', amount: 400, paidOn: '2026-01-15', refundable: 400 }),
      ]),
    ]);
    const list = await within(dialog).findByRole('list', { name: 'Payments and refunds' });
    const [, refund, second] = within(list).getAllByRole('listitem');
    expect(within(refund).queryByRole('button', { name: /receipt/i })).toBeNull();

    fireEvent.click(
      within(second).getByRole('button', {
        name: `Download the receipt of the $400.00 payment of ${formatDate('2026-01-15')}`,
      }),
    );
    // The second payment: the refund between is not counted.
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'receipt-INV-1767571200000-2.pdf'),
    );
    expect(fetchFile).toHaveBeenCalledWith(`/api/invoices/${INVOICE_ID}/payments/p2/receipt`, null);
    expect(notify.success).toHaveBeenCalledWith('Receipt downloaded');

    // The api's refusal (a trial plan) is what the toast says.
    jest
      .mocked(fetchFile)
      .mockRejectedValueOnce(new FileRequestError('Upgrade to download PDFs', 403));
    fireEvent.click(within(list).getAllByRole('button', { name: /^Download the receipt/ })[0]);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Upgrade to download PDFs'));
  });

  it('shows what credit notes took off, so the figures add up', async () => {
    const { dialog } = renderDialog(
      anInvoice({
        status: 'partially_paid',
        amountCredited: 200,
        amountPaid: 500,
        balanceDue: 500,
      }),
      [ledger([aPayment()])],
    );
    const amounts = within(within(dialog).getByLabelText('Amounts'));
    expect(amounts.getByText('Credited').nextSibling).toHaveTextContent('$200.00');
    expect(amounts.getByText('Balance due').nextSibling).toHaveTextContent('$500.00');
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue(500);
    expect(await within(dialog).findByText('Ref. BT-0042')).toBeVisible();
  });

  it('records a payment with what was typed, toasts it, then reads paid in full', async () => {
    const recorded = jest.fn();
    const payment = aPayment({
      id: 'p2',
      amount: 700,
      method: 'cash',
      paidOn: today,
      reference: 'Receipt 12',
      refundable: 700,
    });
    const { dialog } = renderDialog(invoicePaid(500), [
      ledger([aPayment()]),
      {
        request: {
          query: RecordPaymentDocument,
          variables: {
            invoiceId: INVOICE_ID,
            input: {
              amount: 700,
              method: 'cash',
              paidOn: today,
              reference: 'Receipt 12',
              note: null,
              sendReceipt: true,
            },
          },
        },
        result: () => {
          recorded();
          return {
            data: {
              recordPayment: {
                __typename: 'PaymentResult',
                payment,
                invoice: invoicePaid(1200),
              },
            },
          };
        },
      },
      ledger([aPayment(), payment]),
    ]);
    await within(dialog).findByText('Ref. BT-0042');
    // The whole balance, in the currency's decimals, by bank transfer today.
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue(700);
    expect(within(dialog).getByLabelText('Date paid')).toHaveValue(today);
    expect(within(dialog).getByLabelText('Method')).toHaveValue('bank_transfer');

    fireEvent.change(within(dialog).getByLabelText('Method'), { target: { value: 'cash' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reference/), {
      target: { value: ' Receipt 12 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await within(dialog).findByText('Paid in full')).toBeVisible();
    expect(recorded).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledWith(PaymentMessages.recorded);
    expect(within(dialog).queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(within(dialog).getByLabelText('Amounts')).toHaveTextContent('$0.00');
    expect(await within(dialog).findByText('Ref. Receipt 12')).toBeVisible();
  });

  it('refuses more than the balance before asking the api', async () => {
    const { dialog } = renderDialog(invoicePaid(500), [ledger([aPayment()])]);
    fireEvent.change(within(dialog).getByLabelText('Amount (USD)'), { target: { value: '800' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByLabelText('Amount (USD)')).toHaveAccessibleDescription(
      PaymentMessages.overpayment('$700.00'),
    );
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("shows the api's refusal under the field it names", async () => {
    // Someone else recorded $50 meanwhile: the api judges the balance it holds.
    const refusal = PaymentMessages.overpayment('$650.00');
    const { dialog } = renderDialog(invoicePaid(500), [
      ledger([aPayment()]),
      {
        request: {
          query: RecordPaymentDocument,
          variables: {
            invoiceId: INVOICE_ID,
            input: {
              amount: 700,
              method: 'bank_transfer',
              paidOn: today,
              reference: null,
              note: null,
              sendReceipt: true,
            },
          },
        },
        result: {
          errors: [
            new GraphQLError(`amount: ${refusal}`, {
              extensions: {
                code: 'VALIDATION_FAILED',
                fields: [{ field: 'amount', code: 'OVER_BALANCE', message: refusal }],
              },
            }),
          ],
        },
      },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Amount (USD)')).toHaveAccessibleDescription(refusal),
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Record payment' })).toBeEnabled();
  });

  it('refunds what is left of a payment, prefilled', async () => {
    const refunded = jest.fn();
    const refund = aPayment({
      id: 'r2',
      amount: -300,
      paidOn: today,
      reference: null,
      refundOf: 'p1',
      refundable: 0,
    });
    const { dialog } = renderDialog(invoicePaid(300), [
      ledger([
        aPayment({ refundable: 300 }),
        aPayment({ id: 'r1', amount: -200, refundOf: 'p1', refundable: 0 }),
      ]),
      {
        request: {
          query: RefundPaymentDocument,
          variables: {
            invoiceId: INVOICE_ID,
            paymentId: 'p1',
            input: { amount: 300, paidOn: today, note: 'Cancelled' },
          },
        },
        result: () => {
          refunded();
          return {
            data: {
              refundPayment: {
                __typename: 'PaymentResult',
                payment: refund,
                invoice: invoicePaid(0),
              },
            },
          };
        },
      },
      ledger([aPayment({ refundable: 0 }), refund]),
    ]);
    fireEvent.click(
      await within(dialog).findByRole('button', { name: `Refund the $500.00 payment of ${jan10}` }),
    );
    const form = within(dialog).getByRole('form', { name: 'Refund' });
    expect(within(form).getByLabelText('Refund amount (USD)')).toHaveValue(300);
    expect(within(form).getByLabelText('Refund date')).toHaveValue(today);

    fireEvent.change(within(form).getByLabelText('Refund amount (USD)'), {
      target: { value: '300.5' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByLabelText('Refund amount (USD)')).toHaveAccessibleDescription(
      PaymentMessages.refundTooLarge('$300.00'),
    );

    fireEvent.change(within(form).getByLabelText('Refund amount (USD)'), {
      target: { value: '300' },
    });
    fireEvent.change(within(form).getByLabelText(/^Note/), { target: { value: 'Cancelled' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(PaymentMessages.refunded));
    expect(refunded).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).queryByRole('form', { name: 'Refund' })).toBeNull());
    expect(within(dialog).getByLabelText('Amounts')).toHaveTextContent('$1,200.00');
    expect(within(dialog).getByRole('button', { name: 'Record payment' })).toBeVisible();
  });

  it('deletes an entry recorded by mistake once confirmed', async () => {
    const deleted = jest.fn();
    const { dialog } = renderDialog(invoicePaid(500), [
      ledger([aPayment()]),
      {
        request: {
          query: DeletePaymentDocument,
          variables: { invoiceId: INVOICE_ID, paymentId: 'p1' },
        },
        result: () => {
          deleted();
          return { data: { deletePayment: invoicePaid(0) } };
        },
      },
      ledger([]),
    ]);
    const remove = await within(dialog).findByRole('button', {
      name: `Delete the $500.00 entry of ${jan10}`,
    });
    fireEvent.click(remove);
    const confirm = screen.getByRole('dialog', { name: 'Delete this entry?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete this entry?' })).toBeNull(),
    );
    expect(deleted).not.toHaveBeenCalled();

    fireEvent.click(remove);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this entry?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(PaymentMessages.deleted));
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(await within(dialog).findByText('No payments recorded yet.')).toBeVisible();
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue(1200);
  });

  it('reads paid in full, without the form, when nothing is owed', async () => {
    const { dialog } = renderDialog(invoicePaid(1200), [
      ledger([aPayment({ amount: 1200, refundable: 1200 })]),
    ]);
    expect(within(dialog).getByText('Paid in full')).toBeVisible();
    expect(within(dialog).queryByLabelText('Amount (USD)')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(await within(dialog).findByText('Ref. BT-0042')).toBeVisible();
  });

  it('offers no payment on a draft, saying to send it first', async () => {
    const { dialog } = renderDialog(anInvoice({ status: 'draft', balanceDue: 1200 }), [ledger([])]);
    expect(within(dialog).getByText(PaymentMessages.draft)).toBeVisible();
    expect(within(dialog).queryByLabelText('Amount (USD)')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(await within(dialog).findByText('No payments recorded yet.')).toBeVisible();
  });
});
