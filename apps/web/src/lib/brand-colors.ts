import { contrastRatio, DARK_BACKGROUND } from '@dealdraft/domain';

/** WCAG's ratio for text of ordinary size (a button's label). */
const TEXT_CONTRAST = 4.5;

function mixWithWhite(hex: string, share: number): string {
  return `#${[1, 3, 5]
    .map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16);
      return Math.round(channel + (255 - channel) * share)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

/**
 * The brand colour as a filled surface under dark text on the dark theme (a client page's
 * buttons and total): lightened in steps of 5 % until the dark text on it, and it on the dark
 * page, reach 4.5:1. brandColorOnDark stops at 3:1, enough for a rule or a heading (the top
 * bar's accent), not for a button's label.
 */
export function brandFillOnDark(hex: string): string {
  for (let white = 0; white <= 100; white += 5) {
    const mixed = mixWithWhite(hex, white / 100);
    if (contrastRatio(mixed, DARK_BACKGROUND) >= TEXT_CONTRAST) return mixed;
  }
  return '#ffffff';
}
