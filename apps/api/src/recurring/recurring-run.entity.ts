import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One issued period of a schedule: unique per (schedule, period), so issued exactly once. */
@Entity('recurring_runs')
export class RecurringRun {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('uuid')
  scheduleId: string;

  /** The period's date, 'YYYY-MM-DD': the issued invoice's date. */
  @Column('date')
  periodStart: string;

  /** Null once the issued invoice was deleted (the period stays issued). */
  @Column('uuid', { nullable: true })
  invoiceId: string | null;

  /** The period's one e-mail, when the schedule sends. */
  @Column('uuid', { nullable: true })
  emailSendId: string | null;

  /** What happened besides the invoice (kept as a draft because the plan cannot send). */
  @Column('text', { nullable: true })
  note: string | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
