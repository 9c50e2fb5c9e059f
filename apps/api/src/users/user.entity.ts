import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PlanId, WorkspaceRole } from '@dealdraft/domain';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored trimmed and lower-cased; unique. */
  @Column('text')
  email: string;

  @Column('text')
  name: string;

  @Column('text', { select: false })
  passwordHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * What a request needs of its caller: who they are, the workspace they act in, their role there
 * and what the workspace's plan allows. Read in one query on every request (see
 * WorkspacesService.findSession), so a removed member or a lapsed plan counts at once.
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The role in the active workspace. */
  role: WorkspaceRole;
  workspaceId: string;
  plan: PlanId;
  isSubscriptionActive: boolean;
  planEnd: Date | null;
}
