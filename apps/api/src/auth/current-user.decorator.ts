import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { AuthUser } from './auth-user';

/** The signed-in user, from REST or GraphQL alike. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser => {
    const request =
      context.getType<GqlContextType>() === 'graphql'
        ? GqlExecutionContext.create(context).getContext<{ req: Request }>().req
        : context.switchToHttp().getRequest<Request>();
    return request.user as AuthUser;
  },
);

/** The caller's IP (trust proxy decides how X-Forwarded-For is read). */
export const ClientIp = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => {
    const request =
      context.getType<GqlContextType>() === 'graphql'
        ? GqlExecutionContext.create(context).getContext<{ req: Request }>().req
        : context.switchToHttp().getRequest<Request>();
    return request.ip ?? 'unknown';
  },
);
