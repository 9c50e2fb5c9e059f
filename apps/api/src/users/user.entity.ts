import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PlanId } from '@dealdraft/domain';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored trimmed and lower-cased; unique. */
  @Column('text')
  email: string;

  @Column('text')
  name: string;

  @Column('text', { default: 'owner' })
  role: string;

  @Column('text', { select: false })
  passwordHash: string;

  @Column('text', { default: 'none' })
  plan: PlanId;

  @Column('boolean', { default: false })
  isSubscriptionActive: boolean;

  @Column('timestamptz', { nullable: true })
  planStart: Date | null;

  @Column('timestamptz', { nullable: true })
  planEnd: Date | null;

  @Column('int', { default: 0 })
  proposalsUsed: number;

  @Column('int', { default: 0 })
  proposalsLimit: number;

  @Column('int', { default: 0 })
  invoicesUsed: number;

  @Column('int', { default: 0 })
  invoicesLimit: number;

  /** Created on the first checkout and reused for every later one. */
  @Column('text', { nullable: true })
  stripeCustomerId: string | null;

  /** The subscription the plan above comes from (a `sim_` id for a simulated checkout). */
  @Column('text', { nullable: true })
  stripeSubscriptionId: string | null;

  /** The plan stays active until planEnd, then does not renew. */
  @Column('boolean', { default: false })
  cancelAtPeriodEnd: boolean;

  /** Remind the client about a sent, unanswered proposal this many days after sending. */
  @Column('int', { array: true, default: () => "'{3,7}'" })
  proposalReminderDays: number[];

  /** Remind about a sent, unpaid invoice at these days relative to its due date. */
  @Column('int', { array: true, default: () => "'{-3,0,7}'" })
  invoiceReminderOffsets: number[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** What a request needs of its signed-in user: who they are and what their plan allows. */
export type SessionUser = Pick<
  User,
  'id' | 'email' | 'name' | 'role' | 'plan' | 'isSubscriptionActive' | 'planEnd'
>;

/** A plan is in force while it is flagged active and its period has not ended. */
export function isPlanActive(
  user: Pick<User, 'isSubscriptionActive' | 'planEnd'>,
  now = new Date(),
): boolean {
  return user.isSubscriptionActive && (user.planEnd === null || user.planEnd > now);
}
