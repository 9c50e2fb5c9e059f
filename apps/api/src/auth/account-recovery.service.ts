import { AccountMessages, ErrorCode, FieldCode, Messages, normaliseEmail } from '@dealdraft/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { AppError } from '../common/errors/app-error';
import { invalidField } from '../common/errors/validation';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { isUniqueViolation } from '../database/unique-violation';
import { Queues } from '../queue/queues';
import { UsersService } from '../users/users.service';
import { WorkspacesService } from '../workspaces/workspaces.service';
import type { AuthUser } from './auth-user';
import { ARGON2_OPTIONS } from './auth.service';
import { ACCOUNT_MAIL_JOB, type AccountMailJob } from '../queue/email-jobs';
import { AccountTokens } from './account-tokens';
import { AuthPayloadModel, toUserModel } from './models/user.model';
import { TokenService } from './token.service';

const HOUR_S = 60 * 60;
/** Reset e-mails one address may be sent per hour, and requests one network may make. */
const RESETS_PER_EMAIL_PER_HOUR = 3;
const RESETS_PER_IP_PER_HOUR = 20;
const EMAIL_CHANGES_PER_USER_PER_HOUR = 5;

/**
 * Getting back into an account (a reset link by e-mail) and moving it to another address (a
 * link sent to the new one). Links are single-use, kept hashed, and work for an hour; a reset
 * raises the person's session version, which signs out every session they had.
 */
@Injectable()
export class AccountRecoveryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(Queues.Email) private readonly emailQueue: Queue<AccountMailJob>,
    private readonly links: AccountTokens,
    private readonly users: UsersService,
    private readonly workspaces: WorkspacesService,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /**
   * The same answer, in about the same time, whether or not the address has an account: the
   * e-mail goes out from the worker, so the request never waits on SMTP for a real account.
   */
  async requestPasswordReset(rawEmail: string, ip: string): Promise<void> {
    const email = normaliseEmail(rawEmail);
    const [byEmail, byIp] = await Promise.all([
      this.limiter.hit(`reset:email:${email}`, HOUR_S),
      this.limiter.hit(`reset:ip:${ip}`, HOUR_S),
    ]);
    if (byEmail > RESETS_PER_EMAIL_PER_HOUR || byIp > RESETS_PER_IP_PER_HOUR) {
      throw new AppError(ErrorCode.RateLimited, AccountMessages.tooManyResets);
    }
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const link = await this.dataSource.transaction((manager) =>
      this.links.create(manager, {
        userId: user.id,
        purpose: 'password-reset',
        now: this.clock.now(),
      }),
    );
    await this.mail(link);
  }

  /** Sets the new password, signs out every session, and signs this one in. */
  async resetPassword(token: string, password: string): Promise<AuthPayloadModel> {
    const passwordHash = await argon2.hash(password, ARGON2_OPTIONS);
    const userId = await this.dataSource.transaction(async (manager) => {
      const used = await this.links.consume(manager, token, 'password-reset', this.clock.now());
      if (!used) throw new AppError(ErrorCode.BadRequest, AccountMessages.resetLinkInvalid);
      await manager.query(
        `UPDATE users SET password_hash = $2, session_version = session_version + 1,
                          updated_at = now()
          WHERE id = $1`,
        [used.userId, passwordHash],
      );
      return used.userId;
    });
    const session = await this.workspaces.findSession(userId, undefined);
    if (session.status !== 'ok') throw AppError.unauthenticated(Messages.auth.invalidCredentials);
    return {
      token: await this.tokens.issue(userId, session.user.workspaceId),
      user: toUserModel(session.user),
    };
  }

  /** Sends a confirmation link to the new address, once the current password is given. */
  async requestEmailChange(user: AuthUser, rawEmail: string, password: string): Promise<string> {
    const email = normaliseEmail(rawEmail);
    if (email === user.email)
      throw invalidField('email', FieldCode.EmailUnchanged, AccountMessages.emailUnchanged);
    const withHash = await this.users.findByEmailWithHash(user.email);
    if (!withHash || !(await argon2.verify(withHash.passwordHash, password))) {
      const message = AccountMessages.passwordIncorrect;
      throw invalidField('password', FieldCode.PasswordIncorrect, message);
    }
    const count = await this.limiter.hit(`email-change:user:${user.id}`, HOUR_S);
    if (count > EMAIL_CHANGES_PER_USER_PER_HOUR) {
      throw new AppError(ErrorCode.RateLimited, AccountMessages.tooManyEmailChanges);
    }
    if (await this.users.findByEmail(email)) {
      throw new AppError(ErrorCode.Conflict, Messages.auth.emailTaken);
    }
    const link = await this.dataSource.transaction((manager) =>
      this.links.create(manager, {
        userId: user.id,
        purpose: 'email-change',
        newEmail: email,
        now: this.clock.now(),
      }),
    );
    await this.mail(link);
    return email;
  }

  /** Moves the account to the address the link was sent to; returns that address. */
  async confirmEmailChange(token: string): Promise<string> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const used = await this.links.consume(manager, token, 'email-change', this.clock.now());
        if (!used?.newEmail) {
          throw new AppError(ErrorCode.BadRequest, AccountMessages.emailChangeLinkInvalid);
        }
        await manager.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [
          used.userId,
          used.newEmail,
        ]);
        return used.newEmail;
      });
    } catch (error) {
      // Someone signed up with the address after the link was sent.
      if (isUniqueViolation(error))
        throw new AppError(ErrorCode.Conflict, Messages.auth.emailTaken);
      throw error;
    }
  }

  /**
   * After the commit: the worker mails the link. The token rides in the job (the database has
   * only its hash) and the worker drops it once mailed.
   */
  private async mail(link: { id: string; token: string }): Promise<void> {
    await this.emailQueue.add(ACCOUNT_MAIL_JOB, link, {
      jobId: `account-${link.id}`,
      attempts: 5,
      backoff: { type: 'exponential', delay: 5_000 },
    });
  }
}
