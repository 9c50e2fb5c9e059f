import { FieldCode, Messages } from '@dealdraft/domain';
import { controlCharacterErrors, MultiLine } from './control-characters';

class LineInput {
  description!: string;
  @MultiLine()
  notes!: string;
}

class OuterInput {
  title!: string;
  @MultiLine()
  terms!: string;
  lines!: LineInput[];
}

const line = (description: string, notes: string) =>
  Object.assign(new LineInput(), { description, notes });
const refused = {
  code: FieldCode.ControlCharacters,
  message: Messages.validation.controlCharacters,
};

describe('controlCharacterErrors', () => {
  it('names every field of an input holding a control character, nested ones by path', () => {
    const input = Object.assign(new OuterInput(), {
      title: 'A\u0000B',
      terms: 'Net 30\u0007',
      lines: [line('ok', 'ok'), line('tab\there', 'a\u001fb')],
    });
    expect(controlCharacterErrors(input, 'input')).toEqual([
      { field: 'title', ...refused },
      { field: 'terms', ...refused },
      { field: 'lines.1.description', ...refused },
      { field: 'lines.1.notes', ...refused },
    ]);
  });

  it('allows tab and line breaks in multi-line fields only', () => {
    const input = Object.assign(new OuterInput(), {
      title: 'Plain title',
      terms: 'Line one\r\n\tLine two',
      lines: [line('Design', 'a\nb')],
    });
    expect(controlCharacterErrors(input)).toEqual([]);
    expect(controlCharacterErrors(Object.assign(input, { title: 'a\nb' }))).toEqual([
      { field: 'title', ...refused },
    ]);
  });

  it('names a bare argument, and each item of a list, by its name', () => {
    expect(controlCharacterErrors('abc\u0000', 'term')).toEqual([{ field: 'term', ...refused }]);
    expect(controlCharacterErrors(['ok', 'x\u0000'], 'ids')).toEqual([
      { field: 'ids.1', ...refused },
    ]);
    expect(controlCharacterErrors('fine', 'term')).toEqual([]);
  });

  it('lets a free-form object keep line breaks but not a NUL', () => {
    expect(controlCharacterErrors({ paymentTerms: 'a\nb', id: 'x' })).toEqual([]);
    expect(controlCharacterErrors({ nested: { note: 'a\u0000' } })).toEqual([
      { field: 'nested.note', ...refused },
    ]);
  });
});
