import { DocumentMessages } from '@dealdraft/domain';
import type { DocumentKind } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../common/errors/app-error';
import { isUuid } from '../common/input/uuid';
import { InvoiceStore } from '../invoices/invoice-store';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import type { ProposalModel } from '../proposals/models/proposal.model';
import { ProposalStore } from '../proposals/proposal-store';

/**
 * One of the owner's documents by kind, as stored (no e-mail or view activity): what PDFs,
 * e-mails, links and ownership checks need, read from the kind's store. Another user's id is
 * that kind's 404.
 */
@Injectable()
export class DocumentReader {
  constructor(
    private readonly proposals: ProposalStore,
    private readonly invoices: InvoiceStore,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * For reads keyed by a document id of either kind (its e-mails, links, reminders): another
   * workspace's document, or no document, answers 404 rather than an empty list.
   */
  async assertExists(workspaceId: string, id: string): Promise<void> {
    if (isUuid(id)) {
      const [row]: { found: boolean }[] = await this.dataSource.query(
        `SELECT EXISTS (SELECT 1 FROM proposals WHERE id = $1 AND workspace_id = $2)
             OR EXISTS (SELECT 1 FROM invoices WHERE id = $1 AND workspace_id = $2) AS found`,
        [id, workspaceId],
      );
      if (row?.found) return;
    }
    throw AppError.notFound(DocumentMessages.documentNotFound);
  }

  get(workspaceId: string, kind: DocumentKind, id: string): Promise<ProposalModel | InvoiceModel> {
    return this.storeOf(kind).getStored(workspaceId, id);
  }

  /**
   * The kind's store, which also takes the writes to a document of either kind (the sent mark,
   * the reminder switch): e-mail and reminders never write proposals or invoices themselves.
   */
  storeOf(kind: DocumentKind): ProposalStore | InvoiceStore {
    return kind === 'proposal' ? this.proposals : this.invoices;
  }
}
