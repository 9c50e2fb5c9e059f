import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

@ArgsType()
export class NotificationFeedArgs {
  @Field(() => Int, { defaultValue: 10, description: '1 to 50.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(50)
  first: number = 10;
}
