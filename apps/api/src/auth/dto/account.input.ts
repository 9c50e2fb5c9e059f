import { AccountMessages, Messages, Rules } from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MultiLine } from '../../common/input/control-characters';
import { AccountEmail } from './login.input';

const v = Messages.validation;
const NO_TRAILING_DOT = /[^.]$/;

// Checked in the order listed, up to the first failure: "required" first.

/** A new password: the sign-up rules (at least 6, at most the maximum). */
const NewPassword = () =>
  applyDecorators(
    Field(),
    IsString({ message: v.passwordRequired }),
    IsNotEmpty({ message: v.passwordRequired }),
    MinLength(Rules.passwordMin, { message: v.passwordMin }),
    MaxLength(Rules.passwordMax, {
      message: `Password must be at most ${Rules.passwordMax} characters`,
    }),
    MultiLine(),
  );

/** A link's token as it came in the e-mail; anything malformed is simply an invalid link. */
const LinkToken = () =>
  applyDecorators(
    Field(),
    IsString({ message: AccountMessages.tokenRequired }),
    IsNotEmpty({ message: AccountMessages.tokenRequired }),
    MaxLength(200, { message: AccountMessages.tokenRequired }),
  );

@InputType()
export class PasswordResetRequestInput {
  @AccountEmail()
  email: string;
}

@InputType()
export class PasswordResetInput {
  @LinkToken()
  token: string;

  @NewPassword()
  password: string;
}

@InputType()
export class EmailChangeInput {
  @AccountEmail(Matches(NO_TRAILING_DOT, { message: v.email }))
  email: string;

  /** The current password: an open session alone must not be enough to take the account away. */
  @Field()
  @MultiLine()
  @MaxLength(Rules.passwordMax, { message: AccountMessages.passwordIncorrect })
  @IsNotEmpty({ message: v.passwordRequired })
  @IsString({ message: v.passwordRequired })
  password: string;
}

@InputType()
export class EmailChangeConfirmInput {
  @LinkToken()
  token: string;
}
