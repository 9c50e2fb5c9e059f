import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type {
  DocumentFont,
  DocumentLayout,
  EInvoiceFormatSetting,
  PlanId,
  WorkspaceRole,
} from '@dealdraft/domain';

/**
 * The tenant: a business. Its documents, plan, usage and billing are shared by its members;
 * a person (users) only signs in and belongs to one or more workspaces.
 */
@Entity('workspaces')
export class Workspace {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  address: string | null;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { nullable: true })
  phone: string | null;

  /** VAT, GST, EIN…: printed as the sender's tax/business number. */
  @Column('text', { nullable: true })
  taxNumber: string | null;

  /** Free text, e.g. "Net 30": prefills new invoices' payment terms. */
  @Column('text', { nullable: true })
  paymentTerms: string | null;

  /** Make a draft invoice when a client accepts a proposal through its link. */
  @Column('boolean', { default: false })
  invoiceOnAccept: boolean;

  /** `INV-{YYYY}-{SEQ:4}`-style patterns; null keeps PROP-/INV-{timestamp}. */
  @Column('text', { nullable: true })
  proposalNumberPattern: string | null;

  @Column('text', { nullable: true })
  invoiceNumberPattern: string | null;

  /** The seller's legal name (BT-27) when it is not the name printed; null reads as the name. */
  @Column('text', { nullable: true })
  legalName: string | null;

  /** The address's postal code, city and ISO 3166-1 alpha-2 country (BT-38, BT-37, BT-40). */
  @Column('text', { nullable: true })
  postalCode: string | null;

  @Column('text', { nullable: true })
  city: string | null;

  @Column('char', { length: 2, nullable: true })
  countryCode: string | null;

  /** The national tax number (BT-32, "Steuernummer"); taxNumber is the VAT identifier. */
  @Column('text', { nullable: true })
  taxRegistrationNumber: string | null;

  /** The account invoices are paid to: IBAN without spaces (BT-84), BIC (BT-86), holder (BT-85). */
  @Column('text', { nullable: true })
  iban: string | null;

  @Column('text', { nullable: true })
  bic: string | null;

  @Column('text', { nullable: true })
  accountHolder: string | null;

  /** The e-invoice its invoices carry, unless the client names another. */
  @Column('text', { default: 'none' })
  eInvoiceFormat: EInvoiceFormatSetting;

  /** "#rrggbb", at least 4.5:1 against white; null: the product's own colour. */
  @Column('text', { nullable: true })
  brandColor: string | null;

  @Column('text', { default: 'inter' })
  documentFont: DocumentFont;

  /** The PDF layout of its documents, unless a document chooses another. */
  @Column('text', { default: 'classic' })
  documentLayout: DocumentLayout;

  /** Printed at the foot of every page of its PDFs. */
  @Column('text', { nullable: true })
  documentFooter: string | null;

  /** How to pay where an IBAN does not say it (other countries, cheques, PayPal): on invoices. */
  @Column('text', { nullable: true })
  paymentInstructions: string | null;

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

  /** What a new document takes when its client names none. ISO 4217. */
  @Column('char', { length: 3, default: 'USD' })
  currency: string;

  @Column('text', { default: 'en' })
  language: string;

  /** How taxes are rounded: per line or once per rate (the default), half-up or half-even. */
  @Column('text', { default: 'total' })
  roundingScope: 'line' | 'total';

  @Column('text', { default: 'half-up' })
  roundingMethod: 'half-up' | 'half-even';

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

/** A person's place in a workspace. */
@Entity('workspace_members')
export class WorkspaceMember {
  @PrimaryColumn('uuid')
  workspaceId: string;

  @PrimaryColumn('uuid')
  userId: string;

  @Column('text')
  role: WorkspaceRole;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A plan is in force while it is flagged active and its period has not ended. */
export function isPlanActive(
  workspace: Pick<Workspace, 'isSubscriptionActive' | 'planEnd'>,
  now = new Date(),
): boolean {
  return workspace.isSubscriptionActive && (workspace.planEnd === null || workspace.planEnd > now);
}
