import type { ClientCreditStatus, CreditReason } from '@dealdraft/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Money a client paid that could not be applied to its invoice (migration PaymentSessions),
 * kept until the owner applies it to an invoice or refunds it.
 */
@Entity('client_credits')
export class ClientCredit {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('uuid', { nullable: true })
  clientId: string | null;

  @Column('text')
  clientName: string;

  /** The invoice the client paid (null once it is gone) and its number, kept for the owner. */
  @Column('uuid', { nullable: true })
  invoiceId: string | null;

  @Column('text')
  invoiceNumber: string;

  @Column('char', { length: 3 })
  currency: string;

  @Column('bigint')
  amountMinor: string;

  @Column('text')
  reason: CreditReason;

  /** The gateway's object (Checkout Session, "sim_…"): one credit per payment, however reported. */
  @Column('text')
  gatewayObjectId: string;

  @Column('text', { nullable: true })
  paymentIntentId: string | null;

  @Column('date')
  receivedOn: string;

  @Column('text', { default: 'unapplied' })
  status: ClientCreditStatus;

  @Column('uuid', { nullable: true })
  appliedInvoiceId: string | null;

  @Column('uuid', { nullable: true })
  resolvedById: string | null;

  @Column('timestamptz', { nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
