import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { ApprovalRule } from './approval-rule.entity';
import { ProposalApproval } from './proposal-approval.entity';
import { ApprovalsController } from './approvals.controller';
import { ApprovalsResolver, ProposalApprovalFieldResolver } from './approvals.resolver';
import { ApprovalsService } from './approvals.service';

/** The service alone, for the sends that ask it (e-mail, client links). */
@Module({
  imports: [TypeOrmModule.forFeature([ApprovalRule, ProposalApproval]), NotificationsModule],
  providers: [ApprovalsService],
  exports: [ApprovalsService],
})
export class ApprovalsCoreModule {}

/** The approval rule and the proposals' approvals: REST routes and GraphQL. */
@Module({
  imports: [ApprovalsCoreModule],
  controllers: [ApprovalsController],
  providers: [ApprovalsResolver, ProposalApprovalFieldResolver],
})
export class ApprovalsModule {}
