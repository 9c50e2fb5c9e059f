import { emailBodyLines, emailSubject } from '@dealdraft/domain';
import { escapeHtml } from '../pdf/templates/escape-html';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

interface ContentInput {
  kind: 'proposal' | 'invoice';
  clientName: string;
  senderName: string;
  title: string | null;
  number: string;
  pixelUrl: string;
}

/** The spec's message (subject and body from libs/domain, shared with the web's mail draft), in text and HTML. */
export function emailContent(input: ContentInput): EmailContent {
  const lines = emailBodyLines(input);
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
${lines.map((line) => (line ? `<p style="margin:0 0 4px">${escapeHtml(line)}</p>` : '<br>')).join('\n')}
<img src="${escapeHtml(input.pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">
</body></html>`;
  return {
    subject: emailSubject(input.kind, input.title, input.number),
    text: lines.join('\n'),
    html,
  };
}
