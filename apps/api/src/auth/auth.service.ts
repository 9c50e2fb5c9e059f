import { ErrorCode, Messages, normaliseEmail } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../database/unique-violation';
import { AppError } from '../common/errors/app-error';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { AppConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { WorkspacesService } from '../workspaces/workspaces.service';
import type { AuthUser } from './auth-user';
import { AuthPayloadModel, toUserModel } from './models/user.model';
import { LoginInput } from './dto/login.input';
import { KnownSignIns } from './known-sign-ins';
import { SignupInput } from './dto/signup.input';
import { TokenService } from './token.service';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

const FAILED_LOGIN_LIMIT = 10;
const FAILED_LOGIN_WINDOW_S = 15 * 60;
const SIGNUP_WINDOW_S = 60 * 60;

@Injectable()
export class AuthService {
  /** Verified against when the e-mail is unknown, so both failures take the same time. */
  private readonly dummyHash = argon2.hash('not-a-real-password', ARGON2_OPTIONS);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly workspaces: WorkspacesService,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly knownSignIns: KnownSignIns,
    private readonly config: AppConfig,
  ) {}

  /** Creates the account and its own workspace, with a 7-day trial already running. */
  async signup(input: SignupInput, ip: string): Promise<AuthPayloadModel> {
    if (
      (await this.limiter.hit(`signup:ip:${ip}`, SIGNUP_WINDOW_S)) > this.config.signupsPerIpPerHour
    ) {
      throw new AppError(ErrorCode.RateLimited, Messages.auth.tooManySignups);
    }
    const email = normaliseEmail(input.email);
    const passwordHash = await argon2.hash(input.password, ARGON2_OPTIONS);
    let user: User;
    let workspaceId: string;
    try {
      // The person and their own workspace (where the trial runs) exist together or not at all.
      ({ user, workspaceId } = await this.dataSource.transaction(async (manager) => {
        const created = await manager.save(
          manager.create(User, { email, name: input.name, passwordHash }),
        );
        const workspace = await this.workspaces.createForNewUser(manager, created);
        return { user: created, workspaceId: workspace.id };
      }));
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(ErrorCode.Conflict, Messages.auth.emailTaken);
      throw error;
    }
    await this.knownSignIns.remember(email, ip);
    return {
      token: await this.tokens.issue(user.id, workspaceId),
      user: toUserModel({ ...user, role: 'owner' }),
    };
  }

  /**
   * Wrong password and unknown e-mail answer alike. Failures are counted per IP and per
   * e-mail; past the limit attempts are refused before any password is checked. An IP's own
   * failures lock it out of every account; an account's failures (from anywhere) lock out only
   * IPs that have never signed in to it, so guesses from rotating addresses cannot lock the
   * owner out of their usual networks (the trade-off is in docs/architecture.md).
   */
  async login(input: LoginInput, ip: string): Promise<AuthPayloadModel> {
    const email = normaliseEmail(input.email);
    const keys = [`login-fail:email:${email}`, `login-fail:ip:${ip}`];
    const [accountFailures, ipFailures, known] = await Promise.all([
      this.limiter.count(keys[0]),
      this.limiter.count(keys[1]),
      this.knownSignIns.has(email, ip),
    ]);
    if (ipFailures >= FAILED_LOGIN_LIMIT || (accountFailures >= FAILED_LOGIN_LIMIT && !known)) {
      throw new AppError(ErrorCode.RateLimited, Messages.auth.tooManyLogins);
    }
    const user = await this.users.findByEmailWithHash(email);
    const valid = await argon2.verify(user?.passwordHash ?? (await this.dummyHash), input.password);
    if (!user || !valid) {
      await Promise.all(keys.map((key) => this.limiter.hit(key, FAILED_LOGIN_WINDOW_S)));
      throw AppError.unauthenticated(Messages.auth.invalidCredentials);
    }
    // The account's count is left to expire: the owner's success must not hand an attacker
    // on other addresses a fresh set of guesses.
    await this.knownSignIns.remember(email, ip);
    // A sign-in opens the person's oldest workspace; the switcher moves between the others.
    const session = await this.workspaces.findSession(user.id, undefined);
    if (session.status !== 'ok') throw AppError.unauthenticated(Messages.auth.invalidCredentials);
    return {
      token: await this.tokens.issue(user.id, session.user.workspaceId),
      user: toUserModel(session.user),
    };
  }

  async logout(user: AuthUser): Promise<void> {
    await this.tokens.revoke(user.jti, user.exp);
  }
}
