import { lastMonthKeys, monthKey, statsPlanName } from './dashboard';

describe('statsPlanName', () => {
  it.each([
    ['trial', 'Trial'],
    ['freelancer', 'Freelancer'],
    ['business', 'Business'],
    ['none', 'Free'],
    ['', 'Free'],
    [null, 'Free'],
    [undefined, 'Free'],
  ])('reads %p as Plan: %s', (plan, name) => {
    expect(statsPlanName(plan)).toBe(name);
  });
});

describe('lastMonthKeys', () => {
  it('is this month and the eleven before it, oldest first, across a year end', () => {
    expect(lastMonthKeys(new Date('2026-02-28T23:59:59Z'))).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('counts months in UTC, as the api groups them', () => {
    expect(monthKey(new Date('2026-03-31T23:30:00-05:00'))).toBe('2026-04');
    expect(lastMonthKeys(new Date('2026-03-31T23:30:00-05:00'), 2)).toEqual(['2026-03', '2026-04']);
  });
});
