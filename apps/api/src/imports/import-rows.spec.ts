import { FieldCode, ImportMessages } from '@dealdraft/domain';
import { readCsv, suggestMapping } from './csv-upload';
import { formulaStart, validateRows } from './import-rows';

describe('formulaStart', () => {
  it.each([
    ['=1+1', '='],
    ["=cmd|' /C calc'!A0", '='],
    ['  =HYPERLINK("x")', '='],
    ['@SUM(A1:A9)', '@'],
    ['+HYPERLINK("x")', '+'],
    ['-2+3+cmd|x', '-'],
  ])('names the start of the formula %j', (cell, start) => {
    expect(formulaStart(cell)).toBe(start);
  });

  it.each(['', 'Ada', '+48 22 123 45 67', '+1 (555) 010-0100', '-5', '-1.50', 'a=b', 'x@y.z'])(
    'lets %j through',
    (cell) => {
      expect(formulaStart(cell)).toBeNull();
    },
  );
});

describe('readCsv and suggestMapping', () => {
  it('reads semicolon and tab files, numbers rows as a spreadsheet does and skips blank rows', async () => {
    const table = await readCsv(
      Buffer.from('\uFEFFNazwa;E-mail\r\nZażółć;z@x.pl\r\n;\r\nGęś;g@x.pl\r\n'),
    );
    expect(table).toEqual({
      headers: ['Nazwa', 'E-mail'],
      rowNumbers: [2, 4],
      rows: [
        ['Zażółć', 'z@x.pl'],
        ['Gęś', 'g@x.pl'],
      ],
    });
    expect((await readCsv(Buffer.from('Name\tPrice\nDesign\t120\n'))).rows).toEqual([
      ['Design', '120'],
    ]);
  });

  it('maps headers whatever their case, spaces and accents; each column once', () => {
    expect(
      suggestMapping('clients', ['E-MAIL Address', 'Client Name', 'Name', 'VAT number']),
    ).toMatchObject({
      name: 1,
      email: 0,
      taxNumber: 3,
      company: null,
    });
    expect(suggestMapping('items', ['Product', 'Rate', 'Qty'])).toEqual({
      name: 0,
      description: null,
      unitPrice: 1,
      unit: null,
      defaultQuantity: 2,
    });
  });

  it('fails every row, not the first only, and keeps no row back when one fails', async () => {
    const table = await readCsv(Buffer.from('Name,Email\nAda,ada@x.io\n=1,bad\nEve,eve@x.io\n'));
    const { inputs, errors } = await validateRows('clients', table, { name: 0, email: 1 });
    expect(inputs).toEqual([]);
    expect(errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, 'name', ImportMessages.formula('=')],
    ]);
  });

  it("codes each cell as the API codes a field: a rule's own code, or its constraint's", async () => {
    const csv = 'Name,Email\n=1,\nAda,not-an-email\nEve,eve@x.io\nEve Two,eve@x.io\n';
    const { errors } = await validateRows('clients', await readCsv(Buffer.from(csv)), {
      name: 0,
      email: 1,
    });
    expect(errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [2, 'name', FieldCode.Formula],
      [3, 'email', 'MATCHES'],
      [5, 'email', FieldCode.EmailRepeated],
    ]);
  });
});
