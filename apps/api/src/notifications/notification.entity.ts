import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DocumentKind } from '@dealdraft/domain';

/** Something a client did that the owner should hear about: a toast on next load and an e-mail. */
@Entity('notifications')
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('text')
  documentKind: DocumentKind;

  @Column('uuid')
  documentId: string;

  @Column('text')
  message: string;

  @Column('timestamptz', { nullable: true })
  seenAt: Date | null;

  @Column('timestamptz', { nullable: true })
  emailedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
