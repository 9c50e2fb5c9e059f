import { Messages, Rules } from '@dealdraft/domain';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { AccountEmail, LoginInput } from './login.input';

const v = Messages.validation;

const NO_TRAILING_DOT = /[^.]$/;

@InputType()
export class SignupInput extends LoginInput {
  @Field()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(Rules.nameMax, { message: `Name must be at most ${Rules.nameMax} characters` })
  @MinLength(Rules.nameMin, { message: v.nameMin })
  @IsNotEmpty({ message: v.nameRequired })
  @IsString({ message: v.nameRequired })
  name: string;

  // `name@example.com.` reaches the same mailbox as `name@example.com`: refused, so one mailbox
  // cannot hold two accounts. Login keeps the old rule, so an account made so still signs in.
  // Declared after name, so the fields keep their order in messages.
  @AccountEmail(Matches(NO_TRAILING_DOT, { message: v.email }))
  override email: string;
}
