import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type ApprovalState = 'none' | 'requested' | 'approved' | 'returned';

/** One proposal's approval. */
@Entity('proposal_approvals')
export class ProposalApproval {
  @PrimaryColumn('uuid')
  proposalId: string;

  @Column('uuid')
  workspaceId: string;

  @Column('text')
  state: ApprovalState;

  @Column('uuid', { nullable: true })
  requestedById: string | null;

  @Column('timestamptz', { nullable: true })
  requestedAt: Date | null;

  @Column('uuid', { nullable: true })
  decidedById: string | null;

  @Column('timestamptz', { nullable: true })
  decidedAt: Date | null;

  @Column('text', { nullable: true })
  comment: string | null;

  /** The content approved: an edit after approval no longer matches it. */
  @Column('text', { nullable: true })
  approvedFingerprint: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
