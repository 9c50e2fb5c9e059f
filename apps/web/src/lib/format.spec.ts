import { capitalize, formatDate } from './format';

const medium = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: 'medium' });

describe('formatDate', () => {
  it('shows a calendar date as that day, whatever the time zone', () => {
    expect(formatDate('2026-01-31')).toBe(medium(new Date(2026, 0, 31)));
  });

  it('shows a timestamp in local time', () => {
    const iso = '2026-01-31T12:00:00.000Z';
    expect(formatDate(iso)).toBe(medium(new Date(iso)));
  });
});

describe('capitalize', () => {
  it('upper-cases the first letter', () => {
    expect(capitalize('accepted')).toBe('Accepted');
  });
});
