import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import type { NotificationModel } from '../notifications/models/notification.model';
import type { ProposalModel } from '../proposals/models/proposal.model';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { RedisClient } from '../redis/redis.module';
import { ActivityEventModel, ActivityKind } from './models/activity-event.model';

/** The fields of a document an event names; what `DocumentReader.get` and the services answer. */
type ProposalFields = Pick<
  ProposalModel,
  'id' | 'status' | 'clientName' | 'proposalNumber' | 'proposalTitle'
>;
type InvoiceFields = Pick<InvoiceModel, 'id' | 'status' | 'clientName' | 'invoiceNumber'>;
export type EventDocument = ProposalFields | InvoiceFields;

type NoticeFields = Pick<NotificationModel, 'id' | 'documentKind' | 'documentId' | 'message'> & {
  createdAt: Date;
  seenAt?: Date | null;
};

/** The JSON of an event carries dates as ISO strings; these keys read back as dates. */
const DATE_KEYS = new Set(['occurredAt', 'createdAt', 'seenAt']);

/**
 * Live updates: events raised where a client acts, fanned out through Redis pub/sub
 * so that whichever api replica holds an owner's socket hears what another replica (or the
 * Stripe webhook's) recorded. One channel per workspace, named under the app's Redis prefix
 * (QUEUE_PREFIX), so two deployments, or two test runs, on one Redis never hear each other.
 *
 * Publishing is not a write: it goes after the change's transaction has committed, and a Redis
 * that is down loses the push, never the change (the next query reads it).
 */
@Injectable()
export class LiveEvents implements OnApplicationShutdown {
  private readonly logger = new Logger(LiveEvents.name);
  private readonly pubsub: RedisPubSub;
  /** Subscribe mode takes a connection of its own; made on the first subscription only. */
  private readonly subscriber: Redis;
  private readonly channelPrefix: string;

  constructor(
    config: AppConfig,
    private readonly redis: RedisClient,
    private readonly clock: Clock,
  ) {
    this.channelPrefix = `${config.redis.prefix}:live:`;
    this.subscriber = new Redis({
      ...redisOptionsFromUrl(config.redis.url),
      lazyConnect: true,
      // A subscription waits for Redis to come back (its READY then tells the screen to catch
      // up) rather than failing; ioredis subscribes again to every channel on reconnecting.
      maxRetriesPerRequest: null,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.subscriber.on('error', (error: Error) =>
      this.logger.debug(`Live updates' Redis subscriber: ${error.message}`),
    );
    this.pubsub = new RedisPubSub({
      // The app's own client publishes: PUBLISH names a channel, not a key, so its key prefix
      // does not touch it, and it fails fast while Redis is down instead of queueing.
      publisher: this.redis,
      subscriber: this.subscriber,
      reviver: (key, value: unknown) =>
        DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value,
    });
  }

  /**
   * After the commit: `kind` happened to a document of `workspaceId` (read by `document`, after
   * the change, so the event carries the status it left), with the notice it made if any. Nothing
   * that goes wrong here fails the caller: the change is made, only its push is lost.
   */
  async publish(
    workspaceId: string,
    kind: Exclude<ActivityKind, ActivityKind.READY>,
    documentKind: 'proposal' | 'invoice',
    document: () => Promise<EventDocument>,
    notification?: NoticeFields | null,
  ): Promise<void> {
    try {
      await this.pubsub.publish(
        this.channel(workspaceId),
        this.event(kind, documentKind, await document(), notification ?? null),
      );
    } catch (error) {
      this.logger.warn(
        { workspaceId, kind, reason: (error as Error).message },
        'Live update not published',
      );
    }
  }

  private event(
    kind: ActivityKind,
    documentKind: 'proposal' | 'invoice',
    document: EventDocument,
    notification: NoticeFields | null,
  ): ActivityEventModel {
    // An invoice made from a proposal carries the proposal's number too: the kind decides.
    const proposal = documentKind === 'proposal' ? (document as ProposalFields) : null;
    return {
      id: randomUUID(),
      kind,
      documentKind,
      documentId: document.id,
      number: proposal ? proposal.proposalNumber : (document as InvoiceFields).invoiceNumber,
      title: proposal ? proposal.proposalTitle : null,
      clientName: document.clientName,
      status: document.status,
      occurredAt: this.clock.now(),
      notification: notification && {
        id: notification.id,
        documentKind: notification.documentKind,
        documentId: notification.documentId,
        message: notification.message,
        createdAt: notification.createdAt,
        seenAt: notification.seenAt ?? null,
      },
    };
  }

  /**
   * True the first time `key` is seen within `seconds` (per workspace, shared by every
   * replica): a client reloading their page, or a mail client fetching the tracking image again,
   * makes one toast per visit, not one per request. A Redis that is down says false.
   */
  async firstWithin(workspaceId: string, key: string, seconds: number): Promise<boolean> {
    try {
      const set = await this.redis.set(`live:once:${workspaceId}:${key}`, '1', 'EX', seconds, 'NX');
      return set === 'OK';
    } catch {
      return false;
    }
  }

  /**
   * Calls `onEvent` with every event of the workspace from the moment the returned promise
   * resolves (Redis has confirmed the subscription) until the returned function is called.
   */
  async listen(
    workspaceId: string,
    onEvent: (event: ActivityEventModel) => void,
  ): Promise<() => void> {
    const id = await this.pubsub.subscribe<ActivityEventModel>(this.channel(workspaceId), onEvent);
    return () => this.pubsub.unsubscribe(id);
  }

  /** The event every subscription starts with. */
  ready(): ActivityEventModel {
    return {
      id: randomUUID(),
      kind: ActivityKind.READY,
      documentKind: null,
      documentId: null,
      number: null,
      title: null,
      clientName: null,
      status: null,
      occurredAt: this.clock.now(),
      notification: null,
    };
  }

  private channel(workspaceId: string): string {
    return `${this.channelPrefix}${workspaceId}`;
  }

  onApplicationShutdown(): void {
    // The publisher is the app's RedisClient, which closes itself.
    this.subscriber.disconnect();
  }
}
