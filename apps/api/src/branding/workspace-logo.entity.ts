import type { LogoContentType } from '@dealdraft/domain';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A workspace's logo, in PostgreSQL beside it (docs/architecture.md, "Logos live in
 * PostgreSQL"): one row per workspace, deleted with it. Served by its hash.
 */
@Entity('workspace_logos')
export class WorkspaceLogo {
  @PrimaryColumn('uuid')
  workspaceId: string;

  /** Hex SHA-256 of `bytes`: the public URL's name, so a new logo is a new URL. */
  @Column('text')
  sha256: string;

  @Column('text')
  contentType: LogoContentType;

  /** As served: a PNG or JPEG as uploaded, an SVG as sanitised. Read only when served. */
  @Column('bytea', { select: false })
  bytes: Buffer;

  @Column('int')
  width: number;

  @Column('int')
  height: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
