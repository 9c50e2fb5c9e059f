import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { checkQueryTexts } from './prepared-statements';
import { typeOrmOptions } from './typeorm-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        // In tests every reused SQL text is checked against a fresh one (prepared-statements.ts).
        checkQueryTexts(config.env === 'test');
        return {
          ...typeOrmOptions(config.database.url, config.database.poolSize),
          // Fail fast at boot instead of retrying for half a minute.
          retryAttempts: 2,
          retryDelay: 1000,
        };
      },
    }),
  ],
})
export class DatabaseModule {}
