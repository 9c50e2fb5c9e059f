import { JsonTextStream } from './json-text-stream';

describe('JsonTextStream', () => {
  const json = JSON.stringify({
    proposalTitle: 'Site for “Acme”',
    summary: 'Line one\nLine \\ two',
    services: [{ description: 'Design', price: 100, quantity: 2 }],
  });

  it('shows string values without keys, quotes or escapes, whatever the chunking', () => {
    const expected = 'Site for “Acme”\nLine one\nLine \\ two\nDesign';
    for (const size of [1, 3, 7, json.length]) {
      const stream = new JsonTextStream();
      let text = '';
      for (let i = 0; i < json.length; i += size) text += stream.push(json.slice(i, i + size));
      expect(text).toBe(expected);
    }
  });

  it('decodes \\u escapes split across chunks', () => {
    const stream = new JsonTextStream();
    expect(stream.push('{"a":"caf\\u00') + stream.push('e9"}')).toBe('café');
  });
});
