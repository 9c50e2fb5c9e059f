import { Messages } from '@dealdraft/domain';
import {
  decodeCursor,
  decodeKeys,
  encodeCursor,
  encodeKeys,
  InvalidCursor,
  SortColumnType,
} from './cursor';

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
    ['date', '0000-01-01'],
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

describe('decodeKeys', () => {
  const keysOf = (...values: unknown[]) =>
    Buffer.from(JSON.stringify([...values, ID])).toString('base64url');
  const KEYS = [
    { type: 'numeric' as const },
    { type: 'date' as const, nullable: true },
    { type: 'timestamptz' as const },
  ];

  it('reads back what encodeKeys wrote, a nullable key null or set', () => {
    for (const values of [
      [0, '2096-01-31', '2096-03-01T10:00:00.000Z'],
      [2, null, '2096-03-01T10:00:00.000Z'],
    ])
      expect(decodeKeys(encodeKeys(values as (string | number | null)[], ID), KEYS)).toEqual({
        values,
        id: ID,
      });
  });

  it.each([
    ['a key too few', keysOf(0, '2096-01-31')],
    ['a key too many', keysOf(0, '2096-01-31', '2096-03-01T10:00:00.000Z', 1)],
    ['null where the key is not nullable', keysOf(null, '2096-01-31', '2096-03-01T10:00:00.000Z')],
    ['a value that does not fit', keysOf(0, 'soon', '2096-03-01T10:00:00.000Z')],
    ["a one-key cursor (a document list's)", encodeCursor({ value: 'Globex', id: ID })],
  ])('refuses %s as the invalid cursor', (_, cursor) => {
    let thrown: unknown;
    try {
      decodeKeys(cursor, KEYS);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidCursor);
    expect(thrown).toMatchObject({ code: 'BAD_REQUEST', message: Messages.system.cursorInvalid });
  });
});
