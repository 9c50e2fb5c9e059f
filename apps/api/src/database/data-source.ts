import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { typeOrmOptions } from './typeorm-options';

/** For the TypeORM CLI: `npx typeorm migration:generate -d apps/api/dist/database/data-source.js`. */
const config = AppConfig.fromEnv();
export default new DataSource(typeOrmOptions(config.database.url, 1));
