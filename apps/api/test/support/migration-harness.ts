import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource, MigrationInterface } from 'typeorm';
import { typeOrmOptions } from '../../src/database/typeorm-options';

/**
 * A throwaway PostgreSQL database walked through the real migrations a step at a time, so a
 * test can fill it as an older release wrote it, then migrate it and check every row.
 */
export type MigrationClass = new () => MigrationInterface;

const MIGRATIONS_DIR = join(__dirname, '../../src/database/migrations');

/** The migration's name as TypeORM records it: its `name`, else its class name. */
export function migrationName(migration: MigrationClass): string {
  return new migration().name ?? migration.name;
}

/** The JavaScript timestamp TypeORM reads from the last 13 digits of a migration's name. */
export function migrationTimestamp(migration: MigrationClass): number {
  const name = migrationName(migration);
  const match = /(\d{13})$/.exec(name);
  if (!match) throw new Error(`${name}: a migration's name ends with a 13-digit timestamp`);
  return Number(match[1]);
}

/** Every migration class in src/database/migrations, oldest first. */
export function migrationClasses(): MigrationClass[] {
  const classes = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /\.(ts|js)$/.test(file) && !/\.d\.ts$/.test(file))
    .flatMap((file) =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads each file as TypeORM's glob does
      Object.values(require(join(MIGRATIONS_DIR, file)) as Record<string, unknown>).filter(
        (value): value is MigrationClass =>
          typeof value === 'function' && typeof value.prototype?.up === 'function',
      ),
    );
  return classes.sort((a, b) => migrationTimestamp(a) - migrationTimestamp(b));
}

export interface MigrationHarness {
  readonly databaseName: string;
  readonly url: string;
  /** Plain SQL on the throwaway database (one connection, kept open). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Applies the pending migrations stamped at or before `timestamp`; returns their names. */
  migrateTo(timestamp: number): Promise<string[]>;
  /** Applies every pending migration; returns their names. */
  migrateAll(): Promise<string[]>;
  /**
   * Runs `down` of the applied migrations, newest first, until none stamped after `timestamp`
   * remains; returns their names in the order reverted.
   */
  revertTo(timestamp: number): Promise<string[]>;
  /** The names of the applied migrations, oldest first. */
  applied(): Promise<string[]>;
  /** Closes the connection and drops the database (kept when KEEP_TEST_DATABASE is set). */
  close(): Promise<void>;
}

function adminUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

async function asAdmin(sql: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A DataSource over `migrations` only, with the app's table name and naming strategy. */
function migrationDataSource(url: string, migrations: MigrationClass[]): DataSource {
  return new DataSource({ ...typeOrmOptions(url, 1), entities: [], migrations });
}

async function withDataSource<T>(
  url: string,
  migrations: MigrationClass[],
  work: (dataSource: DataSource) => Promise<T>,
): Promise<T> {
  const dataSource = migrationDataSource(url, migrations);
  await dataSource.initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** Creates an empty database with a unique name; nothing is migrated yet. */
export async function createMigrationHarness(): Promise<MigrationHarness> {
  const databaseName = `dealdraft_migration_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await asAdmin(`CREATE DATABASE "${databaseName}"`);
  const target = new URL(adminUrl());
  target.pathname = `/${databaseName}`;
  const url = target.toString();
  const client = new Client({ connectionString: url });
  await client.connect();
  const all = migrationClasses();

  // Each migration in its own transaction, as migrate.ts applies them.
  const migrate = (migrations: MigrationClass[]) =>
    withDataSource(url, migrations, async (dataSource) =>
      (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name),
    );
  const latest = async () =>
    (
      await client.query<{ name: string; timestamp: string }>(
        'SELECT name, timestamp FROM migrations ORDER BY id DESC LIMIT 1',
      )
    ).rows[0];

  return {
    databaseName,
    url,
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as T[],
    migrateTo: (timestamp) => migrate(all.filter((m) => migrationTimestamp(m) <= timestamp)),
    migrateAll: () => migrate(all),
    revertTo: (timestamp) =>
      withDataSource(url, all, async (dataSource) => {
        const reverted: string[] = [];
        for (let last = await latest(); last && Number(last.timestamp) > timestamp;) {
          await dataSource.undoLastMigration({ transaction: 'each' });
          reverted.push(last.name);
          last = await latest();
        }
        return reverted;
      }),
    applied: async () =>
      (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map(
        (row) => row.name,
      ),
    close: async () => {
      await client.end();
      if (!process.env.KEEP_TEST_DATABASE)
        await asAdmin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    },
  };
}
