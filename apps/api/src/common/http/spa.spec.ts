import { clientWentAway, preferredEncoding } from './spa';

describe('preferredEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it.each([
    // Browsers name gzip first at equal weight; the smaller brotli twin still wins the tie.
    ['gzip, deflate, br, zstd', both, 'br'],
    ['br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['GZIP', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['br; q=0.5, gzip;q=0.8', both, 'gzip'],
    ['gzip;q=0.2, br;q=0.9', both, 'br'],
    ['*', both, 'br'],
    ['*;q=0.5, br;q=0', both, 'gzip'],
    ['br, gzip', ['gzip'] as const, 'gzip'],
    ['br', ['gzip'] as const, null],
    ['br;q=0', both, null],
    ['*;q=0', both, null],
    ['identity', both, null],
    ['deflate', both, null],
    ['br;q=zero', both, null],
    ['', both, null],
    [undefined, both, null],
  ])('%j among %j picks %j', (header, available, expected) => {
    expect(preferredEncoding(header, available)).toBe(expected);
  });
});

describe('clientWentAway', () => {
  const errorOf = (fields: Partial<NodeJS.ErrnoException>) =>
    Object.assign(new Error('send failed'), fields);

  it.each([
    [{ code: 'ECONNABORTED' }, true],
    [{ code: 'EPIPE', syscall: 'write' }, true],
    [{ code: 'ECONNRESET', syscall: 'write' }, true],
    [{ code: 'ENOENT', syscall: 'stat' }, false],
    [{ code: 'EACCES', syscall: 'open' }, false],
    [{}, false],
  ])('%j: %j', (fields, expected) => {
    expect(clientWentAway(errorOf(fields))).toBe(expected);
  });
});
