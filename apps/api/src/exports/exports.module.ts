import { Module } from '@nestjs/common';
import { CustomFieldsModule } from '../custom-fields/custom-fields.module';
import { ExportsController } from './exports.controller';
import { ExportsService } from './exports.service';

/** CSV exports of a workspace's clients, documents and lines. */
@Module({
  imports: [CustomFieldsModule],
  controllers: [ExportsController],
  providers: [ExportsService],
})
export class ExportsModule {}
