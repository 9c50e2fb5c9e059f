import type { PaymentSessionStatus } from '@dealdraft/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A page opened for a client to pay an invoice (migration PaymentSessions): what it asks, and
 * whether it is open, completed or expired. Amounts are minor units; bigint columns read as
 * strings.
 */
@Entity('payment_sessions')
export class PaymentSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  /** No foreign key: the invoice may be deleted once its pages are closed. */
  @Column('uuid')
  invoiceId: string;

  @Column('text')
  invoiceNumber: string;

  @Column('uuid', { nullable: true })
  clientId: string | null;

  @Column('text')
  clientName: string;

  @Column('text')
  gateway: 'stripe' | 'simulated';

  /** Stripe's Checkout Session id, or "sim_<id>" for the test gateway; null until it exists. */
  @Column('text', { nullable: true })
  gatewaySessionId: string | null;

  @Column('char', { length: 3 })
  currency: string;

  @Column('bigint')
  amountMinor: string;

  /** The invoice's total when the page opened: a payment after it changed is not applied. */
  @Column('bigint')
  invoiceTotalMinor: string;

  @Column('text', { default: 'open' })
  status: PaymentSessionStatus;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  closedAt: Date | null;
}
