import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, SendMailOptions, Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';

/** The one SMTP client (nodemailer), pooled; tests point SMTP_URL at their own peer. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(private readonly config: AppConfig) {
    this.transport = createTransport(
      `${config.mail.smtpUrl}${config.mail.smtpUrl.includes('?') ? '&' : '?'}pool=true`,
    );
  }

  async send(message: Omit<SendMailOptions, 'from'>): Promise<void> {
    await this.transport.sendMail({ from: this.config.mail.from, ...message });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/** 5xx from the SMTP server: retrying will not help (unknown mailbox, policy refusal). */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
