import { ApiKeyMessages } from '@dealdraft/domain';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/http/public.decorator';
import type { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { ClientIp, CurrentUser } from './current-user.decorator';
import { LoginInput } from './dto/login.input';
import { SignupInput } from './dto/signup.input';
import { AuthPayloadModel, toUserModel, UserModel } from './models/user.model';
import { SessionOnly } from './roles.decorator';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

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

  @Query(() => UserModel, { description: 'The signed-in user.' })
  me(@CurrentUser() user: AuthUser): UserModel {
    return toUserModel(user);
  }
}
