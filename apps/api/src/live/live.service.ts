import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { EventQueue } from './event-queue';
import { LiveEvents } from './live-events';
import type { ActivityEventModel } from './models/activity-event.model';
import { SocketAuth } from './socket-auth';

/** What a subscription knows of its socket (see graphql.module.ts's graphql-ws context). */
export interface LiveConnection {
  /** The bearer the socket connected with ("Bearer …"), checked again before each event. */
  authorization: string;
  /** Closes the socket with a graphql-ws close code. */
  close: (code: number, reason: string) => void;
}

/** graphql-ws's close code for a connection it refuses (onConnect said no). */
export const FORBIDDEN_CLOSE = 4403;

@Injectable()
export class LiveService {
  constructor(
    private readonly events: LiveEvents,
    private readonly auth: SocketAuth,
  ) {}

  /**
   * The subscriber's workspace's events, READY first, once Redis has confirmed the
   * subscription: a screen that refetches on READY misses nothing. Before each event the
   * socket's credential is checked again, as a request's would be (one Redis and one
   * PostgreSQL read, and events are a person's actions, so few): a session logged out, a key
   * revoked or a member removed gets no further event, and the socket is closed with 4403.
   */
  async activity(
    user: AuthUser,
    connection: LiveConnection,
  ): Promise<AsyncIterableIterator<ActivityEventModel>> {
    let stop: () => void = () => undefined;
    const queue = new EventQueue<ActivityEventModel>(() => stop());
    let delivering = Promise.resolve();
    stop = await this.events.listen(user.workspaceId, (event) => {
      // One check after another, so that events keep the order they were published in.
      delivering = delivering.then(async () => {
        if (queue.done) return;
        if (await this.auth.authenticate(connection.authorization)) return queue.push(event);
        queue.end();
        connection.close(FORBIDDEN_CLOSE, 'Forbidden');
      });
    });
    queue.push(this.events.ready());
    return queue;
  }
}
