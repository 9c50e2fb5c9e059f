import { ParsedMail, simpleParser } from 'mailparser';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests: keeps what it receives, refuses addresses at rejected.test
 * with 550, and with `holdOnce` never finishes the first message to that address (it waits
 * mid-DATA, as a slow server would), so a test can kill the sender mid-send.
 */
export interface SmtpPeer {
  url: string;
  messages: ParsedMail[];
  /** Each message's envelope recipients (RCPT TO), by its Message-ID. */
  envelopes: Map<string, string[]>;
  close: () => Promise<void>;
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  /** Resolves once the held message's DATA has started. */
  held: Promise<void>;
}

export async function startSmtpPeer({ holdOnce }: { holdOnce?: string } = {}): Promise<SmtpPeer> {
  const messages: ParsedMail[] = [];
  const envelopes = new Map<string, string[]>();
  let holding = false;
  let markHeld = () => {};
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A held message's connection is cut this soon after close(), instead of 30 s.
    closeTimeout: 1_000,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@rejected.test')) {
        const error = new Error('5.1.1 Mailbox does not exist') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      if (holdOnce && !holding && recipients.includes(holdOnce)) {
        holding = true;
        stream.resume(); // read it, never acknowledge it
        markHeld();
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          if (mail.messageId) envelopes.set(mail.messageId, recipients);
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client that dies mid-message resets its connection; that is the point of holdOnce.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    envelopes,
    held,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    waitForMessages: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      return messages;
    },
  };
}
