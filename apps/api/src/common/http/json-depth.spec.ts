import { Messages } from '@dealdraft/domain';
import { assertJsonDepth, jsonDepth, MAX_JSON_DEPTH } from './json-depth';

describe('jsonDepth', () => {
  it('counts nested objects and arrays', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('{"a":[{"b":[1,2]},{}],"c":{}}')).toBe(4);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[","b":"\\\\"}')).toBe(1);
  });

  it('stops counting once past the limit', () => {
    expect(jsonDepth('['.repeat(100_000), 3)).toBe(4);
  });
});

describe('assertJsonDepth', () => {
  const nested = (depth: number) => Buffer.from('['.repeat(depth) + ']'.repeat(depth));

  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more with 400`, () => {
    expect(() => assertJsonDepth(nested(MAX_JSON_DEPTH), 'utf-8')).not.toThrow();
    expect(() => assertJsonDepth(nested(MAX_JSON_DEPTH + 1), 'utf-8')).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: Messages.system.jsonTooDeep }),
    );
  });

  it('reads the body in its charset', () => {
    const utf16 = Buffer.from('['.repeat(MAX_JSON_DEPTH + 1), 'utf16le');
    expect(() => assertJsonDepth(utf16, 'utf-16le')).toThrow(
      expect.objectContaining({ message: Messages.system.jsonTooDeep }),
    );
  });
});
