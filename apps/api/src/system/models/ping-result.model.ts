import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('PingResult')
export class PingResultModel {
  @Field(() => ID)
  pingId: string;

  @Field({ description: 'host:pid of the worker that processed the job' })
  processedBy: string;
}
