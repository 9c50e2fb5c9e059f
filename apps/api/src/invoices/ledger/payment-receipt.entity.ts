import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { ReceiptStatus } from './models/payment.model';

/**
 * The receipt of one payment (migration PaymentReceipts), written by the ledger's ReceiptMail
 * only: made when it takes the job, marked sent once SMTP has the message.
 */
@Entity('payment_receipts')
export class PaymentReceipt {
  @PrimaryColumn('uuid')
  paymentId: string;

  @Column('uuid')
  workspaceId: string;

  /** The invoice's client e-mail when the receipt was (last) tried. */
  @Column('text')
  recipient: string;

  @Column('text', { default: 'queued' })
  status: ReceiptStatus;

  @Column('int', { default: 0 })
  attempts: number;

  /** Why the last attempt failed. */
  @Column('text', { nullable: true })
  error: string | null;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
