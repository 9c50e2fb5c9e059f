import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DocumentKind } from '@dealdraft/domain';

export type ReminderStatus = 'queued' | 'sent' | 'failed' | 'cancelled';

/** One follow-up e-mail to a client: each step of a document once, at most one a day. */
@Entity('reminders')
export class Reminder {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('text')
  documentKind: DocumentKind;

  @Column('uuid')
  documentId: string;

  /** Days after sending (proposal) or relative to the due date (invoice). */
  @Column('int')
  step: number;

  /** The calendar day (UTC) it was scheduled for. */
  @Column('date')
  day: string;

  @Column('text')
  recipient: string;

  @Column('text', { default: 'queued' })
  status: ReminderStatus;

  @Column('text', { nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;
}
