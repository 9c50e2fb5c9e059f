import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A credit note against an invoice (migration CreditNotes): part or all of its balance taken
 * off, numbered in the workspace's own series. Amounts are minor units of the invoice's
 * currency; bigint columns read as strings. Written by credit-notes/ only.
 */
@Entity('credit_notes')
export class CreditNote {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('uuid')
  invoiceId: string;

  @Column('text')
  creditNoteNumber: string;

  /** 'YYYY-MM-DD': the date the note bears. */
  @Column('date')
  issuedOn: string;

  @Column('text')
  reason: string;

  @Column('bigint')
  amountMinor: string;

  @Column('char', { length: 3 })
  currency: string;

  @Column('text')
  language: string;

  @Column('uuid', { nullable: true })
  createdById: string | null;

  /** Set to the clock after the invoice's lock, so a later note of one invoice sorts later. */
  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
