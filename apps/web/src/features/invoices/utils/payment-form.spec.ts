import { PaymentMessages } from '@dealdraft/domain';
import {
  newPaymentValues,
  newRefundValues,
  serverErrors,
  toPaymentInput,
  validatePayment,
  validateRefund,
} from './payment-form';

const today = '2026-03-14';
const usd = { balanceDue: 700, currency: 'USD' };

describe('newPaymentValues', () => {
  it("offers the whole balance in the currency's decimals, today, by bank transfer", () => {
    expect(newPaymentValues(700, 'USD', today)).toEqual({
      amount: '700.00',
      paidOn: today,
      method: 'bank_transfer',
      reference: '',
      note: '',
      sendReceipt: true,
    });
    expect(newPaymentValues(5000, 'JPY', today).amount).toBe('5000');
    expect(newRefundValues(12.5, 'EUR', today)).toEqual({
      amount: '12.50',
      paidOn: today,
      note: '',
    });
  });
});

describe('validatePayment', () => {
  const values = newPaymentValues(700, 'USD', today);

  it('accepts the balance or less, dated up to today', () => {
    expect(validatePayment(values, usd, today)).toEqual({});
    expect(validatePayment({ ...values, amount: '0.01' }, usd, today)).toEqual({});
  });

  it("refuses with the api's words: nothing, too much, too precise, in the future", () => {
    expect(validatePayment({ ...values, amount: '' }, usd, today)).toEqual({
      amount: PaymentMessages.amountPositive,
    });
    expect(validatePayment({ ...values, amount: '-5' }, usd, today).amount).toBe(
      PaymentMessages.amountPositive,
    );
    expect(validatePayment({ ...values, amount: '700.01' }, usd, today).amount).toBe(
      PaymentMessages.overpayment('$700.00'),
    );
    expect(validatePayment({ ...values, amount: '1.005' }, usd, today).amount).toBe(
      PaymentMessages.amountDecimals('USD', 2),
    );
    expect(
      validatePayment({ ...values, amount: '10.5' }, { balanceDue: 5000, currency: 'JPY' }, today)
        .amount,
    ).toBe(PaymentMessages.amountDecimals('JPY', 0));
    // Tomorrow in UTC is someone's today; the day after is not.
    expect(validatePayment({ ...values, paidOn: '2026-03-15' }, usd, today)).toEqual({});
    expect(validatePayment({ ...values, paidOn: '2026-03-16' }, usd, today)).toEqual({
      paidOn: PaymentMessages.dateInFuture,
    });
  });
});

describe('validateRefund', () => {
  it('gives back no more than what is left of the payment', () => {
    const payment = { id: 'p1', refundable: 300 };
    const values = newRefundValues(300, 'USD', today);
    expect(validateRefund(values, payment, 'USD', today)).toEqual({});
    expect(validateRefund({ ...values, amount: '300.01' }, payment, 'USD', today)).toEqual({
      amount: PaymentMessages.refundTooLarge('$300.00'),
    });
  });
});

describe('toPaymentInput', () => {
  it('sends numbers, trimmed texts and empty ones as null', () => {
    expect(
      toPaymentInput({
        amount: ' 500.50 ',
        paidOn: today,
        method: 'cheque',
        reference: ' CHQ 0042 ',
        note: '  ',
        sendReceipt: false,
      }),
    ).toEqual({
      amount: 500.5,
      method: 'cheque',
      paidOn: today,
      reference: 'CHQ 0042',
      note: null,
      // Unticked: the client gets no receipt for this one.
      sendReceipt: false,
    });
  });
});

describe('serverErrors', () => {
  it("keeps the first message of each field the form has, under the api's name", () => {
    expect(
      serverErrors([
        { field: 'amount', messages: ['Too much', 'Another'] },
        { field: 'paidOn', messages: [PaymentMessages.dateInFuture] },
        { field: 'status', messages: ['Not here'] },
      ]),
    ).toEqual({ amount: 'Too much', paidOn: PaymentMessages.dateInFuture });
  });
});
