import { foldForSearch, searchKey } from './search-key';

describe('foldForSearch', () => {
  it.each([
    ['Café', 'cafe'],
    ['ZAŻÓŁĆ gęślą', 'zazolc gesla'],
    ['Øresund  Straße\tÆon', 'oresund strasse aeon'],
    ['Đorđe Þór œuvre ı', 'dorde thor oeuvre i'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('keys a record by its texts, skipping the empty ones', () => {
    expect(searchKey('Café', null)).toBe('cafe');
    expect(searchKey('Logo', 'Łódź')).toBe('logo lodz');
    expect(searchKey('Zażółć', '', 'ZAZ@Example.com')).toBe('zazolc zaz@example.com');
  });
});
