import { BLANK_LINE } from '@/features/documents/utils/line-items';
import { NUMBER_ASSIGNED_ON_SAVE } from '@dealdraft/domain';
import { DocumentMessages, EInvoiceMessages, Messages } from '@dealdraft/domain';
import { anInvoice } from '../testing/invoice-fixtures';
import {
  invoiceFormPath,
  invoiceFormSchema,
  invoiceFormValues,
  invoiceStatusChoices,
  invoiceUpdateWithStatus,
  newInvoiceValues,
  toInvoiceInput,
  type InvoiceFormInput,
} from './invoice-form';

const v = Messages.validation;
const now = new Date('2026-03-14T09:26:53.000Z');
const business = {
  businessName: 'Lovelace Studio',
  businessEmail: 'billing@lovelace.example',
  businessAddress: '1 Analytical Way',
  businessPhone: '+44 20 7946 0000',
  businessNumber: '',
  paymentTerms: '',
  numberPattern: null,
  currency: 'USD',
  language: 'en',
};

function errorsOf(values: InvoiceFormInput): Record<string, string> {
  const result = invoiceFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const filled = (): InvoiceFormInput => ({
  ...newInvoiceValues(business, now),
  clientName: 'Jane Client',
  clientEmail: 'jane@initech.example',
  clientAddress: '4120 Freidrich Lane',
  paymentTerms: 'Net 30',
  lines: [{ ...BLANK_LINE, description: 'Design', price: '1200', quantity: '1' }],
});

describe('newInvoiceValues', () => {
  it('leaves the number to the api when the workspace numbers by a pattern', () => {
    expect(newInvoiceValues({ ...business, numberPattern: 'X-{SEQ}' }, now).invoiceNumber).toBe(
      NUMBER_ASSIGNED_ON_SAVE,
    );
  });

  it('starts with one blank line, today, an INV- number and the last business details', () => {
    expect(newInvoiceValues(business, now)).toMatchObject({
      invoiceDate: '2026-03-14',
      invoiceNumber: `INV-${now.getTime()}`,
      dueDate: '',
      lines: [{ ...BLANK_LINE, description: '', price: '0', quantity: '1' }],
      businessName: 'Lovelace Studio',
      businessPhone: '+44 20 7946 0000',
      businessNumber: '',
    });
  });
});

describe('invoiceFormSchema', () => {
  it('accepts a filled form', () => {
    expect(errorsOf(filled())).toEqual({});
  });

  it('requires the spec fields, with its messages', () => {
    const blank = newInvoiceValues(undefined, now);
    expect(errorsOf({ ...blank, invoiceDate: '' })).toEqual({
      businessName: v.required,
      businessEmail: v.required,
      businessAddress: v.required,
      clientName: v.required,
      clientEmail: v.required,
      clientAddress: v.required,
      invoiceDate: v.required,
      paymentTerms: v.required,
      'lines.0.description': v.required,
    });
  });

  it('checks both e-mails and the line numbers', () => {
    const lines = [{ ...BLANK_LINE, description: 'Design', price: '-1', quantity: '-2' }];
    expect(errorsOf({ ...filled(), businessEmail: 'x', clientEmail: 'y@z', lines })).toEqual({
      businessEmail: v.email,
      clientEmail: v.email,
      'lines.0.price': v.positive,
      'lines.0.quantity': v.positive,
    });
  });

  it('refuses a due date before the invoice date', () => {
    expect(errorsOf({ ...filled(), dueDate: '2026-03-01' })).toEqual({
      dueDate: DocumentMessages.invoice.dueBeforeDate,
    });
  });
});

describe('invoiceFormValues', () => {
  it('fills the form from an invoice, rates as line prices', () => {
    expect(invoiceFormValues(anInvoice({ status: 'overdue' }))).toMatchObject({
      invoiceDate: '2026-01-05',
      dueDate: '2026-02-04',
      businessPhone: '',
      notes: '',
      status: 'overdue',
      lines: [
        {
          description: 'Design',
          extraDetails: 'Two rounds of revisions',
          price: '1200',
          quantity: '1',
        },
      ],
    });
  });

  it('keeps a partially paid status, which the api would refuse to turn into draft', () => {
    const values = invoiceFormValues(
      anInvoice({ status: 'partially_paid', amountPaid: 500, balanceDue: 700 }),
    );
    expect(values.status).toBe('partially_paid');
    expect(toInvoiceInput(invoiceFormSchema.parse(values)).status).toBe('partially_paid');
  });

  it('edits a status it does not know as draft', () => {
    expect(invoiceFormValues(anInvoice({ status: 'archived' })).status).toBe('draft');
  });
});

describe('invoiceStatusChoices', () => {
  it("offers the spec's four, and partially paid only to an invoice that is", () => {
    expect(invoiceStatusChoices('sent')).toEqual(['draft', 'sent', 'paid', 'overdue']);
    expect(invoiceStatusChoices('overdue')).toEqual(['draft', 'sent', 'paid', 'overdue']);
    expect(invoiceStatusChoices('partially_paid')).toEqual([
      'draft',
      'sent',
      'partially_paid',
      'paid',
      'overdue',
    ]);
  });
});

describe('toInvoiceInput', () => {
  it('sends no number while the pattern assigns it, and the stored number on an edit', () => {
    const patterned = newInvoiceValues({ ...business, numberPattern: 'RE-{YYYY}-{SEQ:3}' }, now);
    const created = toInvoiceInput(
      invoiceFormSchema.parse({ ...filled(), invoiceNumber: patterned.invoiceNumber }),
    );
    expect(created.invoiceNumber).toBeUndefined();
    expect(JSON.parse(JSON.stringify(created))).not.toHaveProperty('invoiceNumber');
    const edited = invoiceFormValues(anInvoice({ invoiceNumber: 'RE-2026-004' }));
    expect(toInvoiceInput(invoiceFormSchema.parse(edited)).invoiceNumber).toBe('RE-2026-004');
  });

  it('sends the lines as line items with rates, empty optional fields as null', () => {
    const input = toInvoiceInput(
      invoiceFormSchema.parse({
        ...filled(),
        status: 'paid',
        lines: [
          { ...BLANK_LINE, description: 'Design', extraDetails: ' ', price: 'abc', quantity: '3' },
        ],
      }),
    );
    expect(input).toMatchObject({
      businessPhone: '+44 20 7946 0000',
      businessNumber: null,
      clientPhone: null,
      clientMobile: null,
      clientFax: null,
      dueDate: null,
      notes: null,
      status: 'paid',
      lineItems: [{ description: 'Design', extraDetails: null, rate: 0, quantity: 3 }],
    });
    expect(input).not.toHaveProperty('lines');
  });
});

describe('invoiceFormPath', () => {
  it("maps the api's line item paths onto the form's lines", () => {
    expect(invoiceFormPath('lineItems.2.rate')).toBe('lines.2.price');
    expect(invoiceFormPath('lineItems.0.extraDetails')).toBe('lines.0.extraDetails');
    expect(invoiceFormPath('lineItems')).toBe('lines');
    expect(invoiceFormPath('dueDate')).toBe('dueDate');
  });

  it('turns a stored invoice into a full update with a new status', () => {
    const invoice = anInvoice({ status: 'draft', invoiceDate: '2026-01-05T00:00:00.000Z' });
    const { __typename, ...line } = invoice.lineItems[0];
    expect(__typename).toBe('LineItem');
    expect(invoiceUpdateWithStatus(invoice, 'sent')).toEqual({
      businessName: 'Lovelace Studio',
      businessEmail: 'billing@lovelace.example',
      businessAddress: '1 Analytical Way, London',
      businessPhone: null,
      businessNumber: 'GB123',
      clientName: 'Jane Client',
      clientEmail: 'jane@initech.example',
      clientAddress: '4120 Freidrich Lane, Austin',
      clientPhone: null,
      clientMobile: null,
      clientFax: null,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: '2026-01-05',
      dueDate: '2026-02-04',
      paymentTerms: 'Net 30',
      lineItems: [
        {
          description: line.description,
          extraDetails: line.extraDetails,
          rate: line.rate,
          quantity: line.quantity,
          discount: null,
          taxRateIds: [],
          customFields: [],
        },
      ],
      notes: null,
      status: 'sent',
    });
  });

  it("sends each line's custom values back, without a deleted field's", () => {
    const invoice = anInvoice({
      lineItems: [
        {
          ...anInvoice().lineItems[0],
          customFields: [
            { __typename: 'CustomFieldValue', fieldId: 'hours', value: 'H-12' },
            { __typename: 'CustomFieldValue', fieldId: 'gone', value: 'x' },
          ],
        },
      ],
    });
    expect(
      invoiceUpdateWithStatus(invoice, 'sent', new Set(['hours'])).lineItems[0].customFields,
    ).toEqual([{ fieldId: 'hours', value: 'H-12' }]);
  });

  it('sends the custom values of the known fields, trimmed; none while the fields are unknown', () => {
    const values = {
      ...invoiceFormValues(anInvoice()),
      customFields: { project: ' PRJ-7 ', gone: 'x' },
    };
    values.lines[0].customFields = { hours: 'H-12' };
    const output = invoiceFormSchema.parse(values);
    const input = toInvoiceInput(output, new Set(['project', 'hours']));
    expect(input.customFields).toEqual([{ fieldId: 'project', value: 'PRJ-7' }]);
    expect(input.lineItems[0].customFields).toEqual([{ fieldId: 'hours', value: 'H-12' }]);
    expect(toInvoiceInput(output).customFields).toBeUndefined();
  });

  it('refuses a custom value over 200 characters under its field', () => {
    const values = {
      ...invoiceFormValues(anInvoice()),
      customFields: { project: 'x'.repeat(201) },
    };
    const result = invoiceFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['customFields.project', 'Must be at most 200 characters'],
    ]);
  });

  it("sends back a line's discount and taxes without the cache's __typename", () => {
    const invoice = anInvoice({
      lineItems: [
        {
          ...anInvoice().lineItems[0],
          discount: { __typename: 'Discount', percent: 10, amount: null },
          taxRateIds: ['t1'],
        },
      ],
    });
    expect(invoiceUpdateWithStatus(invoice, 'sent').lineItems[0]).toMatchObject({
      discount: { percent: 10 },
      taxRateIds: ['t1'],
    });
    expect(invoiceUpdateWithStatus(invoice, 'sent').lineItems[0].discount).not.toHaveProperty(
      '__typename',
    );
  });
});

describe('the service and the references', () => {
  it('sends the kind of service chosen and clears the other', () => {
    const period = {
      ...filled(),
      serviceKind: 'period' as const,
      serviceDate: '2026-03-01',
      servicePeriodStart: '2026-02-01',
      servicePeriodEnd: '2026-02-28',
      buyerReference: ' 04011000-12345-67 ',
      orderReference: '',
    };
    expect(toInvoiceInput(invoiceFormSchema.parse(period))).toMatchObject({
      serviceDate: null,
      servicePeriodStart: '2026-02-01',
      servicePeriodEnd: '2026-02-28',
      buyerReference: '04011000-12345-67',
      orderReference: null,
    });
    expect(
      toInvoiceInput(invoiceFormSchema.parse({ ...period, serviceKind: 'date' })),
    ).toMatchObject({
      serviceDate: '2026-03-01',
      servicePeriodStart: null,
      servicePeriodEnd: null,
    });
    expect(
      toInvoiceInput(invoiceFormSchema.parse({ ...period, serviceKind: 'none' })),
    ).toMatchObject({ serviceDate: null, servicePeriodStart: null, servicePeriodEnd: null });
  });

  it('asks for both ends of a period, in order, with the api’s messages', () => {
    const base = { ...filled(), serviceKind: 'period' as const };
    expect(errorsOf({ ...base, servicePeriodStart: '2026-02-01' })).toEqual({
      servicePeriodEnd: EInvoiceMessages.servicePeriodBoth,
    });
    expect(
      errorsOf({ ...base, servicePeriodStart: '2026-02-02', servicePeriodEnd: '2026-02-01' }),
    ).toEqual({ servicePeriodEnd: EInvoiceMessages.servicePeriodOrder });
    expect(errorsOf({ ...filled(), serviceKind: 'date' })).toEqual({ serviceDate: v.required });
  });
});
