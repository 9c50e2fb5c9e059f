import { epcQrPayload, type EpcTransfer } from './payment-qr';

const transfer: EpcTransfer = {
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  name: 'Schmidt Design',
  amountMinor: 119_000n,
  currency: 'EUR',
  remittance: 'RE-2026-0042',
};

describe('epcQrPayload: the EPC069-12 GiroCode of a SEPA transfer', () => {
  it('writes the eleven lines of version 002, UTF-8, the amount in euros', () => {
    expect(epcQrPayload(transfer)).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nSchmidt Design\nDE89370400440532013000\nEUR1190.00\n\n\nRE-2026-0042',
    );
  });

  it('leaves the BIC empty when there is none, and writes cents as two digits', () => {
    expect(epcQrPayload({ ...transfer, bic: null, amountMinor: 5n })).toBe(
      'BCD\n002\n1\nSCT\n\nSchmidt Design\nDE89370400440532013000\nEUR0.05\n\n\nRE-2026-0042',
    );
  });

  it('cuts the name at 70 characters and the text at 140, on one line each', () => {
    const payload = epcQrPayload({
      ...transfer,
      name: `Ä${'x'.repeat(80)}`,
      remittance: `Invoice\nRE-1 ${'y'.repeat(200)}`,
    })!.split('\n');
    expect(Array.from(payload[5])).toHaveLength(70);
    expect(payload[5].startsWith('Äx')).toBe(true);
    expect(payload[10]).toHaveLength(140);
    expect(payload[10].startsWith('Invoice RE-1 y')).toBe(true);
  });

  it.each([
    ['another currency', { currency: 'USD' }],
    ['nothing to pay', { amountMinor: 0n }],
    ['more than 999,999,999.99', { amountMinor: 100_000_000_000n }],
    ['no IBAN', { iban: '' }],
  ])('has no code for %s', (_what, change) => {
    expect(epcQrPayload({ ...transfer, ...change })).toBeNull();
  });
});
