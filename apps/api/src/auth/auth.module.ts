import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { UsersModule } from '../users/users.module';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { AccountRecoveryService } from './account-recovery.service';
import { AccountTokensModule } from './account-tokens';
import { AuthController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { KnownSignIns } from './known-sign-ins';
import { TokenService } from './token.service';

@Module({
  imports: [
    PassportModule,
    JwtModule.register({}),
    UsersModule,
    WorkspacesModule,
    AccountTokensModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AccountRecoveryService,
    AuthResolver,
    TokenService,
    JwtStrategy,
    RateLimiter,
    KnownSignIns,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [TokenService],
})
export class AuthModule {}
