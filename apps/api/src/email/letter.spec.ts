import { contrastRatio, DARK_BACKGROUND } from '@dealdraft/domain';
import { defaultEmailBrand } from './email-brand';
import { letter, prepareLetters } from './letter';

const compiles = jest.fn();
jest.mock('mjml', () => {
  const actual = jest.requireActual('mjml');
  return {
    __esModule: true,
    default: (...args: unknown[]) => {
      compiles();
      return actual(...args);
    },
  };
});

const lines = ['Hello Globex,', '', 'See it here: https://x.test/c/1', '', 'Best regards,', 'Ada'];

describe('letter', () => {
  it('compiles each variant of the layout once, and no message compiles again', async () => {
    await prepareLetters();
    expect(compiles).toHaveBeenCalledTimes(4);

    for (const logoUrl of [null, 'https://x.test/logo.png']) {
      for (const link of [undefined, { url: 'https://x.test/c/1', label: 'View' }]) {
        const brand = { ...defaultEmailBrand('Acme'), logoUrl };
        const { html } = await letter(lines, { brand, footer: 'Sent by Acme', link });
        expect(html).toContain('Sent by Acme');
      }
    }
    await prepareLetters();
    expect(compiles).toHaveBeenCalledTimes(4);
  });

  it('keeps the plain text as the lines are, one a line', async () => {
    const { text } = await letter(lines, { brand: defaultEmailBrand('Acme'), footer: 'x' });
    expect(text).toBe(lines.join('\n'));
  });

  it('falls back to the default colour when the brand colour is not one', async () => {
    const { html } = await letter(lines, {
      brand: { name: 'Acme', color: 'red;background:url(x)', logoUrl: null },
      footer: 'x',
      link: { url: 'https://x.test/c/1', label: 'View' },
    });
    expect(html).not.toContain('url(x)');
    expect(html).toContain('background:#4f46e5');
  });

  it('writes the link out in a shade of the brand colour that reads as text, light and dark', async () => {
    // #0284c7 reaches 4.1:1 against white: the link is shaded to the 4.5:1 body text needs,
    // whatever colour a brand brings (defaultEmailBrand takes any hex).
    const { html } = await letter(lines, {
      brand: defaultEmailBrand('Acme', '#0284c7'),
      footer: 'x',
      link: { url: 'https://x.test/c/1', label: 'View' },
    });
    const light = /<a href="https:\/\/x\.test\/c\/1" style="color:(#[0-9a-f]{6})/.exec(html)![1];
    const dark = /\.dd-text a \{ color: (#[0-9a-f]{6}) !important/.exec(html)![1];
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    // The button keeps the brand colour itself.
    expect(html).toContain('background:#0284c7');
  });
});
