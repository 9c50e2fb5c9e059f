import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { PingInput } from './dto/ping.input';
import { PingResultModel } from './models/ping-result.model';
import { SystemService } from './system.service';

@Resolver()
export class SystemResolver {
  constructor(private readonly system: SystemService) {}

  @Mutation(() => PingResultModel, {
    description: 'Round trip through the job queue and a worker.',
  })
  ping(@Args('input', { nullable: true }) input?: PingInput): Promise<PingResultModel> {
    return this.system.ping(input?.holdMs);
  }
}
