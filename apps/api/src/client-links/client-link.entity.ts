import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DocumentKind } from '@dealdraft/domain';

/** A document's public page for its client; at most one live (unrevoked) link per document. */
@Entity('client_links')
export class ClientLink {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('text')
  documentKind: DocumentKind;

  @Column('uuid')
  documentId: string;

  /** SHA-256 of the token; the token itself is never stored in the clear. */
  @Column('bytea', { select: false })
  tokenHash: Buffer;

  /** The token sealed with the server's key, for the links in later e-mails. */
  @Column('text', { select: false })
  sealedToken: string;

  @Column('timestamptz', { nullable: true })
  expiresAt: Date | null;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  @Column('int', { default: 0 })
  viewCount: number;

  @Column('timestamptz', { nullable: true })
  firstViewedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  lastViewedAt: Date | null;

  @Column('text', { nullable: true, select: false })
  lastViewerIpHash: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
