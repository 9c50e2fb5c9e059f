import { brandColorOnDark, contrastRatio, DARK_BACKGROUND } from '@dealdraft/domain';
import { brandFillOnDark } from './brand-colors';

describe('brandFillOnDark', () => {
  it('lightens a brand colour until dark text on it reaches 4.5:1, no further than needed', () => {
    for (const hex of ['#4f46e5', '#0f766e', '#b91c1c', '#000000', '#1d4ed8']) {
      const fill = brandFillOnDark(hex);
      expect(contrastRatio(fill, DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      // At least as light as the 3:1 variant the rules and headings use.
      expect(contrastRatio(fill, DARK_BACKGROUND)).toBeGreaterThanOrEqual(
        contrastRatio(brandColorOnDark(hex), DARK_BACKGROUND),
      );
    }
    // Light enough already: unchanged.
    expect(brandFillOnDark('#7dd3fc')).toBe('#7dd3fc');
  });
});
