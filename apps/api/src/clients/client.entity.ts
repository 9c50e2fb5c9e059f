import type { EInvoiceFormatSetting } from '@dealdraft/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A person or business the workspace bills (see the Clients migration). */
@Entity('clients')
export class Client {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('text')
  name: string;

  @Column('text', { default: '' })
  company: string;

  /** The primary address ('' for none); unique per workspace, case-insensitively. */
  @Column('text', { default: '' })
  email: string;

  @Column('text', { array: true, default: () => "'{}'" })
  ccEmails: string[];

  @Column('text', { nullable: true })
  address: string | null;

  /** The address's postal code, city and ISO 3166-1 alpha-2 country (BT-53, BT-52, BT-55). */
  @Column('text', { nullable: true })
  postalCode: string | null;

  @Column('text', { nullable: true })
  city: string | null;

  @Column('char', { length: 2, nullable: true })
  countryCode: string | null;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text', { nullable: true })
  mobile: string | null;

  @Column('text', { nullable: true })
  fax: string | null;

  @Column('text', { nullable: true })
  taxNumber: string | null;

  @Column('text', { nullable: true })
  notes: string | null;

  /** Room for the money issue: the client's default currency and document language. */
  @Column('char', { length: 3, nullable: true })
  currency: string | null;

  @Column('text', { nullable: true })
  language: string | null;

  /** The e-invoice this client's invoices carry; null: the workspace's. */
  @Column('text', { nullable: true })
  eInvoiceFormat: EInvoiceFormatSetting | null;

  /** What a new invoice for this client takes as its buyer reference (BT-10, a Leitweg-ID). */
  @Column('text', { nullable: true })
  buyerReference: string | null;

  /** Values of the workspace's client custom fields, keyed by field id. */
  @Column('jsonb', { default: () => "'{}'" })
  customValues: Record<string, string>;

  @Column('timestamptz', { nullable: true })
  archivedAt: Date | null;

  /** foldForSearch(name, company, e-mail): what the trigram index serves. */
  @Column('text', { select: false })
  searchKey: string;

  @Column('uuid', { nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
