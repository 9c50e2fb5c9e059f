import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Kept small so not even an operator can park a worker for long. */
export const MAX_PING_HOLD_MS = 2_000;

@InputType()
export class PingInput {
  @Field(() => Int, {
    nullable: true,
    description: 'Milliseconds the worker holds the job (tests).',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_PING_HOLD_MS)
  holdMs?: number;
}
