import type { ModuleMetadata, Type } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { ClockModule } from '../../src/common/clock';
import { ConfigModule } from '../../src/config/config.module';
import { DatabaseModule } from '../../src/database/database.module';

/** Env a service context is built with: the database of the jest worker (setup.ts), quiet logs. */
const SERVICE_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

/**
 * The service tier, between unit and integration tests (immich's "medium" tests): a few Nest
 * modules against the real PostgreSQL, without HTTP, GraphQL, queues or a worker. For a rule that
 * needs the database but no transport, it costs a module compile instead of booting the app.
 *
 * Every query of a test runs on ONE connection, inside a transaction rolled back after the test:
 * the tests leave no rows and need no unique names. The DataSource hands that connection out as
 * every query runner it is asked for, so repositories, `manager.query` and `transaction()` all use
 * it; a service's own transaction becomes a savepoint inside the test's (TypeORM nests them), and
 * its commit releases the savepoint. What needs two connections (a row lock that another request
 * waits on, concurrent creates) stays in the integration tier.
 */
export interface ServiceContext {
  get<T>(type: Type<T>): T;
  /** The test's transaction: for arranging rows and reading them back. */
  manager: EntityManager;
}

/**
 * Compiles `metadata` with the config, clock and database modules, and rolls each test back.
 * Call it in a describe block's body (it registers the jest hooks itself):
 *
 *     const ctx = serviceContext({ imports: [NumberingModule] });
 *     it('…', () => ctx().get(NumberingService).next(…));
 */
export function serviceContext(
  metadata: ModuleMetadata,
  customize: (builder: ReturnType<typeof Test.createTestingModule>) => typeof builder = (b) => b,
): () => ServiceContext {
  let moduleRef: TestingModule;
  let runner: QueryRunner;
  let release: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    const saved = { ...process.env };
    Object.assign(process.env, SERVICE_ENV);
    try {
      moduleRef = await customize(
        Test.createTestingModule({
          ...metadata,
          imports: [ConfigModule, ClockModule, DatabaseModule, ...(metadata.imports ?? [])],
        }),
      ).compile();
    } finally {
      process.env = saved;
    }
    moduleRef.useLogger(false);
    await moduleRef.init();
    ({ runner, release } = shareOneConnection(moduleRef.get(DataSource)));
    await runner.connect();
  });
  beforeEach(() => runner.startTransaction());
  afterEach(() => runner.rollbackTransaction());
  afterAll(async () => {
    await release();
    await moduleRef?.close();
  });
  return () => ({
    get: (type) => moduleRef.get(type),
    manager: runner.manager,
  });
}

/**
 * Makes `dataSource` answer every createQueryRunner() with one runner that services cannot
 * release (they release what they were given when their work is done); returns how to release it
 * for good.
 */
function shareOneConnection(dataSource: DataSource): {
  runner: QueryRunner;
  release: () => Promise<void>;
} {
  const runner = dataSource.createQueryRunner();
  const release = runner.release.bind(runner);
  runner.release = () => Promise.resolve();
  dataSource.createQueryRunner = () => runner;
  return { runner, release };
}
