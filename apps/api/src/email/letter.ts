import { escapeHtml } from '../common/html/escape-html';

/** A message's body, as text and as HTML. */
export interface EmailContent {
  text: string;
  html: string;
}

/**
 * Lines as text, and as HTML paragraphs (an empty line a break) with `url` as a real link; a
 * document's e-mail to its client also carries its tracking image (`pixelUrl`). Every message
 * the product sends is laid out here; what it says is its feature's.
 */
export function letter(
  lines: string[],
  { url, pixelUrl }: { url?: string; pixelUrl?: string } = {},
): EmailContent {
  const image =
    pixelUrl === undefined
      ? ''
      : `<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">\n`;
  return {
    text: lines.join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
${lines.map((line) => (line ? `<p style="margin:0 0 4px">${linked(line, url)}</p>` : '<br>')).join('\n')}
${image}</body></html>`,
  };
}

/** The line, escaped, with the link as a real link. */
function linked(line: string, url: string | undefined): string {
  const text = escapeHtml(line);
  if (!url || !line.includes(url)) return text;
  const href = escapeHtml(url);
  return text.replace(href, `<a href="${href}" style="color:#4f46e5">${href}</a>`);
}
