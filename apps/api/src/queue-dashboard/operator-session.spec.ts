import { OperatorSessions, SESSION_SECONDS } from './operator-session';

describe('OperatorSessions', () => {
  const token = 't'.repeat(40);
  let now = Date.UTC(2096, 0, 1);
  const sessions = new OperatorSessions(token, () => now);

  it('issues `expiry.mac` holding no token, valid until it lapses', () => {
    now = Date.UTC(2096, 0, 1);
    const value = sessions.issue();
    expect(value).toMatch(/^\d+\.[\w-]{43}$/);
    expect(value.split('.')[0]).toBe(String(now / 1000 + SESSION_SECONDS));
    expect(value).not.toContain(token);
    expect(sessions.isValid(value)).toBe(true);
    now += SESSION_SECONDS * 1000 - 1;
    expect(sessions.isValid(value)).toBe(true);
    now += 1;
    expect(sessions.isValid(value)).toBe(false);
  });

  it('refuses a changed expiry, another token’s cookie and anything malformed', () => {
    now = Date.UTC(2096, 0, 1);
    const value = sessions.issue();
    const [expires, mac] = value.split('.');
    expect(sessions.isValid(`${Number(expires) + 1}.${mac}`)).toBe(false);
    expect(new OperatorSessions('u'.repeat(40), () => now).isValid(value)).toBe(false);
    for (const bad of [undefined, '', mac, `${expires}.`, `${expires}.${mac}x`, `x.${mac}`]) {
      expect(sessions.isValid(bad)).toBe(false);
    }
  });
});
