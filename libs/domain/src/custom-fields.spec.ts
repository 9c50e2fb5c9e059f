import {
  CustomFieldCode,
  type CustomFieldDefinition,
  CustomFieldMessages as M,
  customValueList,
  customValueRefusals,
  customValuesOf,
  printedFields,
  printedLine,
} from './custom-fields';

const field = (
  id: string,
  target: CustomFieldDefinition['target'],
  label: string,
  position: number,
  printed = true,
): CustomFieldDefinition => ({ id, target, label, printed, position });

const DEFINITIONS = [
  field('c1', 'client', 'PO contact', 0),
  field('c2', 'client', 'Credit rating', 1, false),
  field('d1', 'document', 'Project code', 1),
  field('d2', 'document', 'Cost centre', 0),
  field('l1', 'line', 'Hours ref', 0),
  field('l2', 'line', 'Site', 1),
];

describe('customValueRefusals', () => {
  it('accepts the fields of the target, empty values included', () => {
    expect(
      customValueRefusals(
        [
          { fieldId: 'c1', value: 'Jane' },
          { fieldId: 'c2', value: '' },
        ],
        DEFINITIONS,
        'client',
      ),
    ).toEqual([]);
  });

  it('names each refused value by its place, with its code and message', () => {
    expect(
      customValueRefusals(
        [
          { fieldId: 'nope', value: 'x' },
          { fieldId: 'd1', value: 'x' },
          { fieldId: 'l1', value: 'a' },
          { fieldId: 'l1', value: 'b' },
          { fieldId: 'l2', value: 'é'.repeat(201) },
        ],
        DEFINITIONS,
        'line',
        'lineItems.2.customFields',
      ),
    ).toEqual([
      {
        field: 'lineItems.2.customFields.0.fieldId',
        code: CustomFieldCode.Unknown,
        message: M.unknown,
      },
      {
        field: 'lineItems.2.customFields.1.fieldId',
        code: CustomFieldCode.WrongTarget,
        message: 'This custom field is kept on proposals and invoices, not on lines',
      },
      {
        field: 'lineItems.2.customFields.3.fieldId',
        code: CustomFieldCode.Repeated,
        message: M.repeated,
      },
      {
        field: 'lineItems.2.customFields.4.value',
        code: CustomFieldCode.ValueTooLong,
        message: 'Must be at most 200 characters',
      },
    ]);
  });

  it('counts characters, not UTF-16 units: 200 emoji fit', () => {
    expect(
      customValueRefusals([{ fieldId: 'c1', value: '😀'.repeat(200) }], DEFINITIONS, 'client'),
    ).toEqual([]);
  });
});

describe('stored values', () => {
  it('trims and leaves empty values out, and lists them back', () => {
    const stored = customValuesOf([
      { fieldId: 'c1', value: ' Jane ' },
      { fieldId: 'c2', value: '  ' },
    ]);
    expect(stored).toEqual({ c1: 'Jane' });
    expect(customValueList(stored)).toEqual([{ fieldId: 'c1', value: 'Jane' }]);
    expect(customValueList(null)).toEqual([]);
  });
});

describe('printedFields', () => {
  it("prints the target's printed, filled fields in the workspace's order", () => {
    expect(
      printedFields(DEFINITIONS, 'document', { d1: 'PRJ-7', d2: 'CC-1', c1: 'not mine' }),
    ).toEqual([
      { label: 'Cost centre', value: 'CC-1' },
      { label: 'Project code', value: 'PRJ-7' },
    ]);
  });

  it('leaves out internal fields, empty values and values of deleted fields', () => {
    expect(printedFields(DEFINITIONS, 'client', { c1: 'Jane', c2: 'AA', gone: 'x' })).toEqual([
      { label: 'PO contact', value: 'Jane' },
    ]);
    expect(printedFields(DEFINITIONS, 'line', {})).toEqual([]);
    expect(printedFields(DEFINITIONS, 'line', undefined)).toEqual([]);
  });

  it('reads as "Label: value"', () => {
    expect(printedLine({ label: 'Hours ref', value: 'H-12' })).toBe('Hours ref: H-12');
  });
});
