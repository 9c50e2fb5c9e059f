import { ErrorCode, Messages } from '@dealdraft/domain';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../errors/app-error';

export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

/**
 * Operator-only routes (the system ping): the caller must send OPERATOR_TOKEN in
 * X-Operator-Token. A session does not count, so no signed-in user can reach them; without
 * a configured token they do not exist (404).
 */
@Injectable()
export class OperatorGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(config: AppConfig) {
    this.expected = config.operatorToken === null ? null : digest(config.operatorToken);
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expected) throw AppError.notFound(Messages.system.notFound);
    const request =
      context.getType<GqlContextType>() === 'graphql'
        ? GqlExecutionContext.create(context).getContext<{ req: Request }>().req
        : context.switchToHttp().getRequest<Request>();
    if (!matchesDigest(request.headers[OPERATOR_TOKEN_HEADER], this.expected)) {
      throw new AppError(ErrorCode.Forbidden, Messages.system.operatorsOnly);
    }
    return true;
  }
}

/** The SHA-256 of a secret, to compare against with matchesDigest. */
export function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Whether `presented` is the secret whose digest is `expected`. Digests have one length, so
 * the comparison takes the same time whatever was sent.
 */
export function matchesDigest(presented: unknown, expected: Buffer): boolean {
  return typeof presented === 'string' && timingSafeEqual(digest(presented), expected);
}
