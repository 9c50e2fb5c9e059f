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

  /** GET /api/health: PostgreSQL and Redis, 503 naming whichever does not answer. */
  async healthy(): Promise<ProbeAnswer<Omit<ReadinessData, 'shuttingDown'>>> {
    const report = await this.health.check();
    return answer({ database: report.database, redis: report.redis }, downServices(report));
  }

  async ready(): Promise<ProbeAnswer<ReadinessData>> {
    const report = await this.health.check();
    const shuttingDown = this.shutdown.isShuttingDown;
    const data = { database: report.database, redis: report.redis, shuttingDown };
    return answer(data, downServices(report), shuttingDown ? Messages.system.shuttingDown : null);
  }
}

/** 200 when nothing is down and nothing refuses; else 503 saying why (a refusal first). */
function answer<T>(data: T, down: string[], refusal: string | null = null): ProbeAnswer<T> {
  const problem = refusal ?? (down.length > 0 ? unavailableMessage(down) : null);
  if (problem) return { httpStatus: 503, body: { status: 'error', data, message: problem } };
  return { httpStatus: 200, body: { status: 'success', data, message: Messages.system.healthy } };
}
