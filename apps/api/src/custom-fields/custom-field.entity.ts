import type { CustomFieldTarget } from '@dealdraft/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A field a workspace keeps on its clients, documents or lines (see the CustomFields migration). */
@Entity('custom_fields')
export class CustomField {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('text')
  target: CustomFieldTarget;

  /** 1–40 characters; unique per workspace and target, case-insensitively. */
  @Column('text')
  label: string;

  /** Printed on the PDF; false keeps it internal (still exported). */
  @Column('boolean', { default: true })
  printed: boolean;

  /** The order within the target, from 0. */
  @Column('int', { default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
