import { invitationEmailLines, seatLimitMessage } from './invitations';
import { DEFAULT_BUSINESS_SEATS, seatsFor } from './workspaces';

describe('seats', () => {
  it('gives Business the configured seats and every other plan one', () => {
    expect(seatsFor('business', DEFAULT_BUSINESS_SEATS)).toBe(5);
    expect(seatsFor('business', 12)).toBe(12);
    for (const plan of ['trial', 'freelancer', 'none']) expect(seatsFor(plan, 12)).toBe(1);
  });

  it('names the seats and the way out', () => {
    expect(seatLimitMessage('freelancer', 1)).toBe(
      'Your Freelancer plan includes 1 seat. Upgrade to Business to invite teammates.',
    );
    expect(seatLimitMessage('business', 5)).toBe(
      'Your Business plan includes 5 seats, counting pending invitations. Remove a member or revoke an invitation to invite someone else.',
    );
  });
});

describe('invitation e-mail', () => {
  it('says who invites, where, as what, the link and its expiry date', () => {
    expect(
      invitationEmailLines({
        inviterName: 'Ada',
        workspaceName: 'Studio Ada',
        role: 'admin',
        url: 'https://app.test/invitations/abc',
        expiresAt: new Date('2026-11-30T22:00:00Z'),
      }),
    ).toEqual([
      'Hello,',
      '',
      'Ada invited you to join Studio Ada on Dealdraft as an admin.',
      'Accept the invitation: https://app.test/invitations/abc',
      '',
      'The link works once and expires on November 30, 2026. If you were not expecting this invitation, you can ignore this e-mail.',
    ]);
  });
});
