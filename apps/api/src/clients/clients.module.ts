import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { CustomFieldsModule } from '../custom-fields/custom-fields.module';
import { Client } from './client.entity';
import { ClientsController } from './clients.controller';
import { ClientsResolver } from './clients.resolver';
import { ClientsService } from './clients.service';

/** Clients: who a workspace bills; documents link one and keep their own copy. */
@Module({
  imports: [TypeOrmModule.forFeature([Client]), WorkspacesModule, CustomFieldsModule],
  controllers: [ClientsController],
  providers: [ClientsService, ClientsResolver, RateLimiter, CreateLimit],
  exports: [ClientsService],
})
export class ClientsModule {}
