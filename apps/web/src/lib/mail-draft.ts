export type MailDraft = { to: string; cc?: string[]; subject: string; body: string };

/**
 * A mailto: URL (RFC 6068) for a new message. Every part is percent-encoded, so a subject or
 * body cannot add headers of its own; line breaks are CRLF, as the RFC asks.
 */
export function mailtoUrl({ to, cc = [], subject, body }: MailDraft): string {
  const address = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');
  const query = [
    ...(cc.length ? [`cc=${cc.map(address).join(',')}`] : []),
    `subject=${encodeURIComponent(subject)}`,
    `body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`,
  ].join('&');
  return `mailto:${address(to)}?${query}`;
}

/** Hands a mailto: URL to the user's mail app, which opens it as a new draft. */
export function openMailDraft(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  document.body.append(link);
  link.click();
  link.remove();
}
