import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/unique-violation';
import type { DocumentKind } from '@dealdraft/domain';
import { ClientLinkSecrets } from './client-link-secrets';
import { ClientLink } from './client-link.entity';

/**
 * The document's live link, made on first need: e-mails (first send, reminders) all carry the
 * same link until the owner revokes it or it expires; then the next e-mail gets a new one.
 */
@Injectable()
export class ClientLinkUrls {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secrets: ClientLinkSecrets,
    private readonly config: AppConfig,
  ) {}

  url(token: string): string {
    return `${this.config.publicUrl}/c/${token}`;
  }

  async liveUrl(
    workspaceId: string,
    documentKind: DocumentKind,
    documentId: string,
    now: Date,
  ): Promise<string> {
    try {
      return await this.liveUrlOnce(workspaceId, documentKind, documentId, now);
    } catch (error) {
      // Two e-mails racing to make the first link: the loser uses the winner's.
      if (!isUniqueViolation(error, 'client_links_live_key')) throw error;
      return this.liveUrlOnce(workspaceId, documentKind, documentId, now);
    }
  }

  private liveUrlOnce(
    workspaceId: string,
    documentKind: DocumentKind,
    documentId: string,
    now: Date,
  ): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const live = await manager
        .createQueryBuilder(ClientLink, 'l')
        .addSelect('l.sealedToken')
        .where(
          'l.document_id = :documentId AND l.workspace_id = :workspaceId AND l.revoked_at IS NULL',
          {
            documentId,
            workspaceId,
          },
        )
        .setLock('pessimistic_write')
        .getOne();
      if (live && (!live.expiresAt || live.expiresAt > now)) {
        return this.url(this.secrets.unseal(live.sealedToken));
      }
      // An expired link stays dead; the next e-mail needs a working one.
      if (live) await manager.update(ClientLink, live.id, { revokedAt: now });
      const { token } = await this.create(manager, { workspaceId, documentKind, documentId });
      return this.url(token);
    });
  }

  /** A new link row; the caller has retired any live one (one live link per document). */
  async create(
    manager: EntityManager,
    fields: {
      workspaceId: string;
      documentKind: DocumentKind;
      documentId: string;
      expiresAt?: Date | null;
    },
  ): Promise<{ link: ClientLink; token: string }> {
    const token = this.secrets.newToken();
    const link = await manager.save(
      ClientLink,
      manager.create(ClientLink, {
        ...fields,
        expiresAt: fields.expiresAt ?? null,
        tokenHash: this.secrets.hashToken(token)!,
        sealedToken: this.secrets.seal(token),
      }),
    );
    return { link, token };
  }
}

/** Secrets and live links, for the api and the worker alike. */
@Module({
  providers: [ClientLinkSecrets, ClientLinkUrls],
  exports: [ClientLinkSecrets, ClientLinkUrls],
})
export class ClientLinkUrlsModule {}
