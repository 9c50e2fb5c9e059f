import type { DocumentKind } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DocumentReader } from './document-reader';

/**
 * Writes to "a document of either kind", each made by the kind's store, which its owner
 * configures: e-mail and reminders never write proposals or invoices themselves.
 */
@Injectable()
export class DocumentsService {
  constructor(private readonly documents: DocumentReader) {}

  /** A draft becomes sent once an e-mail of it has gone out (in the caller's transaction). */
  markSent(
    manager: EntityManager,
    kind: DocumentKind,
    workspaceId: string,
    id: string,
  ): Promise<void> {
    return this.documents.storeOf(kind).markSent(manager, workspaceId, id);
  }

  /** The per-document reminder switch; another user's document is that kind's 404. */
  setRemindersEnabled(
    workspaceId: string,
    kind: DocumentKind,
    id: string,
    enabled: boolean,
  ): Promise<void> {
    return this.documents.storeOf(kind).setRemindersEnabled(workspaceId, id, enabled);
  }
}
