import { auditPageHtml } from './audit-page-html';

describe('audit page', () => {
  const evidence = {
    intact: true,
    lastSha256: 'b'.repeat(64),
    events: [
      {
        seq: 1,
        at: '2026-11-29T08:20:35.123Z',
        kind: 'sent' as const,
        recipient: 'jonas@weber.example',
        ipHash: null,
        userAgent: null,
        contentSha256: null,
        sha256: 'a'.repeat(64),
      },
      {
        seq: 2,
        at: '2026-11-29T08:21:00.000Z',
        kind: 'accepted' as const,
        recipient: null,
        ipHash: 'f00d',
        userAgent: '<script>alert(1)</script>',
        contentSha256: 'c'.repeat(64),
        sha256: 'b'.repeat(64),
      },
    ],
  };

  it('lists each event in UTC with its hashes, and the last hash, on a page of its own', () => {
    const html = auditPageHtml(evidence);
    expect(html).toContain('break-before: page');
    expect(html).toContain('2026-11-29 08:20:35 UTC');
    expect(html).toContain('Sent by e-mail to jonas@weber.example');
    expect(html).toContain('IP hash f00d');
    expect(html).toContain(`Content SHA-256 ${'c'.repeat(64)}`);
    expect(html).toContain(`Chain's last SHA-256`);
    expect(html).not.toContain('did not check out');
  });

  it('escapes what the client sent, and says when the chain did not check out', () => {
    const html = auditPageHtml({ ...evidence, intact: false });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('(the chain did not check out when printed)');
  });
});
