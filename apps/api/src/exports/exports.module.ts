import { Module } from '@nestjs/common';
import { ExportsController } from './exports.controller';
import { ExportsService } from './exports.service';

/** CSV exports of a workspace's clients, documents and lines. */
@Module({ controllers: [ExportsController], providers: [ExportsService] })
export class ExportsModule {}
