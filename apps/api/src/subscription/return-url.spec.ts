import { isOwnPage } from './return-url';

describe('isOwnPage', () => {
  const local = { origins: ['http://localhost:3000'], development: true };

  it.each([
    'http://localhost:3000/settings?checkout=success',
    'http://127.0.0.1:3000/settings?checkout=success',
    'http://[::1]:3000/settings?checkout=cancelled',
  ])('takes %s in development when the site is http://localhost:3000', (url) => {
    expect(isOwnPage(url, local)).toBe(true);
  });

  it.each([
    ['another port', 'http://127.0.0.1:3001/settings'],
    ['another scheme', 'https://127.0.0.1:3000/settings'],
    ['another host', 'http://evil.example:3000/settings'],
    ['a host that only starts like a loopback one', 'http://127.0.0.1.evil.example:3000/'],
    ['credentials before the host', 'http://localhost:3000@evil.example/'],
    ['not a URL', '/settings'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses %s (%s)', (_why, url) => {
    expect(isOwnPage(url, local)).toBe(false);
  });

  it('takes the aliases of 127.0.0.1 the same way', () => {
    const rule = { origins: ['http://127.0.0.1:3000'], development: true };
    expect(isOwnPage('http://localhost:3000/settings', rule)).toBe(true);
  });

  it('takes only the exact origin in production', () => {
    const rule = { origins: ['http://localhost:3000'], development: false };
    expect(isOwnPage('http://localhost:3000/settings', rule)).toBe(true);
    expect(isOwnPage('http://127.0.0.1:3000/settings', rule)).toBe(false);
    expect(isOwnPage('http://[::1]:3000/settings', rule)).toBe(false);
  });

  it('takes PUBLIC_URL as well as WEB_ORIGIN, with no loopback aliases for a real domain', () => {
    const rule = {
      origins: ['https://app.example.com', 'https://billing.example.com'],
      development: true,
    };
    expect(isOwnPage('https://app.example.com/settings', rule)).toBe(true);
    expect(isOwnPage('https://billing.example.com/settings', rule)).toBe(true);
    expect(isOwnPage('https://example.com/settings', rule)).toBe(false);
    expect(isOwnPage('http://localhost/settings', rule)).toBe(false);
  });
});
