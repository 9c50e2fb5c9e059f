import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DocumentKind } from '@dealdraft/domain';

export type EmailSendStatus = 'queued' | 'sent' | 'failed';

@Entity('email_sends')
export class EmailSend {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  workspaceId: string;

  @Column('text')
  documentKind: DocumentKind;

  @Column('uuid')
  documentId: string;

  /** The To address: the client's e-mail, or the one the user gave. */
  @Column('text')
  recipient: string;

  /** Copies, as the user gave them when sending. */
  @Column('text', { array: true, default: () => "'{}'" })
  cc: string[];

  /** What was sent, the default or the user's edit. */
  @Column('text')
  subject: string;

  /** The user's own message instead of the spec's greeting; null for the greeting. */
  @Column('text', { nullable: true })
  message: string | null;

  @Column('text', { default: 'queued' })
  status: EmailSendStatus;

  /** Why the last attempt failed (kept and shown). */
  @Column('text', { nullable: true })
  error: string | null;

  @Column('int', { default: 0 })
  attempts: number;

  /** 128 random bits in the pixel URL; unguessable, so opens cannot be forged by id. */
  @Column('text', { select: false })
  trackingToken: string;

  @Column('int', { default: 0 })
  openCount: number;

  @Column('timestamptz', { nullable: true })
  firstOpenedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  lastOpenedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;
}
