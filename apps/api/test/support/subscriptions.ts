import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A real graphql-ws client for `Subscription.activity`, against any running api: an
 * in-process test app listening on a port, or another process (a scale-out test subscribes on
 * one replica and raises the event through another).
 *
 *   const owner = await subscribe(url, token);   // resolves once the subscription is live
 *   ... the client declines through its link ...
 *   const event = await owner.next();            // { kind: 'DECLINED', status: 'rejected', … }
 *   await owner.close();
 *
 * `subscribe` rejects with SubscriptionRefused (its `code`, 4403 for a refused credential) when
 * the api closes the socket or answers the subscription with errors before it is live.
 */

export const ACTIVITY_SUBSCRIPTION = `subscription Activity {
  activity {
    id kind documentKind documentId number title clientName status occurredAt
    notification { id documentKind documentId message createdAt seenAt }
  }
}`;

export interface ActivityEvent {
  id: string;
  kind: 'READY' | 'VIEWED' | 'OPENED' | 'ACCEPTED' | 'DECLINED' | 'PAID';
  documentKind: 'proposal' | 'invoice' | null;
  documentId: string | null;
  number: string | null;
  title: string | null;
  clientName: string | null;
  status: string | null;
  occurredAt: string;
  notification: {
    id: string;
    documentKind: string;
    documentId: string;
    message: string;
    createdAt: string;
    seenAt: string | null;
  } | null;
}

/** The api closed the socket (`code`), or refused the subscription (`code` 0, `errors`). */
export class SubscriptionRefused extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    readonly errors: readonly { message: string; extensions?: Record<string, unknown> }[] = [],
  ) {
    super(
      code
        ? `socket closed with ${code} ${reason}`
        : `subscription refused: ${errors.map((e) => e.message).join('; ')}`,
    );
  }
}

export interface LiveSubscriber {
  /** Every event received after READY, in order. */
  readonly events: ActivityEvent[];
  /**
   * The next event not yet taken (waits for it). Rejects with SubscriptionRefused if the socket
   * closes, or the subscription ends, before one comes.
   */
  next(): Promise<ActivityEvent>;
  /** Settles when the socket closes, with its close code and reason. */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** `url`: the api's base (http://host:port), its /graphql, or a ws(s):// URL. */
export function socketUrl(url: string): string {
  const parsed = new URL(url);
  parsed.protocol = parsed.protocol.replace(/^http/, 'ws');
  if (!parsed.pathname.endsWith('/graphql')) parsed.pathname = '/graphql';
  return parsed.toString();
}

/**
 * Connects with `token` ("ddk_…" API keys too; null sends no credential) and subscribes to
 * `activity`; resolves once the api's READY has arrived, so any event raised after that is
 * delivered.
 */
export function subscribe(
  url: string,
  token: string | null,
  query = ACTIVITY_SUBSCRIPTION,
): Promise<LiveSubscriber> {
  let resolveClosed!: (close: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (resolveClosed = r));
  const client: Client = createClient({
    url: socketUrl(url),
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        resolveClosed({ code, reason });
      },
    },
  });

  const events: ActivityEvent[] = [];
  let taken = 0;
  let ended: SubscriptionRefused | null = null;
  const waiting: { resolve: (e: ActivityEvent) => void; reject: (e: Error) => void }[] = [];
  const end = (refusal: SubscriptionRefused) => {
    ended ??= refusal;
    for (const waiter of waiting.splice(0)) waiter.reject(ended);
  };

  return new Promise<LiveSubscriber>((resolveLive, rejectLive) => {
    client.subscribe<{ activity: ActivityEvent }>(
      { query },
      {
        next: (result) => {
          if (result.errors?.length) {
            const refusal = new SubscriptionRefused(0, '', result.errors);
            rejectLive(refusal);
            return end(refusal);
          }
          const event = result.data!.activity;
          if (event.kind === 'READY') {
            resolveLive(subscriber);
            return;
          }
          events.push(event);
          const waiter = waiting.shift();
          if (waiter) {
            taken += 1;
            waiter.resolve(event);
          }
        },
        error: (error: unknown) => {
          const close = error as { code?: number; reason?: string };
          const refusal =
            typeof close?.code === 'number'
              ? new SubscriptionRefused(close.code, close.reason ?? '')
              : Array.isArray(error)
                ? new SubscriptionRefused(0, '', error)
                : new SubscriptionRefused(0, String((error as Error)?.message ?? error));
          rejectLive(refusal);
          end(refusal);
        },
        complete: () => end(new SubscriptionRefused(0, 'completed')),
      },
    );

    const subscriber: LiveSubscriber = {
      events,
      closed,
      next: () => {
        if (taken < events.length) return Promise.resolve(events[taken++]);
        if (ended) return Promise.reject(ended);
        return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
      },
      close: async () => {
        end(new SubscriptionRefused(1000, 'closed by the test'));
        await client.dispose();
      },
    };
  });
}
