import {
  clientLinkLine,
  creditNoteEmailLines,
  depositDueLine,
  emailBodyLines,
  invitationEmailLines,
  invoiceAmountLines,
  ownerNoticeLines,
  receiptEmailLines,
} from '@dealdraft/domain';
import { escapeHtml } from '../common/html/escape-html';

export interface EmailContent {
  text: string;
  html: string;
}

type ContentInput = Parameters<typeof emailBodyLines>[0] & {
  pixelUrl: string;
  /** The user's own message, sent instead of the spec's greeting. */
  message?: string | null;
};

/**
 * The spec's message (from libs/domain, shared with the web's mail draft), or the user's own
 * followed by the client link, in text and HTML. An invoice's e-mail always states the amount
 * due, the deposit it deducts and the due date, a proposal's the deposit due on acceptance: a
 * message that dropped a prefilled line gets it back after the text.
 */
export function emailContent(input: ContentInput): EmailContent {
  // What the client is asked to pay stays in the e-mail whatever the user wrote.
  const amountLines =
    input.kind === 'invoice'
      ? invoiceAmountLines(input)
      : input.deposit
        ? [depositDueLine(input.deposit, input.currency, input.language)]
        : [];
  const message = input.message;
  const dropped = message ? amountLines.filter((line) => !message.includes(line)) : [];
  const lines = message
    ? [
        ...message.split(/\r?\n/),
        ...(dropped.length ? ['', ...dropped] : []),
        ...(input.url ? ['', clientLinkLine(input.kind, input.url, input.language)] : []),
      ]
    : emailBodyLines(input);
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
${lines.map((line) => (line ? `<p style="margin:0 0 4px">${linked(line, input.url)}</p>` : '<br>')).join('\n')}
<img src="${escapeHtml(input.pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">
</body></html>`;
  return { text: lines.join('\n'), html };
}

/** The line, escaped, with the client link as a real link. */
function linked(line: string, url: string | undefined): string {
  const text = escapeHtml(line);
  if (!url || !line.includes(url)) return text;
  const href = escapeHtml(url);
  return text.replace(href, `<a href="${href}" style="color:#4f46e5">${href}</a>`);
}

/** The owner's notice: what the client did, and where to see it. */
export function ownerNoticeContent(ownerName: string, message: string, url: string): EmailContent {
  return letter(ownerNoticeLines(ownerName, message, url), url);
}

/** The invitation to join a workspace, with its link as a real link. */
export function invitationContent(input: Parameters<typeof invitationEmailLines>[0]): EmailContent {
  return letter(invitationEmailLines(input), input.url);
}

/** A password reset or e-mail confirmation: the product's own words, the link as a real link. */
export function accountContent(lines: string[], url: string): EmailContent {
  return letter(lines, url);
}

/** A payment's receipt e-mail, in the invoice's language (the PDF is attached). */
export function receiptContent(input: Parameters<typeof receiptEmailLines>[0]): EmailContent {
  return letter(receiptEmailLines(input));
}

/** A credit note's e-mail, in its invoice's language. */
export function creditNoteContent(input: Parameters<typeof creditNoteEmailLines>[0]): EmailContent {
  return letter(creditNoteEmailLines(input));
}

/** Lines as text, and as HTML with `url` as a real link; no tracking pixel. */
function letter(lines: string[], url?: string): EmailContent {
  return {
    text: lines.join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
${lines.map((line) => (line ? `<p style="margin:0 0 4px">${linked(line, url)}</p>` : '<br>')).join('\n')}
</body></html>`,
  };
}
