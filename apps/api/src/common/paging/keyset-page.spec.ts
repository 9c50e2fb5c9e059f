import { keysetAfter } from './keyset-page';

describe('keysetAfter', () => {
  it('is the row comparison spelled out, each key in its own direction', () => {
    expect(
      keysetAfter([
        { sql: 'rank', direction: 'ASC', value: '$2' },
        { sql: 'created_at', direction: 'DESC', value: '$3' },
        { sql: 'id', direction: 'ASC', value: '$4' },
      ]),
    ).toBe('(rank > $2 OR (rank = $2 AND (created_at < $3 OR (created_at = $3 AND (id > $4)))))');
  });

  it('is a plain comparison for one key', () => {
    expect(keysetAfter([{ sql: 'id', direction: 'DESC', value: '$2' }])).toBe('(id < $2)');
  });
});
