import { AccountMessages, ApiKeyMessages } from '@dealdraft/domain';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/http/public.decorator';
import type { AuthUser } from './auth-user';
import { AccountRecoveryService } from './account-recovery.service';
import { AuthService } from './auth.service';
import { ClientIp, CurrentUser } from './current-user.decorator';
import {
  EmailChangeConfirmInput,
  EmailChangeInput,
  PasswordResetInput,
  PasswordResetRequestInput,
} from './dto/account.input';
import { LoginInput } from './dto/login.input';
import { SignupInput } from './dto/signup.input';
import { AuthPayloadModel, toUserModel, UserModel } from './models/user.model';
import { SessionOnly } from './roles.decorator';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly recovery: AccountRecoveryService,
  ) {}

  @Public()
  @Mutation(() => AuthPayloadModel, { description: 'Creates an account with a 7-day trial.' })
  signup(@Args('input') input: SignupInput, @ClientIp() ip: string): Promise<AuthPayloadModel> {
    return this.auth.signup(input, ip);
  }

  @Public()
  @Mutation(() => AuthPayloadModel)
  login(@Args('input') input: LoginInput, @ClientIp() ip: string): Promise<AuthPayloadModel> {
    return this.auth.login(input, ip);
  }

  @SessionOnly(ApiKeyMessages.cannotLogOut)
  @Mutation(() => Boolean, { description: 'Revokes the token this request carries.' })
  async logout(@CurrentUser() user: AuthUser): Promise<boolean> {
    await this.auth.logout(user);
    return true;
  }

  @Public()
  @Mutation(() => String, {
    description:
      'Mails a password reset link if the address has an account; the same answer either way.',
  })
  async requestPasswordReset(
    @Args('input') input: PasswordResetRequestInput,
    @ClientIp() ip: string,
  ): Promise<string> {
    await this.recovery.requestPasswordReset(input.email, ip);
    return AccountMessages.resetRequested;
  }

  @Public()
  @Mutation(() => AuthPayloadModel, {
    description: 'Sets a new password from a reset link, signs out every session, signs in.',
  })
  resetPassword(@Args('input') input: PasswordResetInput): Promise<AuthPayloadModel> {
    return this.recovery.resetPassword(input.token, input.password);
  }

  @SessionOnly(ApiKeyMessages.sessionOnly)
  @Mutation(() => String, {
    description: 'Mails a confirmation link to the new address; returns that address.',
  })
  requestEmailChange(
    @CurrentUser() user: AuthUser,
    @Args('input') input: EmailChangeInput,
  ): Promise<string> {
    return this.recovery.requestEmailChange(user, input.email, input.password);
  }

  @Public()
  @Mutation(() => String, {
    description: 'Moves the account to the address a confirmation link was sent to; returns it.',
  })
  confirmEmailChange(@Args('input') input: EmailChangeConfirmInput): Promise<string> {
    return this.recovery.confirmEmailChange(input.token);
  }

  @Query(() => UserModel, { description: 'The signed-in user.' })
  me(@CurrentUser() user: AuthUser): UserModel {
    return toUserModel(user);
  }
}
