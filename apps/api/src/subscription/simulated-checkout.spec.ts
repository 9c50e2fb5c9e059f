import { SimulatedSessions } from './simulated-checkout';

const SESSION = {
  workspaceId: 'user-1',
  plan: 'freelancer' as const,
  successUrl: 'http://localhost:3000/payment-success',
  cancelUrl: 'http://localhost:3000/payment-decline',
};

describe('SimulatedSessions', () => {
  const sessions = new SimulatedSessions('x'.repeat(48));

  it('reads back what it signed, with a fresh id each time', () => {
    const a = sessions.create(SESSION);
    const b = sessions.create(SESSION);
    expect(sessions.read(a.token)).toMatchObject({ ...SESSION, id: a.id });
    expect(a.id).not.toBe(b.id);
  });

  it('refuses tampered, foreign, malformed and expired tokens', () => {
    const { token } = sessions.create(SESSION, 0);
    const [payload, signature] = token.split('.');
    const tampered = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('freelancer', 'business'),
    ).toString('base64url');

    expect(sessions.read(`${tampered}.${signature}`, 1)).toBeNull();
    expect(new SimulatedSessions('y'.repeat(48)).read(token, 1)).toBeNull();
    expect(sessions.read('', 1)).toBeNull();
    expect(sessions.read(`${token}.extra`, 1)).toBeNull();
    expect(sessions.read(token, 1)).not.toBeNull();
    expect(sessions.read(token, 24 * 3600 * 1000 + 1)).toBeNull();
  });
});
