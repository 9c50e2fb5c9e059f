import { initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('  grace   hopper ')).toBe('GH');
  });

  it('takes one letter from a single name', () => {
    expect(initialsOf('Ada')).toBe('A');
  });
});
