import { render, screen } from '@testing-library/react';
import { EmailActivityHint, emailActivityHint } from './EmailActivityHint';

const none = { openCount: 0, lastStatus: null, lastSentAt: null };

describe('emailActivityHint', () => {
  it('says nothing before the first e-mail', () => {
    expect(emailActivityHint(none)).toBeNull();
  });

  it('counts opens, else says sent', () => {
    expect(emailActivityHint({ ...none, openCount: 2, lastStatus: 'sent' })?.text).toBe(
      'Opened 2×',
    );
    expect(emailActivityHint({ ...none, lastStatus: 'sent' })?.text).toBe('Sent');
  });

  it('puts a failed or still-going latest e-mail before older opens', () => {
    expect(emailActivityHint({ ...none, openCount: 3, lastStatus: 'failed' })?.text).toBe('Failed');
    expect(emailActivityHint({ ...none, openCount: 3, lastStatus: 'queued' })?.text).toBe(
      'Sending',
    );
  });
});

describe('EmailActivityHint', () => {
  it('reads as an e-mail hint, with the date in its tooltip', () => {
    render(
      <EmailActivityHint
        activity={{ openCount: 1, lastStatus: 'sent', lastSentAt: '2026-01-06T09:00:00.000Z' }}
      />,
    );
    const hint = screen.getByText('Opened 1×', { exact: false });
    expect(hint).toHaveTextContent('E-mail: Opened 1×');
    expect(hint).toHaveAttribute('title', expect.stringMatching(/^E-mailed on .+; opened once$/));
  });
});
