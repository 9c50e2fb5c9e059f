import { expect } from '@playwright/test';

/** MailDev's web API, given by the test script when it started MailDev for this run. */
export const mailUrl = process.env.E2E_MAIL_URL;

interface MailDevEmail {
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
  time: string;
}

/** The newest e-mail the SMTP peer received for `address`, waiting for the worker to send it. */
export async function latestMailTo(address: string, timeoutMs = 30_000): Promise<MailDevEmail> {
  if (!mailUrl) throw new Error('E2E_MAIL_URL is not set: run the suite through npm test');
  let found: MailDevEmail | undefined;
  await expect
    .poll(
      async () => {
        // MailDev 3's REST API, newest first.
        const response = await fetch(`${mailUrl}/api/email?sort=desc`);
        const emails = (await response.json()) as MailDevEmail[];
        found = emails
          .filter((email) =>
            email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
          )
          .at(0);
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `an e-mail to ${address}` },
    )
    .toBe(true);
  return found!;
}
