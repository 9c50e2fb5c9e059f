import { AccountMessages, ApiKeyMessages, Messages } from '@dealdraft/domain';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ok } from '../common/http/envelope';
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
import { SessionOnly } from './roles.decorator';
import { SignupInput } from './dto/signup.input';
import { toUserWithToken } from './models/user.model';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly recovery: AccountRecoveryService,
  ) {}

  @Public()
  @Post('signup')
  async signup(@Body() input: SignupInput, @ClientIp() ip: string) {
    return ok(toUserWithToken(await this.auth.signup(input, ip)), Messages.auth.signupSuccess);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body() input: LoginInput, @ClientIp() ip: string) {
    return ok(toUserWithToken(await this.auth.login(input, ip)), Messages.auth.loginSuccess);
  }

  @SessionOnly(ApiKeyMessages.cannotLogOut)
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthUser) {
    await this.auth.logout(user);
    return ok(null, Messages.auth.logoutSuccess);
  }

  /** The same 202 whether or not the address has an account. */
  @Public()
  @Post('password-reset')
  @HttpCode(202)
  async requestPasswordReset(@Body() input: PasswordResetRequestInput, @ClientIp() ip: string) {
    await this.recovery.requestPasswordReset(input.email, ip);
    return ok(null, AccountMessages.resetRequested);
  }

  @Public()
  @Post('password-reset/confirm')
  @HttpCode(200)
  async resetPassword(@Body() input: PasswordResetInput) {
    const session = await this.recovery.resetPassword(input.token, input.password);
    return ok(toUserWithToken(session), AccountMessages.resetDone);
  }

  @SessionOnly(ApiKeyMessages.sessionOnly)
  @Post('email-change')
  @HttpCode(202)
  async requestEmailChange(@CurrentUser() user: AuthUser, @Body() input: EmailChangeInput) {
    const email = await this.recovery.requestEmailChange(user, input.email, input.password);
    return ok({ email }, AccountMessages.emailChangeRequested(email));
  }

  @Public()
  @Post('email-change/confirm')
  @HttpCode(200)
  async confirmEmailChange(@Body() input: EmailChangeConfirmInput) {
    const email = await this.recovery.confirmEmailChange(input.token);
    return ok({ email }, AccountMessages.emailChanged(email));
  }
}
