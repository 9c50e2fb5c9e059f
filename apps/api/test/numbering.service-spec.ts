import { Clock } from '../src/common/clock';
import { NumberingModule } from '../src/documents/numbering/numbering.module';
import { NumberingService } from '../src/documents/numbering/numbering.service';
import { TestClock } from './support/test-clock';
import { serviceContext } from './support/service-context';

/**
 * How numbers are allocated from a workspace's pattern, at the service: what HTTP adds (the
 * pattern's validation, "number taken" answers, concurrent creates) is numbering.integration-spec.
 */
describe('NumberingService', () => {
  const clock = new TestClock();
  const ctx = serviceContext({ imports: [NumberingModule] }, (builder) =>
    builder.overrideProvider(Clock).useValue(clock),
  );
  const numbering = () => ctx().get(NumberingService);
  const none = () => Promise.resolve(false);

  beforeEach(() => clock.set('2026-11-28T12:00:00Z'));

  /** A workspace with these patterns; gone with the test's transaction. */
  const workspace = async (patterns: { invoice?: string; proposal?: string } = {}) => {
    const [{ id }]: { id: string }[] = await ctx().manager.query(
      `INSERT INTO workspaces (name, invoice_number_pattern, proposal_number_pattern)
       VALUES ('Numbered Studio', $1, $2) RETURNING id`,
      [patterns.invoice ?? null, patterns.proposal ?? null],
    );
    return id;
  };
  const next = (
    workspaceId: string,
    kind: 'invoice' | 'proposal',
    taken: (number: string) => Promise<boolean> = none,
  ) => numbering().next(ctx().manager, workspaceId, kind, taken);

  it("answers no number without a pattern, so the spec's INV-{timestamp} stays", async () => {
    expect(await next(await workspace(), 'invoice')).toBeNull();
  });

  it('counts each kind on its own, padded as the pattern says', async () => {
    const id = await workspace({ invoice: 'INV-{YYYY}-{SEQ:4}', proposal: 'P{SEQ}' });
    expect(await next(id, 'invoice')).toBe('INV-2026-0001');
    expect(await next(id, 'invoice')).toBe('INV-2026-0002');
    expect(await next(id, 'proposal')).toBe('P1');
    expect(await next(id, 'invoice')).toBe('INV-2026-0003');
  });

  it('starts again at 1 when the period in the pattern turns, and never for a pattern without one', async () => {
    const id = await workspace({ invoice: 'INV-{YY}{MM}-{SEQ:3}', proposal: 'P-{SEQ:2}' });
    expect(await next(id, 'invoice')).toBe('INV-2611-001');
    expect(await next(id, 'proposal')).toBe('P-01');
    clock.set('2026-12-01T00:00:00Z');
    expect(await next(id, 'invoice')).toBe('INV-2612-001');
    clock.set('2027-01-01T00:00:00Z');
    expect(await next(id, 'invoice')).toBe('INV-2701-001');
    expect(await next(id, 'proposal')).toBe('P-02');
  });

  it('skips the numbers already typed by hand, and does not reuse them', async () => {
    const id = await workspace({ invoice: 'INV-{SEQ}' });
    const typed = new Set(['INV-1', 'INV-2', 'INV-4']);
    const taken = (number: string) => Promise.resolve(typed.has(number));
    expect(await next(id, 'invoice', taken)).toBe('INV-3');
    expect(await next(id, 'invoice', taken)).toBe('INV-5');
  });

  it('gives a number back when the create that took it rolls back, so no gap is left', async () => {
    const id = await workspace({ invoice: 'INV-{SEQ:3}' });
    expect(await next(id, 'invoice')).toBe('INV-001');
    await expect(
      ctx().manager.transaction(async (manager) => {
        expect(await numbering().next(manager, id, 'invoice', none)).toBe('INV-002');
        throw new Error('the insert failed');
      }),
    ).rejects.toThrow('the insert failed');
    expect(await next(id, 'invoice')).toBe('INV-002');
  });

  it("numbers credit notes in the workspace's own CN- series, apart from its invoices", async () => {
    const id = await workspace({ invoice: 'CN-{SEQ:4}' });
    expect(await numbering().nextCreditNote(ctx().manager, id)).toBe('CN-0001');
    expect(await numbering().nextCreditNote(ctx().manager, id)).toBe('CN-0002');
    expect(await next(id, 'invoice')).toBe('CN-0001');
  });

  it('leaves no row behind: each test runs in a transaction that is rolled back', async () => {
    const [{ count }]: { count: string }[] = await ctx().manager.query(
      `SELECT count(*) FROM workspaces WHERE name = 'Numbered Studio'`,
    );
    expect(count).toBe('0');
  });
});
