import { DocumentMessages, EmailSendMessages, EmailSendRules, Messages } from '@dealdraft/domain';
import { ccList, changedEdits, emailEditsFrom, emailEditsSchema } from './email-edits';

const defaults = {
  recipient: 'jane@initech.example',
  subject: 'Invoice: INV-7',
  body: 'Hello Jane,\n\nPlease find attached the invoice INV-7 for your review.',
};

describe('e-mail edits', () => {
  it('reads CC addresses separated by commas, semicolons, spaces or lines', () => {
    expect(ccList(' a@x.example,b@x.example; c@x.example\nd@x.example ,, ')).toEqual([
      'a@x.example',
      'b@x.example',
      'c@x.example',
      'd@x.example',
    ]);
    expect(ccList('  ')).toEqual([]);
  });

  it('sends nothing extra when nothing was changed, so the api keeps its defaults', () => {
    expect(changedEdits(defaults, emailEditsFrom(defaults))).toEqual({});
    // The To differing only in case is the same address.
    expect(
      changedEdits(defaults, { ...emailEditsFrom(defaults), to: 'Jane@Initech.example' }),
    ).toEqual({});
  });

  it('sends each changed field, and the copies as a list', () => {
    expect(
      changedEdits(defaults, {
        to: 'bill@initech.example',
        cc: 'peter@initech.example, milton@initech.example',
        subject: 'Your invoice',
        message: 'Hi Bill',
      }),
    ).toEqual({
      to: 'bill@initech.example',
      cc: ['peter@initech.example', 'milton@initech.example'],
      subject: 'Your invoice',
      message: 'Hi Bill',
    });
  });

  it('checks each field as the api does', () => {
    const issues = (edits: object) =>
      emailEditsSchema
        .safeParse({ ...emailEditsFrom(defaults), ...edits })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({})).toBeUndefined();
    expect(issues({ to: 'jane@initech.example\nBcc: eve@evil.example' })).toEqual([
      `to: ${Messages.validation.email}`,
    ]);
    expect(issues({ cc: 'ok@x.example, a@x.example,b@x.example<' })).toEqual([
      `cc: ${Messages.validation.email}`,
    ]);
    expect(
      issues({ cc: Array.from({ length: 11 }, (_, i) => `c${i}@x.example`).join(',') }),
    ).toEqual([`cc: ${EmailSendMessages.ccMax}`]);
    expect(issues({ subject: 'Hi\r\nBcc: eve@evil.example' })).toEqual([
      `subject: ${DocumentMessages.singleLine}`,
    ]);
    expect(issues({ subject: 'x'.repeat(EmailSendRules.subjectMax + 1) })).toEqual([
      `subject: ${EmailSendMessages.subjectMax}`,
    ]);
    expect(issues({ message: '' })).toEqual([`message: ${Messages.validation.required}`]);
  });
});
