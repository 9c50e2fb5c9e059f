import { BLANK_LINE } from '@/features/documents/utils/line-items';
import { NUMBER_ASSIGNED_ON_SAVE } from '@dealdraft/domain';
import { DocumentMessages, DocumentMoneyMessages, Messages } from '@dealdraft/domain';
import { aProposal } from '../testing/proposal-fixtures';
import {
  newProposalValues,
  proposalFormPath,
  proposalFormSchema,
  proposalFormValues,
  toProposalInput,
  type ProposalFormInput,
} from './proposal-form';

const v = Messages.validation;
const now = new Date('2026-03-14T09:26:53.000Z');
const company = {
  companyName: 'Lovelace Studio',
  companyEmail: 'hello@lovelace.example',
  companyAddress: '1 Analytical Way',
  companyPhone: '',
  paymentTerms: '',
  numberPattern: null,
  companyTaxNumber: '',
  currency: 'USD',
  language: 'en',
};

/** The first message per field path, as the form shows them. */
function errorsOf(values: ProposalFormInput): Record<string, string> {
  const result = proposalFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const filled = (): ProposalFormInput => ({
  ...newProposalValues(company, now),
  clientName: 'Jane Client',
  clientCompany: 'Initech',
  clientEmail: 'jane@initech.example',
  proposalTitle: 'Website redesign',
  paymentTerms: 'Net 30',
  lines: [{ ...BLANK_LINE, description: 'Design', price: '1200', quantity: '1' }],
});

describe('newProposalValues', () => {
  it('leaves the number to the api when the workspace numbers by a pattern', () => {
    expect(newProposalValues({ ...company, numberPattern: 'X-{SEQ}' }, now).proposalNumber).toBe(
      NUMBER_ASSIGNED_ON_SAVE,
    );
  });

  it('starts with one blank line, today, a PROP- number and the last company details', () => {
    expect(newProposalValues(company, now)).toMatchObject({
      proposalDate: '2026-03-14',
      proposalNumber: `PROP-${now.getTime()}`,
      lines: [{ description: '', price: '0', quantity: '1' }],
      status: 'draft',
      companyName: 'Lovelace Studio',
      companyPhone: '',
      clientName: '',
    });
  });

  it('leaves the company blank for a first proposal', () => {
    expect(newProposalValues(undefined, now).companyName).toBe('');
  });
});

describe('proposalFormSchema', () => {
  it('accepts a filled form', () => {
    expect(errorsOf(filled())).toEqual({});
  });

  it('requires the spec fields, with its messages', () => {
    const blank = newProposalValues(undefined, now);
    expect(errorsOf({ ...blank, proposalNumber: '', proposalDate: '' })).toEqual({
      clientName: v.required,
      clientCompany: v.required,
      clientEmail: v.required,
      proposalTitle: v.required,
      proposalDate: v.required,
      proposalNumber: v.required,
      companyName: v.required,
      companyEmail: v.required,
      companyAddress: v.required,
      paymentTerms: v.required,
      'lines.0.description': v.required,
    });
  });

  it('checks both e-mails', () => {
    expect(errorsOf({ ...filled(), clientEmail: 'jane@', companyEmail: 'hello lovelace' })).toEqual(
      { clientEmail: v.email, companyEmail: v.email },
    );
  });

  it('needs positive numbers on the lines', () => {
    const lines = [{ ...BLANK_LINE, description: 'Design', price: '-5', quantity: '0' }];
    expect(errorsOf({ ...filled(), lines })).toEqual({
      'lines.0.price': v.positive,
      'lines.0.quantity': v.positive,
    });
  });

  it('needs at least one line', () => {
    expect(errorsOf({ ...filled(), lines: [] })).toEqual({
      lines: DocumentMessages.proposal.atLeastOneLine,
    });
  });

  it('refuses an expiration before the proposal date', () => {
    expect(errorsOf({ ...filled(), expirationDate: '2026-03-13' })).toEqual({
      expirationDate: DocumentMessages.proposal.expirationBeforeDate,
    });
    expect(errorsOf({ ...filled(), expirationDate: '2026-03-14' })).toEqual({});
  });
});

describe('proposalFormValues', () => {
  it('trims dates to their date part and shows numbers as typed text', () => {
    const values = proposalFormValues(
      aProposal({ proposalDate: '2026-01-05T00:00:00.000Z', expirationDate: null }),
    );
    expect(values).toMatchObject({
      proposalDate: '2026-01-05',
      expirationDate: '',
      clientAddress: '',
      status: 'sent',
      lines: [
        { description: 'Design', price: '1200', quantity: '1' },
        { description: 'Build', price: '85.5', quantity: '40' },
      ],
    });
  });

  it('edits a stored deposit by its kind', () => {
    expect(proposalFormValues(aProposal())).toMatchObject({
      depositKind: 'none',
      depositValue: '',
    });
    expect(
      proposalFormValues(
        aProposal({ deposit: { __typename: 'Discount', percent: 25, amount: null } }),
      ),
    ).toMatchObject({ depositKind: 'percent', depositValue: '25' });
    expect(
      proposalFormValues(
        aProposal({ deposit: { __typename: 'Discount', percent: null, amount: 500 } }),
      ),
    ).toMatchObject({ depositKind: 'amount', depositValue: '500' });
  });

  it('edits an unknown status as draft', () => {
    expect(proposalFormValues(aProposal({ status: 'archived' })).status).toBe('draft');
  });
});

describe('toProposalInput', () => {
  it('sends no number while the pattern assigns it, and the stored number on an edit', () => {
    const patterned = newProposalValues({ ...company, numberPattern: 'ANG-{YYYY}-{SEQ:3}' }, now);
    const created = toProposalInput(
      proposalFormSchema.parse({ ...filled(), proposalNumber: patterned.proposalNumber }),
    );
    expect(created.proposalNumber).toBeUndefined();
    expect(JSON.parse(JSON.stringify(created))).not.toHaveProperty('proposalNumber');
    const edited = proposalFormValues(aProposal({ proposalNumber: 'ANG-2026-004' }));
    expect(toProposalInput(proposalFormSchema.parse(edited)).proposalNumber).toBe('ANG-2026-004');
  });

  it('sends parsed lines as services and empty optional fields as null', () => {
    const input = toProposalInput(
      proposalFormSchema.parse({
        ...filled(),
        clientName: '  Jane Client ',
        lines: [{ ...BLANK_LINE, description: 'Design', price: '12.5', quantity: '' }],
      }),
    );
    expect(input).toEqual({
      clientName: 'Jane Client',
      clientCompany: 'Initech',
      clientEmail: 'jane@initech.example',
      clientAddress: null,
      proposalTitle: 'Website redesign',
      proposalDate: '2026-03-14',
      expirationDate: null,
      proposalNumber: `PROP-${now.getTime()}`,
      companyName: 'Lovelace Studio',
      companyEmail: 'hello@lovelace.example',
      companyAddress: '1 Analytical Way',
      companyPhone: null,
      companyTaxNumber: null,
      paymentTerms: 'Net 30',
      additionalTerms: null,
      scope: null,
      layout: null,
      status: 'draft',
      services: [
        { description: 'Design', price: 12.5, quantity: 1, discount: null, taxRateIds: [] },
      ],
      currency: 'USD',
      language: 'en',
      pricesIncludeTax: false,
      discount: null,
      taxRateIds: [],
      taxNote: null,
      clientTaxNumber: null,
      deposit: null,
    });
  });

  it("sends the chosen PDF layout, or null for the workspace's", () => {
    const layout = (value: string) =>
      toProposalInput(proposalFormSchema.parse({ ...filled(), layout: value })).layout;
    expect(layout('compact')).toBe('compact');
    expect(layout('')).toBeNull();
  });

  it('sends the deposit as a percent or an amount, none as null', () => {
    const withDeposit = (depositKind: 'none' | 'percent' | 'amount', depositValue: string) =>
      toProposalInput(proposalFormSchema.parse({ ...filled(), depositKind, depositValue })).deposit;
    expect(withDeposit('percent', '12.5')).toEqual({ percent: 12.5 });
    expect(withDeposit('amount', '300')).toEqual({ amount: 300 });
    expect(withDeposit('none', '300')).toBeNull();
  });

  it('checks the deposit like a discount, and needs a value once a kind is chosen', () => {
    expect(errorsOf({ ...filled(), depositKind: 'percent', depositValue: '' })).toEqual({
      depositValue: v.required,
    });
    expect(errorsOf({ ...filled(), depositKind: 'percent', depositValue: '120' })).toEqual({
      depositValue: DocumentMoneyMessages.discountPercent,
    });
    expect(errorsOf({ ...filled(), depositKind: 'amount', depositValue: '10.005' })).toEqual({
      depositValue: DocumentMessages.priceDecimals,
    });
    expect(errorsOf({ ...filled(), depositKind: 'none', depositValue: 'x' })).toEqual({});
  });

  it('sends discounts as a percent or an amount, and the taxes picked', () => {
    const input = toProposalInput(
      proposalFormSchema.parse({
        ...filled(),
        currency: 'EUR',
        discountKind: 'amount',
        discountValue: '50',
        taxRateIds: ['t1'],
        lines: [
          {
            ...BLANK_LINE,
            description: 'Design',
            price: '100',
            discountKind: 'percent',
            discountValue: '12.5',
            taxRateIds: ['t2'],
          },
        ],
      }),
    );
    expect(input).toMatchObject({
      currency: 'EUR',
      discount: { amount: 50 },
      taxRateIds: ['t1'],
      services: [{ discount: { percent: 12.5 }, taxRateIds: ['t2'] }],
    });
  });

  it('checks prices and discounts against the currency', () => {
    const line = { ...BLANK_LINE, description: 'Design', price: '1500.5' };
    expect(errorsOf({ ...filled(), currency: 'JPY', lines: [line] })).toEqual({
      'lines.0.price': DocumentMoneyMessages.priceDecimals('JPY', 0),
    });
    expect(
      errorsOf({ ...filled(), currency: 'USD', lines: [{ ...line, price: '1.005' }] }),
    ).toEqual({
      'lines.0.price': DocumentMessages.priceDecimals,
    });
    expect(
      errorsOf({ ...filled(), currency: 'KWD', lines: [{ ...line, price: '1.005' }] }),
    ).toEqual({});
    expect(errorsOf({ ...filled(), discountKind: 'percent', discountValue: '101' })).toEqual({
      discountValue: DocumentMoneyMessages.discountPercent,
    });
  });
});

describe('proposalFormPath', () => {
  it("maps the api's service paths onto the form's lines", () => {
    expect(proposalFormPath('services.1.price')).toBe('lines.1.price');
    expect(proposalFormPath('services')).toBe('lines');
    expect(proposalFormPath('clientEmail')).toBe('clientEmail');
    expect(proposalFormPath('services.0.discount.amount')).toBe('lines.0.discountValue');
    expect(proposalFormPath('discount')).toBe('discountValue');
    expect(proposalFormPath('services.2.taxRateIds')).toBe('lines.2.taxRateIds');
    expect(proposalFormPath('deposit')).toBe('depositValue');
    expect(proposalFormPath('deposit.percent')).toBe('depositValue');
  });
});
