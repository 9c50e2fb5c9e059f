import type { ProposalModel } from '../../proposals/models/proposal.model';
import { documentHtml } from './document-html';
import { contentVersion } from '../../documents/content/printable-content';
import { proposalContent, proposalDocument } from '../../documents/content/to-printable';

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
    // The hash of this content as the code before document currencies built it.
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

  describe('the deposit due on acceptance', () => {
    const withDeposit = (
      deposit: { percent: number | null; amount: number | null },
      depositAmount: number,
      more: Partial<ProposalModel> = {},
    ) =>
      ({
        ...proposal,
        value: 3980.1,
        deposit,
        depositAmount,
        ...more,
      }) as unknown as ProposalModel;
    const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

    it("states the e-mail's sentence under the total, in each of the eight languages", () => {
      const sentences: Record<string, string> = {
        en: 'A deposit of 30% ($1,194.03) is due on acceptance.',
        de: 'Bei Annahme ist eine Anzahlung von 30 % (1.194,03 $) fällig.',
        es: 'Al aceptar se debe un anticipo del 30 % (1194,03 US$).',
      };
      for (const [language, sentence] of Object.entries(sentences)) {
        const content = proposalContent(
          withDeposit({ percent: 30, amount: null }, 1194.03, { language }),
        );
        expect(plain(content.depositDue)).toBe(sentence);
      }
      for (const language of ['fr', 'it', 'nl', 'pl', 'pt']) {
        const content = proposalContent(
          withDeposit({ percent: 30, amount: null }, 1194.03, { language }),
        );
        expect(plain(content.depositDue)).toMatch(/30\s?%.*1[ .\u00a0\u202f]?194,03/);
        expect(content.depositDue).not.toContain('A deposit');
      }
      const html = documentHtml(
        proposalDocument(withDeposit({ percent: 30, amount: null }, 1194.03), false),
      );
      expect(html).toMatch(
        /<div class="totals">.*\$3,980\.10.*<\/div><\/div>\s*<p class="deposit-due">A deposit of 30% \(\$1,194\.03\) is due on acceptance\.<\/p>/,
      );
    });

    it('is part of the version the client accepts, and absent without a deposit', () => {
      const thirty = contentVersion(
        proposalContent(withDeposit({ percent: 30, amount: null }, 1194.03)),
      );
      const forty = contentVersion(
        proposalContent(withDeposit({ percent: 40, amount: null }, 1592.04)),
      );
      expect(thirty).not.toBe(forty);
      expect(
        proposalContent({ ...proposal, deposit: null, depositAmount: null }),
      ).not.toHaveProperty('depositDue');
      expect(documentHtml(proposalDocument(proposal, false))).not.toContain('class="deposit-due"');
    });
  });
});
