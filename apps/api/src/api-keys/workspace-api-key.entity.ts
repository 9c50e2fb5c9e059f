import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GrantableRole } from '@dealdraft/domain';

/** An integrator's key to one workspace; see ApiKeySecrets for its format. */
@Entity('workspace_api_keys')
export class WorkspaceApiKey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('text')
  name: string;

  /** The most the key may do; never more than its creator's current role. */
  @Column('text')
  role: GrantableRole;

  /** The key's public part, unique: how a presented key is found. */
  @Column('text')
  prefix: string;

  /** SHA-256 of the whole key; the key itself is never stored. */
  @Column('bytea', { select: false })
  secretHash: Buffer;

  /** The person the key acts as: documents it creates record them. */
  @Column('uuid', { nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Kept to the minute: written at most once a minute per key. */
  @Column('timestamptz', { nullable: true })
  lastUsedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;
}
