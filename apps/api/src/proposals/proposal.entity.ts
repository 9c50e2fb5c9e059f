import type { StoredDiscount } from '../documents/money/money.columns';
import type { DocumentLayout, ProposalStatus } from '@dealdraft/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { DocumentMoneyColumns, StoredMoneyLine } from '../documents/money/money.columns';

/** The printable content a client answered; its shape belongs to whoever built it. */
export type AnsweredSnapshot = Record<string, unknown>;

/** A service line as stored: the price in minor units of the proposal's currency, discount, taxes. */
export interface StoredServiceLine extends StoredMoneyLine {
  description: string;
  /** The line's custom values, keyed by field id; left out when it has none. */
  customValues?: Record<string, string>;
}

@Entity('proposals')
@Index(['workspaceId', 'proposalNumber'], { unique: true })
export class Proposal extends DocumentMoneyColumns {
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
  proposalNumber: string;

  @Column('text')
  proposalTitle: string;

  /** 'YYYY-MM-DD' (pg returns date columns as strings, which keeps them free of time zones). */
  @Column('date')
  proposalDate: string;

  @Column('date', { nullable: true })
  expirationDate: string | null;

  @Column('text')
  clientName: string;

  @Column('text')
  clientCompany: string;

  @Column('text')
  clientEmail: string;

  @Column('text', { nullable: true })
  clientAddress: string | null;

  /** The client it names; its client* fields are its own copy, as issued. */
  @Column('uuid', { nullable: true })
  clientId: string | null;

  @Column('text')
  companyName: string;

  @Column('text')
  companyEmail: string;

  @Column('text')
  companyAddress: string;

  @Column('text', { nullable: true })
  companyPhone: string | null;

  @Column('text')
  paymentTerms: string;

  @Column('text', { nullable: true })
  additionalTerms: string | null;

  /** The scope of work, optional (a draft's summary goes here). */
  @Column('text', { nullable: true })
  scope: string | null;

  @Column('jsonb')
  services: StoredServiceLine[];

  /** Values of the workspace's document custom fields, keyed by field id. */
  @Column('jsonb', { default: () => "'{}'" })
  customValues: Record<string, string>;

  /** The company's tax number (VAT ID), printed with its details. */
  @Column('text', { nullable: true })
  companyTaxNumber: string | null;

  @Column('text', { default: 'draft' })
  status: ProposalStatus;

  /** Follow-up reminders for this proposal (on unless the owner turns them off). */
  @Column('boolean', { default: true })
  remindersEnabled: boolean;

  /** The client's answer through the client link: final once set. */
  @Column('timestamptz', { nullable: true })
  respondedAt: Date | null;

  /** The full name the client typed to accept: the acceptance record. */
  @Column('text', { nullable: true })
  acceptedByName: string | null;

  /** Keyed hash of the answering client's IP. */
  @Column('text', { nullable: true })
  responseIpHash: string | null;

  @Column('text', { nullable: true })
  declineReason: string | null;

  /**
   * The printable content the client answered, as the client links built it (opaque here), and
   * its SHA-256: the PDF's answered body and the acceptance record's version come from these.
   */
  @Column('jsonb', { nullable: true })
  answeredSnapshot: AnsweredSnapshot | null;

  @Column('text', { nullable: true })
  answeredSnapshotSha256: string | null;

  /**
   * The deposit asked on acceptance: thousandths of a percent of the total, or minor
   * units of its currency; null for none.
   */
  @Column('jsonb', { nullable: true })
  deposit: StoredDiscount | null;

  /** The PDF layout it prints in; null: the workspace's. */
  @Column('text', { nullable: true })
  layout: DocumentLayout | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
