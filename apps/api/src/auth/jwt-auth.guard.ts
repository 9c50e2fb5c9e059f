import { ErrorCode, Messages, WorkspaceMessages, type WorkspaceRole } from '@dealdraft/domain';
import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { AppError } from '../common/errors/app-error';
import { IS_PUBLIC } from '../common/http/public.decorator';
import type { AuthUser } from './auth-user';
import { REQUIRED_ROLES, SESSION_ONLY } from './roles.decorator';
import { API_KEY_STRATEGY, JWT_STRATEGY } from './strategies';

/**
 * Global guard: every route and resolver needs a valid session or API key unless marked
 * @Public(), and the role @Roles() asks for in the active workspace. The API key strategy goes
 * first and passes on any bearer that is not a `ddk_` key, which the JWT strategy then reads.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard([API_KEY_STRATEGY, JWT_STRATEGY]) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  override getRequest(context: ExecutionContext): Request {
    if (context.getType<GqlContextType>() === 'graphql') {
      return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
    }
    return context.switchToHttp().getRequest<Request>();
  }

  override handleRequest<T>(error: unknown, user: T, _info: unknown, context: ExecutionContext): T {
    if (error) throw error;
    if (!user) {
      const hasToken = Boolean(this.getRequest(context).headers.authorization);
      throw AppError.unauthenticated(
        hasToken ? Messages.auth.sessionExpired : Messages.auth.sessionRequired,
      );
    }
    const roles = this.reflector.getAllAndOverride<WorkspaceRole[] | undefined>(REQUIRED_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    const { role, apiKeyId } = user as unknown as AuthUser;
    if (roles && !roles.includes(role)) {
      throw new AppError(
        ErrorCode.Forbidden,
        roles.includes('admin') ? WorkspaceMessages.adminOnly : WorkspaceMessages.ownerOnly,
      );
    }
    if (apiKeyId) {
      const sessionOnly = this.reflector.getAllAndOverride<string | undefined>(SESSION_ONLY, [
        context.getHandler(),
        context.getClass(),
      ]);
      if (sessionOnly) throw new AppError(ErrorCode.Forbidden, sessionOnly);
    }
    return user;
  }
}
