import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, SendMailOptions, Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';

/** Who a client e-mail is from: the document's company or business, and its e-mail. */
export interface Sender {
  name: string;
  email: string;
  /** The From name when it is not `name` (an invitation: "Ada via Dealdraft"). */
  fromName?: string;
}

/** The one SMTP client (nodemailer), pooled; tests point SMTP_URL at their own peer. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private closed = false;

  constructor(private readonly config: AppConfig) {
    this.transport = createTransport(
      `${config.mail.smtpUrl}${config.mail.smtpUrl.includes('?') ? '&' : '?'}pool=true`,
    );
  }

  async send(message: Omit<SendMailOptions, 'from'>): Promise<void> {
    await this.sendMail({ from: this.config.mail.from, ...message });
  }

  /**
   * A message to a client in the business's name: From shows the business ("Acme Studio") at
   * our configured address (MAIL_FROM's, the domain SPF, DKIM and DMARC vouch for), and replies
   * go to the business's own e-mail. Address objects let nodemailer quote and encode the name,
   * whatever characters it holds.
   */
  async sendFor(sender: Sender, message: Omit<SendMailOptions, 'from' | 'replyTo'>): Promise<void> {
    await this.sendMail({
      ...message,
      from: { name: sender.fromName ?? sender.name, address: this.config.mail.fromAddress },
      replyTo: { name: sender.name, address: sender.email },
    });
  }

  /**
   * A closed nodemailer pool neither sends nor ever calls back, so a job that reached it would
   * never finish; it fails instead, and BullMQ retries it.
   */
  private async sendMail(message: SendMailOptions): Promise<void> {
    if (this.closed) throw new Error('The SMTP pool is closed: the process is shutting down');
    await this.transport.sendMail(message);
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.transport.close();
  }
}

/** 5xx from the SMTP server: retrying will not help (unknown mailbox, policy refusal). */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
