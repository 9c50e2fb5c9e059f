import { evidenceHash, firstBrokenEvent, type EvidenceFields } from './evidence-chain';

/** A chain of three events, each linked to the one before. */
function chain(): (EvidenceFields & { sha256: string })[] {
  const events: (EvidenceFields & { sha256: string })[] = [];
  const kinds = ['sent', 'viewed', 'accepted'] as const;
  for (const [i, kind] of kinds.entries()) {
    const fields: EvidenceFields = {
      proposalId: '6f1c7c1e-0000-4000-8000-000000000001',
      seq: i + 1,
      kind,
      occurredAt: new Date(Date.UTC(2026, 10, 29, 8, i)),
      ipHash: kind === 'sent' ? null : `ip${i}`,
      userAgent: kind === 'sent' ? null : 'Mozilla/5.0',
      recipient: kind === 'sent' ? 'a@b.example' : null,
      contentSha256: kind === 'accepted' ? 'c'.repeat(64) : null,
      prevSha256: events.at(-1)?.sha256 ?? null,
    };
    events.push({ ...fields, sha256: evidenceHash(fields) });
  }
  return events;
}

describe('evidence chain', () => {
  it('hashes each event to a stable SHA-256 covering every field and the previous hash', () => {
    const [first] = chain();
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(evidenceHash(first)).toBe(first.sha256);
    for (const change of [
      { userAgent: 'x' },
      { ipHash: 'x' },
      { recipient: 'x' },
      { contentSha256: 'x' },
      { seq: 2 },
      { kind: 'viewed' as const },
      { occurredAt: new Date(first.occurredAt.getTime() + 1) },
      { prevSha256: 'f'.repeat(64) },
    ])
      expect(evidenceHash({ ...first, ...change })).not.toBe(first.sha256);
  });

  it('finds an intact chain intact, and the first event where a changed one breaks', () => {
    expect(firstBrokenEvent(chain())).toBeNull();
    expect(firstBrokenEvent([])).toBeNull();
    const edited = chain();
    edited[1] = { ...edited[1], userAgent: 'forged' };
    expect(firstBrokenEvent(edited)).toEqual({ seq: 2, reason: 'hash' });
    const rehashed = chain();
    rehashed[1] = { ...rehashed[1], userAgent: 'forged' };
    rehashed[1].sha256 = evidenceHash(rehashed[1]);
    // Rehashed to hide it: the next event's link gives it away.
    expect(firstBrokenEvent(rehashed)).toEqual({ seq: 3, reason: 'link' });
    const dropped = chain().filter((e) => e.seq !== 2);
    expect(firstBrokenEvent(dropped)).toEqual({ seq: 3, reason: 'sequence' });
  });
});
