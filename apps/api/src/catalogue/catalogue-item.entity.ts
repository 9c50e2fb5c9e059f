import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A workspace's reusable item; a document line copies it (see CatalogueItems migration). */
@Entity('catalogue_items')
export class CatalogueItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  description: string | null;

  /** numeric(16,2) as a decimal string, exact; converted through the money helpers. */
  @Column('numeric', { precision: 16, scale: 2 })
  unitPrice: string;

  @Column('text')
  unit: string;

  @Column('integer')
  defaultQuantity: number;

  @Column('timestamptz', { nullable: true })
  archivedAt: Date | null;

  /** foldForSearch(name + ' ' + description): what search matches. */
  @Column('text')
  searchKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
