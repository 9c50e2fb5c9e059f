import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomField } from './custom-field.entity';
import { CustomFieldsController } from './custom-fields.controller';
import { CustomFieldsResolver } from './custom-fields.resolver';
import { CustomFieldsService } from './custom-fields.service';

/** Fields a workspace keeps on its clients, documents and lines, and the check of their values. */
@Module({
  imports: [TypeOrmModule.forFeature([CustomField])],
  controllers: [CustomFieldsController],
  providers: [CustomFieldsService, CustomFieldsResolver],
  exports: [CustomFieldsService],
})
export class CustomFieldsModule {}
