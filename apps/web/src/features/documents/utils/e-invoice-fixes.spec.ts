import { eInvoiceFix } from './e-invoice-fixes';

const inForm = { invoiceId: 'inv 1', clientId: 'c/1', inForm: true };
const outside = { ...inForm, inForm: false };

describe('eInvoiceFix: where a check is fixed', () => {
  it.each([
    ['workspace.iban', inForm, { kind: 'link', to: '/workspace#iban' }],
    ['workspace.taxNumber', outside, { kind: 'link', to: '/workspace#taxNumber' }],
    ['client.postalCode', inForm, { kind: 'link', to: '/clients/c%2F1?edit=postalCode' }],
    ['taxRates.r1.exemptionReason', inForm, { kind: 'link', to: '/workspace#tax-rates' }],
    ['invoice.businessPhone', inForm, { kind: 'field', path: 'businessPhone' }],
    ['lineItems.2.taxRateIds', inForm, { kind: 'field', path: 'lines.2.taxRateIds' }],
    ['invoice.serviceDate', outside, { kind: 'link', to: '/invoices?edit=inv%201' }],
    ['lineItems', outside, { kind: 'link', to: '/invoices?edit=inv%201' }],
  ])('%s → %j', (field, context, fix) => {
    expect(eInvoiceFix(field, context)).toMatchObject(fix);
  });

  it('links no field for the whole invoice inside its own form, nor for a field it does not know', () => {
    expect(eInvoiceFix('invoice', inForm)).toBeNull();
    expect(eInvoiceFix('lineItems', inForm)).toBeNull();
    expect(eInvoiceFix('format', inForm)).toBeNull();
  });

  it('sends a client without a saved record to the clients list', () => {
    expect(eInvoiceFix('client.city', { ...inForm, clientId: null })).toMatchObject({
      kind: 'link',
      to: '/clients',
    });
  });
});
