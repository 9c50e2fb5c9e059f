import { seatsFor } from './workspaces';

describe('seatsFor', () => {
  it('gives Business the configured seats and every other plan one person', () => {
    expect(seatsFor('business', 5)).toBe(5);
    expect(seatsFor('business', 9)).toBe(9);
    expect(['trial', 'freelancer', 'none'].map((plan) => seatsFor(plan, 5))).toEqual([1, 1, 1]);
  });
});
