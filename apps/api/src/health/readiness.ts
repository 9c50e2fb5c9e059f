import { Messages, unavailableMessage, type Envelope } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { downServices, HealthService, ServiceState } from './health.service';
import { ShutdownState } from './shutdown-state';

export interface ReadinessData {
  database: ServiceState;
  redis: ServiceState;
  shuttingDown: boolean;
}

export interface ProbeAnswer<T> {
  httpStatus: number;
  body: Envelope<T>;
}

/**
 * The probes Kubernetes asks, for the api's REST routes and both processes' metrics servers.
 * Liveness checks nothing but that the event loop answers: a dependency being down must not
 * get the process restarted. Readiness wants PostgreSQL and Redis, and no shutdown under way.
 */
@Injectable()
export class Readiness {
  constructor(
    private readonly health: HealthService,
    private readonly shutdown: ShutdownState,
  ) {}

  live(): ProbeAnswer<{ uptimeSeconds: number }> {
    return {
      httpStatus: 200,
      body: {
        status: 'success',
        data: { uptimeSeconds: Math.floor(process.uptime()) },
        message: Messages.system.alive,
      },
    };
  }

  async ready(): Promise<ProbeAnswer<ReadinessData>> {
    const report = await this.health.check();
    const shuttingDown = this.shutdown.isShuttingDown;
    const down = downServices(report);
    const data = { database: report.database, redis: report.redis, shuttingDown };
    if (!shuttingDown && down.length === 0) {
      return {
        httpStatus: 200,
        body: { status: 'success', data, message: Messages.system.healthy },
      };
    }
    const message = shuttingDown ? Messages.system.shuttingDown : unavailableMessage(down);
    return { httpStatus: 503, body: { status: 'error', data, message } };
  }
}
