import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CreditNoteSendStatus } from './models/credit-note.model';

/**
 * One e-mail of a credit note to its invoice's client (migration CreditNotes), written by
 * credit-notes only: made when the send is asked for (CreditNoteSends), marked sent by
 * CreditNoteMail once SMTP has the message, so a retried job finds it sent and stops.
 */
@Entity('credit_note_sends')
export class CreditNoteSend {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  creditNoteId: string;

  @Column('uuid')
  workspaceId: string;

  /** The invoice's client e-mail when the send was asked for. */
  @Column('text')
  recipient: string;

  @Column('text', { default: 'queued' })
  status: CreditNoteSendStatus;

  @Column('int', { default: 0 })
  attempts: number;

  /** Why the last attempt failed. */
  @Column('text', { nullable: true })
  error: string | null;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  @Column('uuid', { nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
