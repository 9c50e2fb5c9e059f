import type { RecurrenceFrequency, RecurringStatus } from '@dealdraft/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** Issues a copy of a template invoice each period (dates from libs/domain's recurrence). */
@Entity('recurring_schedules')
export class RecurringSchedule {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  /** An invoice of the same workspace, read at each issue (so its edits apply from then on). */
  @Column('uuid')
  templateInvoiceId: string;

  @Column('text')
  frequency: RecurrenceFrequency;

  /** Month-based schedules: the day (1–31, clamped in short months), or null for the last day. */
  @Column('smallint', { nullable: true })
  dayOfMonth: number | null;

  @Column('boolean', { default: false })
  lastDayOfMonth: boolean;

  /** 'YYYY-MM-DD'. */
  @Column('date')
  startDate: string;

  @Column('date', { nullable: true })
  endDate: string | null;

  /** Invoices in all, whatever was edited or skipped on the way. */
  @Column('int', { nullable: true })
  maxCount: number | null;

  @Column('int', { default: 0 })
  issuedCount: number;

  /** E-mail each invoice (PDF and the client's link) as it is issued; else leave it a draft. */
  @Column('boolean', { default: false })
  sendAutomatically: boolean;

  @Column('text', { default: 'active' })
  status: RecurringStatus;

  @Column('text', { nullable: true })
  pausedReason: string | null;

  /** The next period to issue; null once ended. */
  @Column('date', { nullable: true })
  nextRunOn: string | null;

  @Column('uuid', { nullable: true })
  createdById: string | null;

  @Column('uuid', { nullable: true })
  updatedById: string | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
