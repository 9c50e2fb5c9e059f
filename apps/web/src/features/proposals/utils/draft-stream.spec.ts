import { parseEvents } from './draft-stream';

describe('parseEvents', () => {
  it('returns complete events and keeps a partial one for the next chunk', () => {
    const { events, rest } = parseEvents(
      'event: text\ndata: {"text":"Hi"}\n\nevent: draft\ndata: {"eng',
    );
    expect(events).toEqual([{ event: 'text', data: '{"text":"Hi"}' }]);
    expect(rest).toBe('event: draft\ndata: {"eng');
  });
});
