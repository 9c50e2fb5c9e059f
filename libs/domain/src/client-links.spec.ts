import {
  clientViewsText,
  dueReminderStep,
  isProposalExpired,
  proposalExpiredMessage,
  reminderBodyLines,
  timeAgo,
} from './client-links';

describe('dueReminderStep', () => {
  const proposalSteps = [3, 7];
  it('waits until the first step, then gives each step on and after its day', () => {
    expect(dueReminderStep(proposalSteps, '2026-11-23', '2026-11-25', '2026-11-23')).toBeNull();
    expect(dueReminderStep(proposalSteps, '2026-11-23', '2026-11-26', '2026-11-23')).toBe(3);
    expect(dueReminderStep(proposalSteps, '2026-11-23', '2026-11-29', '2026-11-23')).toBe(3);
    expect(dueReminderStep(proposalSteps, '2026-11-23', '2026-11-30', '2026-11-23')).toBe(7);
  });

  it('catches up with the latest step only', () => {
    expect(dueReminderStep(proposalSteps, '2026-11-23', '2026-12-20', '2026-11-23')).toBe(7);
  });

  it('counts invoice steps from the due date and skips those before the invoice was sent', () => {
    const offsets = [-3, 0, 7];
    expect(dueReminderStep(offsets, '2026-12-10', '2026-12-07', '2026-11-20')).toBe(-3);
    expect(dueReminderStep(offsets, '2026-12-10', '2026-12-10', '2026-11-20')).toBe(0);
    // Sent two days before it is due: the "3 days before" step is already past.
    expect(dueReminderStep(offsets, '2026-12-10', '2026-12-08', '2026-12-08')).toBeNull();
    expect(dueReminderStep([], '2026-12-10', '2026-12-20', '2026-11-20')).toBeNull();
  });
});

describe('client views and expiry', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('says "Viewed 3×, last 2 hours ago"', () => {
    expect(clientViewsText(3, new Date('2026-11-23T10:00:00Z'), now)).toBe(
      'Viewed 3×, last 2 hours ago',
    );
    expect(clientViewsText(1, new Date('2026-11-23T11:59:30Z'), now)).toBe(
      'Viewed 1×, last just now',
    );
    expect(clientViewsText(0, null, now)).toBeNull();
    expect(timeAgo(new Date('2026-11-22T11:00:00Z'), now)).toBe('1 day ago');
  });

  it('expires the day after the expiration date', () => {
    expect(isProposalExpired('2026-11-23', '2026-11-23')).toBe(false);
    expect(isProposalExpired('2026-11-22', '2026-11-23')).toBe(true);
    expect(isProposalExpired(null, '2026-11-23')).toBe(false);
    expect(proposalExpiredMessage('2026-01-31')).toBe(
      'This proposal expired on January 31, 2026 and can no longer be accepted.',
    );
  });

  it('words an overdue invoice reminder with its link', () => {
    const lines = reminderBodyLines({
      kind: 'invoice',
      clientName: 'Globex',
      senderName: 'Studio Ada',
      number: 'INV-1',
      title: null,
      dueDate: '2026-11-01',
      today: '2026-11-23',
      url: 'https://app.example/c/abc',
    });
    expect(lines).toContain(
      'This is a friendly reminder that the invoice INV-1 was due on 2026-11-01 and is still unpaid.',
    );
    expect(lines).toContain('You can view it here: https://app.example/c/abc');
  });
});
