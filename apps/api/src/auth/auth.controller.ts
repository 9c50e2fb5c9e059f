import { ApiKeyMessages, Messages } from '@dealdraft/domain';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ok } from '../common/http/envelope';
import { Public } from '../common/http/public.decorator';
import type { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { ClientIp, CurrentUser } from './current-user.decorator';
import { LoginInput } from './dto/login.input';
import { SessionOnly } from './roles.decorator';
import { SignupInput } from './dto/signup.input';
import { toUserWithToken } from './models/user.model';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

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
}
