import { Messages } from '@dealdraft/domain';
import { decodeCursor, encodeCursor, SortColumnType } from './cursor';

const ID = '6f1c2b1e-3f4a-4c5d-8e9f-0a1b2c3d4e5f';
const cursorOf = (value: unknown, id: unknown = ID) =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote, for each column type', () => {
    const cases: [SortColumnType, string | number][] = [
      ['text', 'Globex'],
      ['numeric', '1234.50'],
      ['numeric', 12],
      ['date', '2026-02-28'],
      ['timestamptz', '2026-11-01T09:30:00.123Z'],
    ];
    for (const [type, value] of cases) {
      expect(decodeCursor(encodeCursor({ value, id: ID }), type)).toEqual({ value, id: ID });
    }
  });

  it.each<[SortColumnType, unknown]>([
    ['numeric', 'Globex'],
    ['numeric', '1e400'],
    ['numeric', null],
    ['date', '2026-02-30'],
    ['date', '2026-13-01'],
    ['date', 'Globex'],
    ['date', 20260101],
    ['timestamptz', '2026-11-01T25:99:00.000Z'],
    ['timestamptz', 'yesterday'],
    ['text', 42],
    ['text', { a: 1 }],
  ])('refuses a %s cursor holding %j', (type, value) => {
    expect(() => decodeCursor(cursorOf(value), type)).toThrow(
      expect.objectContaining({
        code: 'BAD_REQUEST',
        message: Messages.system.cursorInvalid,
      }),
    );
  });

  it.each([['x'], ['-'.repeat(36)], [42], [null]])('refuses an id of %j', (id) => {
    expect(() => decodeCursor(cursorOf('Globex', id), 'text')).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST' }),
    );
  });

  it('refuses what is not a cursor at all', () => {
    for (const cursor of [
      '%%%',
      Buffer.from('{"a":1}').toString('base64url'),
      cursorOf('a').slice(3),
    ])
      expect(() => decodeCursor(cursor, 'text')).toThrow(
        expect.objectContaining({ code: 'BAD_REQUEST' }),
      );
  });
});
