import type { ProposalModel } from '../../proposals/models/proposal.model';
import { contentVersion } from './printable-content';
import { proposalContent, proposalDocument } from './to-printable';

const proposal = {
  proposalTitle: 'Logo Design and One-Page Website',
  proposalNumber: 'PROP-1',
  proposalDate: '2026-11-23',
  expirationDate: null,
  status: 'draft',
  companyName: 'Studio Ada',
  companyAddress: '12 Analytical St',
  companyEmail: 'ada@studio.example',
  companyPhone: null,
  clientName: 'Grace Hopper',
  clientCompany: 'Hopper Teas',
  clientAddress: null,
  clientEmail: 'grace@hopper.example',
  services: [],
  value: 0,
  paymentTerms: 'Payment in full on acceptance.',
  additionalTerms: 'Valid for 30 days.',
  scope: 'Scope of work:\n- Logo design\n- One-page website',
  currency: 'USD',
  language: 'en',
  pricesIncludeTax: false,
  discountTotal: 0,
  taxes: [],
  taxNote: null,
  clientTaxNumber: null,
  companyTaxNumber: null,
} as unknown as ProposalModel;

describe('proposalDocument', () => {
  it('prints the scope of work first, then the terms', () => {
    expect(proposalDocument(proposal, false).sections).toEqual([
      { title: 'Scope of work', body: proposal.scope },
      { title: 'Payment terms', body: proposal.paymentTerms },
      { title: 'Additional terms', body: proposal.additionalTerms },
    ]);
  });

  it('leaves the section out when there is no scope', () => {
    const titles = proposalDocument({ ...proposal, scope: null }, false).sections.map(
      (section) => section.title,
    );
    expect(titles).toEqual(['Payment terms', 'Additional terms']);
  });

  it('adds nothing to a US-dollar English document without tax, so its version stays', () => {
    const content = proposalContent(proposal);
    expect(Object.keys(content)).not.toEqual(expect.arrayContaining(['language']));
    expect(content).not.toHaveProperty('currency');
    expect(content).not.toHaveProperty('summary');
    expect(content.from.lines).toHaveLength(3);
    // The hash of this content as the code before issue 17 built it.
    expect(contentVersion(content)).toBe(
      contentVersion({
        kind: 'Proposal',
        title: proposal.proposalTitle,
        number: 'PROP-1',
        dates: [{ label: 'Date', value: 'November 23, 2026' }],
        from: {
          heading: 'From',
          name: 'Studio Ada',
          lines: ['12 Analytical St', 'ada@studio.example', ''],
        },
        to: {
          heading: 'Prepared for',
          name: 'Grace Hopper',
          lines: ['Hopper Teas', '', 'grace@hopper.example'],
        },
        unitLabel: 'Price',
        lines: [],
        total: 0,
        sections: [
          { title: 'Scope of work', body: proposal.scope! },
          { title: 'Payment terms', body: proposal.paymentTerms },
          { title: 'Additional terms', body: proposal.additionalTerms! },
        ],
      }),
    );
  });

  it('carries the language, currency, summary, tax numbers and note when there are some', () => {
    const content = proposalContent({
      ...proposal,
      language: 'de',
      currency: 'EUR',
      subtotal: 100,
      discountTotal: 10,
      taxes: [{ id: 't', name: 'MwSt.', percent: 19, base: 90, amount: 17.1 }],
      taxNote: 'Reverse charge',
      companyTaxNumber: 'DE1',
      clientTaxNumber: 'FR2',
      services: [
        {
          description: 'Logo',
          price: 100,
          quantity: 1,
          subtotal: 100,
          discount: { percent: 10, amount: null },
          taxRateIds: ['t'],
        },
      ],
    } as unknown as ProposalModel);
    expect(content).toMatchObject({
      language: 'de',
      currency: 'EUR',
      summary: {
        subtotal: 100,
        discount: 10,
        taxes: [{ name: 'MwSt.', percent: 19, base: 90, amount: 17.1 }],
        pricesIncludeTax: false,
      },
    });
    expect(content.lines[0].discount?.replace(/\s/g, ' ')).toBe('−10 %');
    expect(content.from.lines.at(-1)).toMatch(/DE1$/);
    expect(content.to.lines.at(-1)).toMatch(/FR2$/);
    expect(content.sections.at(-1)?.body).toBe('Reverse charge');
  });
});
