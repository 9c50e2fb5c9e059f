import { EMAIL_PATTERN, Messages, Rules } from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MultiLine } from '../../common/input/control-characters';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const v = Messages.validation;

/**
 * An account's e-mail, checked in this order up to the first failure; sign-up adds its own
 * rules after these (a subclass that decorates a property again drops the inherited checks).
 */
export const AccountEmail = (...extra: PropertyDecorator[]) =>
  applyDecorators(
    Field(),
    Transform(trim),
    IsString({ message: v.emailRequired }),
    IsNotEmpty({ message: v.emailRequired }),
    Matches(EMAIL_PATTERN, { message: v.email }),
    MaxLength(Rules.emailMax, { message: v.email }),
    ...extra,
  );

// Decorators run bottom-up and stop at the first failure, so "required" is listed last.
@InputType()
export class LoginInput {
  @AccountEmail()
  email: string;

  @Field()
  // A password is opaque: keep taking the tab or line break an existing one may hold.
  @MultiLine()
  @MaxLength(Rules.passwordMax, {
    message: `Password must be at most ${Rules.passwordMax} characters`,
  })
  @MinLength(Rules.passwordMin, { message: v.passwordMin })
  @IsNotEmpty({ message: v.passwordRequired })
  @IsString({ message: v.passwordRequired })
  password: string;
}
