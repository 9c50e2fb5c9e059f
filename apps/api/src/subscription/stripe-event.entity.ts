import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A Stripe webhook event (or simulated payment) already applied. Its row is written in the same
 * transaction as the event's effects, so an event changes a plan exactly once.
 */
@Entity('stripe_events')
export class StripeEvent {
  @PrimaryColumn('text')
  id: string;

  @Column('text')
  type: string;

  @CreateDateColumn({ type: 'timestamptz' })
  processedAt: Date;
}
