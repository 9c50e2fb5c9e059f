import { NumberingModule } from '../documents/numbering/numbering.module';
import { MoneyModule } from '../documents/money/money.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { ClientsModule } from '../clients/clients.module';
import { CustomFieldsModule } from '../custom-fields/custom-fields.module';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { Proposal } from './proposal.entity';
import { ProposalsController } from './proposals.controller';
import { ProposalsResolver } from './proposals.resolver';
import { ProposalStore } from './proposal-store';
import { ProposalsService } from './proposals.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Proposal]),
    WorkspacesModule,
    ClientsModule,
    CustomFieldsModule,
    NumberingModule,
    MoneyModule,
  ],
  controllers: [ProposalsController],
  providers: [ProposalsService, ProposalStore, ProposalsResolver, RateLimiter, CreateLimit],
  exports: [ProposalsService, ProposalStore],
})
export class ProposalsModule {}
