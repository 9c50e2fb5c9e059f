import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { METRIC_PREFIX, MetricsRegistry } from './metrics-registry';

/** The figures of node-postgres's Pool this reads (TypeORM's postgres driver keeps it as `master`). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max: number };
}

/** The process's PostgreSQL connection pool, read when scraped. */
@Injectable()
export class DatabasePoolMetrics {
  constructor(registry: MetricsRegistry, @InjectDataSource() dataSource: DataSource) {
    const pool = (): PgPool | undefined =>
      (dataSource.driver as unknown as { master?: PgPool }).master;
    const gauge = (name: string, help: string, read: (pool: PgPool) => number) => {
      const metric: Gauge = new Gauge({
        name: `${METRIC_PREFIX}${name}`,
        help,
        registers: [registry],
        collect: () => {
          const current = pool();
          if (current) metric.set(read(current));
        },
      });
    };
    gauge('db_pool_connections', 'PostgreSQL connections open (busy or idle)', (p) => p.totalCount);
    gauge('db_pool_idle_connections', 'PostgreSQL connections open and idle', (p) => p.idleCount);
    gauge(
      'db_pool_waiting_clients',
      'Queries waiting for a free PostgreSQL connection',
      (p) => p.waitingCount,
    );
    gauge(
      'db_pool_max_connections',
      'Size limit of the pool (DATABASE_POOL_SIZE)',
      (p) => p.options.max,
    );
  }
}
