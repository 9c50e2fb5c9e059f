import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GrantableRole } from '@dealdraft/domain';

/**
 * An invitation to join a workspace. Pending while neither accepted nor revoked (and, to be
 * used, unexpired); the token itself is never stored, only its SHA-256.
 */
@Entity('workspace_invitations')
export class Invitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  /** Lower-cased. */
  @Column('text')
  email: string;

  @Column('text')
  role: GrantableRole;

  @Column('bytea', { select: false })
  tokenHash: Buffer;

  @Column('uuid', { nullable: true })
  invitedById: string | null;

  /** Set from the Clock (not the database's now()), like expiresAt. */
  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  acceptedAt: Date | null;

  @Column('uuid', { nullable: true })
  acceptedById: string | null;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;
}
