import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/http/public.decorator';
import { HealthService } from './health.service';

@ObjectType('HealthStatus')
class HealthStatusModel {
  @Field()
  ok: boolean;

  @Field({ description: '"up" or "down"' })
  database: string;

  @Field({ description: '"up" or "down"' })
  redis: string;
}

@Resolver()
export class HealthResolver {
  constructor(private readonly healthService: HealthService) {}

  @Public()
  @Query(() => HealthStatusModel, { description: 'Whether PostgreSQL and Redis answer.' })
  health(): Promise<HealthStatusModel> {
    return this.healthService.check();
  }
}
