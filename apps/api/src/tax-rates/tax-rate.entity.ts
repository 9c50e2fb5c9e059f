import type { TaxCategory } from '@dealdraft/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('tax_rates')
export class TaxRate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('text')
  name: string;

  /** Thousandths of a percent: 20% is 20000. */
  @Column('integer')
  rateThousandths: number;

  /** UNCL5305 VAT category (S, Z, E, AE, K, G, O); see libs/domain's taxCategoryError. */
  @Column('text', { default: 'S' })
  category: TaxCategory;

  /** Why no VAT is charged (BT-120): set for E, AE, K, G and O only. */
  @Column('text', { nullable: true })
  exemptionReason: string | null;

  @Column('timestamptz', { nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
