import type { DocumentKind } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { InvoicesService } from '../invoices/invoices.service';
import { ProposalsService } from '../proposals/proposals.service';

/**
 * Writes to "a document of either kind", each handed to the service that owns the kind's
 * table: e-mail and reminders never write proposals or invoices themselves.
 */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly proposals: ProposalsService,
    private readonly invoices: InvoicesService,
  ) {}

  /** A draft becomes sent once an e-mail of it has gone out (in the caller's transaction). */
  markSent(
    manager: EntityManager,
    kind: DocumentKind,
    workspaceId: string,
    id: string,
  ): Promise<void> {
    return kind === 'proposal'
      ? this.proposals.markSent(manager, workspaceId, id)
      : this.invoices.markSent(manager, workspaceId, id);
  }

  /** The per-document reminder switch; another user's document is that kind's 404. */
  setRemindersEnabled(
    workspaceId: string,
    kind: DocumentKind,
    id: string,
    enabled: boolean,
  ): Promise<void> {
    return kind === 'proposal'
      ? this.proposals.setRemindersEnabled(workspaceId, id, enabled)
      : this.invoices.setRemindersEnabled(workspaceId, id, enabled);
  }
}
