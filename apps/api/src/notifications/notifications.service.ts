import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { Queues } from '../queue/queues';
import type { DocumentKind } from '@dealdraft/domain';
import { OWNER_NOTICE_JOB, type OwnerNoticeJob } from '../queue/email-jobs';
import { NotificationFeedModel, NotificationModel } from './models/notification.model';
import { Notification } from './notification.entity';

/** Notices to the owner: stored with the change that caused them, e-mailed by the worker. */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    @InjectQueue(Queues.Email) private readonly emailQueue: Queue<OwnerNoticeJob>,
  ) {}

  /** Inside the caller's transaction, so the notice exists exactly when the change does. */
  async record(
    manager: EntityManager,
    notice: {
      workspaceId: string;
      documentKind: DocumentKind;
      documentId: string;
      message: string;
    },
  ): Promise<Notification> {
    return manager.save(Notification, manager.create(Notification, notice));
  }

  /** After the commit: the worker e-mails the owner (the job id makes a repeat harmless). */
  async email(notification: Notification): Promise<void> {
    await this.emailQueue.add(
      OWNER_NOTICE_JOB,
      { noticeId: notification.id },
      {
        jobId: `notice-${notification.id}`,
        attempts: 5,
        backoff: { type: 'exponential', delay: 5_000 },
      },
    );
  }

  /** The notice has been e-mailed to its owner (OwnerNoticeMail). */
  async markEmailed(id: string): Promise<void> {
    await this.notifications.update(id, { emailedAt: new Date() });
  }

  async unseen(workspaceId: string): Promise<NotificationModel[]> {
    const rows = await this.notifications.find({
      where: { workspaceId, seenAt: IsNull() },
      order: { createdAt: 'ASC' },
      take: 20,
    });
    return rows.map(toModel);
  }

  /** The bell: the newest notices, read or not, and how many are unread in all. */
  async feed(workspaceId: string, first: number): Promise<NotificationFeedModel> {
    const [rows, unreadCount] = await Promise.all([
      this.notifications.find({
        where: { workspaceId },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: first,
      }),
      this.notifications.countBy({ workspaceId, seenAt: IsNull() }),
    ]);
    return { unreadCount, items: rows.map(toModel) };
  }

  async markSeen(workspaceId: string, ids: string[]): Promise<boolean> {
    if (ids.length === 0) return true;
    await this.notifications.update(
      { workspaceId, id: In(ids), seenAt: IsNull() },
      { seenAt: new Date() },
    );
    return true;
  }
}

function toModel(row: Notification): NotificationModel {
  return {
    id: row.id,
    documentKind: row.documentKind,
    documentId: row.documentId,
    message: row.message,
    createdAt: row.createdAt,
    seenAt: row.seenAt,
  };
}
