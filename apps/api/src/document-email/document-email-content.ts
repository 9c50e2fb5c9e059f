import {
  clientLinkLine,
  depositDueLine,
  documentStrings,
  emailBodyLines,
  invoiceAmountLines,
} from '@dealdraft/domain';
import type { EmailBrand } from '../email/email-brand';
import { EmailContent, letter } from '../email/letter';

type ContentInput = Parameters<typeof emailBodyLines>[0] & {
  /** Who sends it: the header, the button's colour and the footer's name. */
  brand: EmailBrand;
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
export function emailContent(input: ContentInput): Promise<EmailContent> {
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
  const t = documentStrings(input.language);
  return letter(lines, {
    brand: input.brand,
    footer: t.email.footer(input.brand.name),
    link: input.url ? { url: input.url, label: t.email.button[input.kind] } : undefined,
    pixelUrl: input.pixelUrl,
    language: input.language,
  });
}
