import {
  ACCOUNT_EMAIL_BUTTONS,
  ACCOUNT_TOKEN_TTL_MINUTES,
  emailChangeEmailLines,
  emailChangeSubject,
  passwordResetEmailLines,
  passwordResetSubject,
  type AccountTokenPurpose,
} from '@dealdraft/domain';
import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { hashUrlToken, newUrlToken } from '../common/secrets/url-token';

/** What the worker needs to mail a reset or confirmation link. */
export interface AccountLetter {
  to: string;
  subject: string;
  lines: string[];
  url: string;
  /** The HTML part's button to `url`. */
  button: string;
}

/** A live token's row, as `consume` hands it back once it has marked it used. */
export interface ConsumedToken {
  userId: string;
  newEmail: string | null;
}

/**
 * The single-use links of an account: made (only the SHA-256 is stored), read by the worker to
 * mail them, and consumed once. A new link of a purpose retires the older ones of the same
 * purpose, so only the latest e-mail works.
 */
@Injectable()
export class AccountTokens {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async create(
    manager: EntityManager,
    input: { userId: string; purpose: AccountTokenPurpose; newEmail?: string; now: Date },
  ): Promise<{ id: string; token: string }> {
    const token = newUrlToken();
    await manager.query(
      `UPDATE account_tokens SET used_at = $3
        WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [input.userId, input.purpose, input.now],
    );
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, new_email, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        input.userId,
        input.purpose,
        hashUrlToken(token),
        input.newEmail ?? null,
        input.now,
        new Date(input.now.getTime() + ACCOUNT_TOKEN_TTL_MINUTES * 60_000),
      ],
    );
    return { id: row.id, token };
  }

  /**
   * Marks a live token used and returns whose it is; null when it is unknown, used, retired or
   * expired. One UPDATE decides, so two requests racing with the same link cannot both win.
   */
  async consume(
    manager: EntityManager,
    token: string,
    purpose: AccountTokenPurpose,
    now: Date,
  ): Promise<ConsumedToken | null> {
    const hash = hashUrlToken(token);
    if (!hash) return null;
    const [rows]: [{ user_id: string; new_email: string | null }[], number] = await manager.query(
      `UPDATE account_tokens SET used_at = $3
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        RETURNING user_id, new_email`,
      [hash, purpose, now],
    );
    const row = rows[0];
    return row ? { userId: row.user_id, newEmail: row.new_email } : null;
  }

  /** For the worker: the letter for a token that is still live, else null (nothing to send). */
  async letter(tokenId: string, token: string, now: Date): Promise<AccountLetter | null> {
    const [row]: {
      purpose: AccountTokenPurpose;
      new_email: string | null;
      email: string;
      name: string;
    }[] = await this.dataSource.query(
      `SELECT t.purpose, t.new_email, u.email, u.name
         FROM account_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.id = $1 AND t.token_hash = $2 AND t.used_at IS NULL AND t.expires_at > $3`,
      [tokenId, hashUrlToken(token), now],
    );
    if (!row) return null;
    if (row.purpose === 'password-reset') {
      const url = `${this.config.publicUrl}/reset-password/${token}`;
      return {
        to: row.email,
        subject: passwordResetSubject(),
        lines: passwordResetEmailLines({ name: row.name, url }),
        url,
        button: ACCOUNT_EMAIL_BUTTONS.passwordReset,
      };
    }
    const url = `${this.config.publicUrl}/confirm-email/${token}`;
    return {
      to: row.new_email!,
      subject: emailChangeSubject(),
      lines: emailChangeEmailLines({ name: row.name, email: row.new_email!, url }),
      url,
      button: ACCOUNT_EMAIL_BUTTONS.emailChange,
    };
  }
}

/** The account links, for the api (AuthModule) and the worker's AccountMail. */
@Module({ providers: [AccountTokens], exports: [AccountTokens] })
export class AccountTokensModule {}
