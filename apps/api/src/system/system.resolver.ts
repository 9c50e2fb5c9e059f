import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { OperatorGuard } from '../common/http/operator.guard';
import { Public } from '../common/http/public.decorator';
import { PingInput } from './dto/ping.input';
import { PingResultModel } from './models/ping-result.model';
import { SystemService } from './system.service';

@Resolver()
export class SystemResolver {
  constructor(private readonly system: SystemService) {}

  @Public()
  @UseGuards(OperatorGuard)
  @Mutation(() => PingResultModel, {
    description:
      'Round trip through the job queue and a worker. Operators only: send OPERATOR_TOKEN as X-Operator-Token.',
  })
  ping(@Args('input', { nullable: true }) input?: PingInput): Promise<PingResultModel> {
    return this.system.ping(input?.holdMs);
  }
}
