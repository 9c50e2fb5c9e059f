import { Module } from '@nestjs/common';
import { LiveEvents } from './live-events';
import { LiveResolver } from './live.resolver';
import { LiveService } from './live.service';
import { SocketAuth } from './socket-auth';

/**
 * Live updates: `LiveEvents` publishes what clients do, from where it happens
 * (client links, e-mail opens, online payments); `Subscription.activity` delivers it over
 * graphql-ws to the workspace's open screens on any api replica.
 */
@Module({
  providers: [LiveEvents, LiveService, LiveResolver, SocketAuth],
  exports: [LiveEvents, SocketAuth],
})
export class LiveModule {}
