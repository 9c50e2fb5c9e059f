import { Messages, Rules } from '@dealdraft/domain';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { LoginInput } from './login.input';

const v = Messages.validation;

@InputType()
export class SignupInput extends LoginInput {
  @Field()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(Rules.nameMax, { message: `Name must be at most ${Rules.nameMax} characters` })
  @MinLength(Rules.nameMin, { message: v.nameMin })
  @IsNotEmpty({ message: v.nameRequired })
  @IsString({ message: v.nameRequired })
  name: string;
}
