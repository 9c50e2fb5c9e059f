import {
  CREDIT_NOTE_NUMBER_PATTERN,
  DocumentKind,
  formatDocumentNumber,
  numberPeriod,
  todayIso,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import type { DocumentNumbering } from '../core/document-store';

const PATTERN_COLUMN: Record<DocumentKind, string> = {
  proposal: 'proposal_number_pattern',
  invoice: 'invoice_number_pattern',
};

/** How many numbers already taken by hand a create skips before giving up (then: 409). */
const SKIP_MAX = 1000;

/**
 * Numbers by the workspace's pattern, allocated in the caller's transaction: the
 * sequence row stays locked until the document's insert commits, so concurrent creates get
 * consecutive numbers, and a create that rolls back gives its number back (no gaps).
 */
@Injectable()
export class NumberingService implements DocumentNumbering {
  constructor(private readonly clock: Clock) {}

  /** The workspace's pattern for the kind, or null for the spec's PROP-/INV-{timestamp}. */
  async pattern(
    manager: EntityManager,
    workspaceId: string,
    kind: DocumentKind,
  ): Promise<string | null> {
    const [row]: { pattern: string | null }[] = await manager.query(
      `SELECT ${PATTERN_COLUMN[kind]} AS pattern FROM workspaces WHERE id = $1`,
      [workspaceId],
    );
    return row?.pattern ?? null;
  }

  /**
   * The next number by the pattern, or null without one. `taken` says whether a document of
   * the workspace already has a number (one typed before the pattern was set): such numbers
   * are skipped, not reused.
   */
  async next(
    manager: EntityManager,
    workspaceId: string,
    kind: DocumentKind,
    taken: (number: string) => Promise<boolean>,
  ): Promise<string | null> {
    const pattern = await this.pattern(manager, workspaceId, kind);
    if (!pattern) return null;
    return this.allocate(manager, workspaceId, kind, pattern, taken);
  }

  /**
   * A credit note's number: the workspace's own series, CN-0001…, with no pattern
   * to set. Numbers are only ever made here, so none is taken by hand.
   */
  nextCreditNote(manager: EntityManager, workspaceId: string): Promise<string> {
    return this.allocate(manager, workspaceId, 'credit_note', CREDIT_NOTE_NUMBER_PATTERN, () =>
      Promise.resolve(false),
    );
  }

  private async allocate(
    manager: EntityManager,
    workspaceId: string,
    kind: DocumentKind | 'credit_note',
    pattern: string,
    taken: (number: string) => Promise<boolean>,
  ): Promise<string> {
    const today = todayIso(this.clock.now());
    const period = numberPeriod(pattern, today);
    for (let skipped = 0; skipped <= SKIP_MAX; skipped++) {
      const [{ value }]: { value: string }[] = await manager.query(
        `INSERT INTO number_sequences (workspace_id, kind, period, last_value)
         VALUES ($1, $2, $3, 1)
         ON CONFLICT (workspace_id, kind, period)
           DO UPDATE SET last_value = number_sequences.last_value + 1
         RETURNING last_value::text AS value`,
        [workspaceId, kind, period],
      );
      const number = formatDocumentNumber(pattern, Number(value), today);
      if (!(await taken(number))) return number;
    }
    // Leave it to the unique index: the create answers the kind's "number taken" 409.
    return formatDocumentNumber(pattern, 1, today);
  }
}
