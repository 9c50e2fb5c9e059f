import { createHash } from 'node:crypto';
import { contentDocument, contentVersion, printableContent, stableJson } from './printable-content';
import type { PrintableDocument } from './printable-document';

const document: PrintableDocument = {
  kind: 'Proposal',
  title: 'Logo design',
  number: 'PROP-1',
  status: 'sent',
  dates: [{ label: 'Date', value: 'November 1, 2026' }],
  from: { heading: 'From', name: 'Studio Ada', lines: ['London'] },
  to: { heading: 'Prepared for', name: 'Globex', lines: [] },
  unitLabel: 'Price',
  lines: [{ description: 'Logo', details: undefined, quantity: 1, unitPrice: 500, total: 500 }],
  total: 500,
  currency: 'USD',
  sections: [{ title: 'Payment terms', body: 'Net 30' }],
  acceptance: null,
  preview: false,
};

describe('printable content and its version', () => {
  it('serialises with sorted keys at every depth, leaving undefined out', () => {
    expect(stableJson({ b: 1, a: { d: [{ z: 1, y: undefined, x: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"x":2,"z":1}]},"b":1}',
    );
  });

  it('is the SHA-256 of the sorted serialisation, whatever the key order (as jsonb returns it)', () => {
    const content = printableContent(document);
    const reversed = <T extends object>(value: T): T =>
      Object.fromEntries(Object.entries(value).reverse()) as T;
    const reordered = { ...reversed(content), lines: content.lines.map(reversed) };
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(content)[0]);
    const version = contentVersion(content);
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(contentVersion(reordered)).toBe(version);
    expect(version).toBe(createHash('sha256').update(stableJson(content)).digest('hex'));
  });

  it('changes with the content, not with the status, the acceptance or the preview mark', () => {
    const version = contentVersion(printableContent(document));
    const sent = { ...document, status: 'accepted', preview: true };
    expect(contentVersion(printableContent(sent))).toBe(version);
    const pricier = { ...document, total: 5000 };
    expect(contentVersion(printableContent(pricier))).not.toBe(version);
  });

  it('leaves US dollars out of the content, so documents in dollars keep their version', () => {
    const { currency: _c, status: _s, acceptance: _a, preview: _p, ...withoutCurrency } = document;
    expect(printableContent(document)).not.toHaveProperty('currency');
    expect(contentVersion(printableContent(document))).toBe(contentVersion(withoutCurrency));
    const inEuros = printableContent({ ...document, currency: 'EUR' });
    expect(inEuros.currency).toBe('EUR');
    expect(contentVersion(inEuros)).not.toBe(contentVersion(printableContent(document)));
  });

  it('prints stored content in its currency, US dollars when it names none', () => {
    const state = { status: 'sent', acceptance: null, preview: false };
    expect(contentDocument(printableContent(document), state).currency).toBe('USD');
    expect(
      contentDocument(printableContent({ ...document, currency: 'JPY' }), state).currency,
    ).toBe('JPY');
  });
});
