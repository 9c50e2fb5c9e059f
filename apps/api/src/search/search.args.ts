import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

@ArgsType()
export class SearchArgs {
  @Field(() => String, {
    description:
      'Case-insensitive substring of a client name, a proposal title, or a proposal or invoice number.',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  term!: string;

  @Field(() => Int, { defaultValue: 5, description: 'Matches per kind, 1 to 20.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(20)
  first: number = 5;
}
