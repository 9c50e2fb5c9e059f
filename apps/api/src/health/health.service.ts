import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RedisClient } from '../redis/redis.module';

export type ServiceState = 'up' | 'down';

export interface HealthReport {
  ok: boolean;
  database: ServiceState;
  redis: ServiceState;
}

const CHECK_TIMEOUT_MS = 1500;

/** Asks PostgreSQL and Redis for real, each with a short timeout, in parallel. */
@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisClient,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
    ]);
    return { ok: database === 'up' && redis === 'up', database, redis };
  }
}

async function probe(check: () => Promise<unknown>): Promise<ServiceState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** The names the 503 message uses for services that are down. */
export function downServices(report: HealthReport): string[] {
  return [
    ...(report.database === 'down' ? ['PostgreSQL'] : []),
    ...(report.redis === 'down' ? ['Redis'] : []),
  ];
}
