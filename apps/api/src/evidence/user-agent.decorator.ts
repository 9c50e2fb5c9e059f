import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';

/** The request's User-Agent header, null when absent (REST or GraphQL). */
export const UserAgent = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | null => {
    const request =
      context.getType<GqlContextType>() === 'graphql'
        ? GqlExecutionContext.create(context).getContext<{ req: Request }>().req
        : context.switchToHttp().getRequest<Request>();
    return request.headers['user-agent'] ?? null;
  },
);
