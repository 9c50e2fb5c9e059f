import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { typeOrmOptions } from './typeorm-options';

/** Applies pending migrations, each in its own transaction, and returns their names. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource(typeOrmOptions(url, 1));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  const config = AppConfig.fromEnv();
  runMigrations(config.database.url).then(
    (applied) => {
      console.log(
        applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date',
      );
    },
    (error: unknown) => {
      console.error('Migration failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
