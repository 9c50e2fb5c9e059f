import type { DocumentLayout, LedgerStatus } from '@dealdraft/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { DocumentMoneyColumns, StoredMoneyLine } from '../documents/money/money.columns';

/** A line item as stored: the rate in minor units of the invoice's currency, discount, taxes. */
export interface StoredLineItem extends StoredMoneyLine {
  description: string;
  extraDetails: string | null;
  /** The line's custom values, keyed by field id; left out when it has none. */
  customValues?: Record<string, string>;
}

@Entity('invoices')
export class Invoice extends DocumentMoneyColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  /** Who made it and who last changed it (null once that person's account is deleted). */
  @Column('uuid', { nullable: true })
  createdById: string | null;

  @Column('uuid', { nullable: true })
  updatedById: string | null;

  @Column('text')
  invoiceNumber: string;

  /** 'YYYY-MM-DD'. */
  @Column('date')
  invoiceDate: string;

  @Column('date', { nullable: true })
  dueDate: string | null;

  /** When the service was delivered (BT-72), or the period it covers (BT-73, BT-74: both or neither). */
  @Column('date', { nullable: true })
  serviceDate: string | null;

  @Column('date', { nullable: true })
  servicePeriodStart: string | null;

  @Column('date', { nullable: true })
  servicePeriodEnd: string | null;

  /** The buyer's reference (BT-10, a Leitweg-ID) and purchase order (BT-13). */
  @Column('text', { nullable: true })
  buyerReference: string | null;

  @Column('text', { nullable: true })
  orderReference: string | null;

  @Column('text')
  businessName: string;

  @Column('text')
  businessEmail: string;

  @Column('text')
  businessAddress: string;

  @Column('text', { nullable: true })
  businessPhone: string | null;

  @Column('text', { nullable: true })
  businessNumber: string | null;

  @Column('text')
  clientName: string;

  @Column('text')
  clientEmail: string;

  @Column('text')
  clientAddress: string;

  @Column('text', { nullable: true })
  clientPhone: string | null;

  @Column('text', { nullable: true })
  clientMobile: string | null;

  @Column('text', { nullable: true })
  clientFax: string | null;

  @Column('text')
  paymentTerms: string;

  @Column('text', { nullable: true })
  notes: string | null;

  @Column('jsonb')
  lineItems: StoredLineItem[];

  /** Values of the workspace's document custom fields, keyed by field id. */
  @Column('jsonb', { default: () => "'{}'" })
  customValues: Record<string, string>;

  /**
   * As stored; a sent or partially paid invoice past its due date reads as overdue (see
   * effectiveInvoiceStatus). Once payments are recorded it follows the ledger (ledger/).
   */
  @Column('text', { default: 'draft' })
  status: LedgerStatus;

  /** Payments less refunds, minor units; written with each ledger entry (ledger/). */
  @Column('bigint', { default: 0 })
  paidMinor: string;

  /** Credit notes against it, minor units; written with each credit note (ledger/). */
  @Column('bigint', { default: 0 })
  creditedMinor: string;

  /** Follow-up reminders for this invoice (on unless the owner turns them off). */
  @Column('boolean', { default: true })
  remindersEnabled: boolean;

  /** The client it names; its client* fields are its own copy, as issued. */
  @Column('uuid', { nullable: true })
  clientId: string | null;

  /** The accepted proposal this invoice was made from, and its number as issued. */
  @Column('uuid', { nullable: true })
  proposalId: string | null;

  @Column('text', { nullable: true })
  proposalNumber: string | null;

  /** A deposit invoice: the accepted proposal it asks a deposit for. */
  @Column('uuid', { nullable: true })
  depositForProposalId: string | null;

  /** A final invoice: the deposit invoice whose payments it deducts. */
  @Column('uuid', { nullable: true })
  depositInvoiceId: string | null;

  /** What that deposit deducts, minor units; part of creditedMinor (migration Deposits). */
  @Column('bigint', { default: 0 })
  depositMinor: string;

  /** The PDF layout it prints in; null: the workspace's. */
  @Column('text', { nullable: true })
  layout: DocumentLayout | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
