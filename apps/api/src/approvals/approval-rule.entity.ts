import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A workspace's approval rule (migration ProposalApprovals); no row: no approvals. */
@Entity('approval_rules')
export class ApprovalRule {
  @PrimaryColumn('uuid')
  workspaceId: string;

  /** Minor units of the workspace currency; bigint reads as a string. */
  @Column('bigint', { nullable: true })
  overTotalMinor: string | null;

  /** Thousandths of a percent: 15 % is 15000. */
  @Column('integer', { nullable: true })
  overDiscountThousandths: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
