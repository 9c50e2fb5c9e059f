import {
  brandColorOnDark,
  brandColorProblem,
  contrastRatio,
  DARK_BACKGROUND,
  DEFAULT_BRAND_COLOR,
  normalizeHexColor,
} from './branding';

describe('brand colour', () => {
  it.each([
    ['#4F46E5', '#4f46e5'],
    [' #abc ', '#aabbcc'],
    ['4f46e5', null],
    ['#12345g', null],
    ['red', null],
  ])('normalises %p to %p', (input, expected) => {
    expect(normalizeHexColor(input)).toBe(expected);
  });

  // Ratios as WebAIM's contrast checker gives them.
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#4f46e5', '#ffffff', 6.29],
    ['#777777', '#ffffff', 4.48],
  ])('contrast of %s on %s is %p:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('accepts the default and dark colours, refuses light ones with the ratio', () => {
    expect(brandColorProblem(DEFAULT_BRAND_COLOR)).toBeNull();
    expect(brandColorProblem('#0F172A')).toBeNull();
    expect(brandColorProblem('#ffff00')).toBe(
      'Brand colour is too light: its contrast against white is 1.0:1, at least 4.5:1 is needed',
    );
    // 4.48:1 (WebAIM's checker agrees) is short of the bar, and does not read as 4.5:1.
    expect(brandColorProblem('#777777')).toBe(
      'Brand colour is too light: its contrast against white is 4.4:1, at least 4.5:1 is needed',
    );
    expect(brandColorProblem('#767676')).toBeNull();
    expect(brandColorProblem('blue')).toBe('Brand colour must be a hex colour such as #4f46e5');
  });

  it('lightens a colour for the dark theme until it reaches 3:1 there, and keeps one that does', () => {
    for (const hex of ['#000000', '#0f172a', '#4f46e5', '#7f1d1d', '#065f46']) {
      const onDark = brandColorOnDark(hex);
      expect(contrastRatio(onDark, DARK_BACKGROUND)).toBeGreaterThanOrEqual(3);
    }
    expect(brandColorOnDark('#e11d48')).toBe('#e11d48');
  });
});
