import type { PaymentMethod } from '@dealdraft/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One line of an invoice's ledger (migration Payments): a payment, positive, or a refund,
 * negative and naming the payment it gives back. Amounts are minor units of the invoice's
 * currency; bigint columns read as strings.
 */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('uuid')
  invoiceId: string;

  @Column('bigint')
  amountMinor: string;

  @Column('text')
  method: PaymentMethod;

  /** 'YYYY-MM-DD': when the money moved, as the person recording it says. */
  @Column('date')
  paidOn: string;

  @Column('text', { nullable: true })
  reference: string | null;

  @Column('text', { nullable: true })
  note: string | null;

  @Column('uuid', { nullable: true })
  refundOf: string | null;

  /**
   * The Stripe object it came from (a Checkout Session or a refund; "sim_…" for the simulated
   * gateway), unique per workspace: a webhook delivered twice finds it and records nothing.
   */
  @Column('text', { nullable: true })
  stripeObjectId: string | null;

  /** An online payment's PaymentIntent, which Stripe's refunds name. */
  @Column('text', { nullable: true })
  stripePaymentIntentId: string | null;

  /** A client credit applied here: removing this payment gives the credit back. */
  @Column('uuid', { nullable: true })
  clientCreditId: string | null;

  @Column('uuid', { nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
