import {
  DocumentMessages,
  EmailSendMessages,
  invoiceAmountLine,
  Messages,
} from '@dealdraft/domain';
import { getQueueToken } from '@nestjs/bullmq';
import { INestApplicationContext } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { EmailProcessor } from '../src/email/email.processor';
import { Queues } from '../src/queue/queues';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { pdfPages } from './support/pdf-text';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';

describe('e-mail to the client, through the worker and a real SMTP peer', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let paid: SignedUpUser;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dealdraft <billing@dealdraft.test>',
      PUBLIC_URL: 'https://app.dealdraft.test',
    };
    ctx = await bootApp(env);
    worker = await startWorker(env);
    paid = await ctx.newUser({ name: 'Paying Customer' });
    await ctx.upgrade(paid);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const db = () => ctx.app.get(DataSource);
  const send = (user: SignedUpUser, kind: 'proposals' | 'invoices', id: string) =>
    ctx.http().post(`/api/${kind}/${id}/send`).auth(user.token, { type: 'bearer' });
  const sendState = (user: SignedUpUser, sendId: string) =>
    ctx.http().get(`/api/sends/${sendId}`).auth(user.token, { type: 'bearer' });
  const waitForState = async (sendId: string, status: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const state = (await sendState(paid, sendId)).body.data;
      if (state.status === status || Date.now() > deadline) return state;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const emailsSent = async (user: SignedUpUser) =>
    (
      await db().query(
        `SELECT count(*)::int AS n FROM email_sends WHERE workspace_id = $1 AND status = 'sent'`,
        [user.workspaceId],
      )
    )[0].n as number;

  it('delivers the proposal with the spec subject, both bodies and the PDF, then marks it sent', async () => {
    const proposal = await ctx.create(
      paid,
      'proposals',
      proposalPayload({ clientEmail: 'hank@globex.example', proposalNumber: 'PROP-MAIL-1' }),
    );
    // Counted before the send: the worker may deliver before the 202 is read.
    const before = smtp.messages.length;
    const queued = await send(paid, 'proposals', proposal.id).expect(202);
    expect(queued.body.message).toBe(EmailSendMessages.queued.proposal);
    expect(queued.body.data).toMatchObject({
      status: 'queued',
      recipient: 'hank@globex.example',
      subject: 'Proposal: Website redesign',
    });
    const [message] = (await smtp.waitForMessages(before + 1)).slice(before);
    expect(message.to).toMatchObject({ text: 'hank@globex.example' });
    // In the user's name at our address; the client's reply goes to the user.
    expect(message.from?.value).toEqual([
      { name: 'Studio Ada', address: 'billing@dealdraft.test' },
    ]);
    expect(message.replyTo?.value).toEqual([{ name: 'Studio Ada', address: 'ada@studio.example' }]);
    expect(message.cc).toBeUndefined();
    expect(message.subject).toBe('Proposal: Website redesign');
    expect(message.text).toContain('Hello Globex Corporation,');
    expect(message.text).toContain(
      'Please find attached the proposal PROP-MAIL-1 for Website redesign for your review.',
    );
    expect(message.html).toContain('Hello Globex Corporation,');
    expect(message.html).toMatch(
      /<img src="https:\/\/app\.dealdraft\.test\/api\/t\/[\w-]{22}\.gif"/,
    );
    // The layout: the business in the header and the footer, the client link as a button.
    expect(message.html).toContain('<title>Studio Ada</title>');
    expect(message.html).toContain('This e-mail was sent to you by Studio Ada.');
    expect(message.html).toMatch(
      /<a\s+href="https:\/\/app\.dealdraft\.test\/[^"]+"[^>]*>\s*View proposal\s*<\/a>/,
    );
    expect(message.messageId).toBe(`<${queued.body.data.id}@dealdraft>`);
    const [attachment] = message.attachments;
    expect(attachment).toMatchObject({
      filename: 'PROP-MAIL-1.pdf',
      contentType: 'application/pdf',
    });
    expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfPages(attachment.content)).join()).toContain('PROP-MAIL-1');

    const state = await waitForState(queued.body.data.id, 'sent');
    expect(state).toMatchObject({ status: 'sent', error: null, sentAt: expect.any(String) });
    const after = await ctx
      .http()
      .get(`/api/proposals/${proposal.id}`)
      .auth(paid.token, { type: 'bearer' });
    expect(after.body.data).toMatchObject({
      status: 'sent',
      lastEmailStatus: 'sent',
      lastSentAt: expect.any(String),
    });
  });

  it('sends an invoice with "Invoice: {number}" through GraphQL', async () => {
    const invoice = await ctx.create(
      paid,
      'invoices',
      invoicePayload({ invoiceNumber: 'INV-MAIL-1' }),
    );
    const { data } = await ctx.graphql<{ sendInvoice: { id: string; subject: string } }>(
      'mutation($id: ID!) { sendInvoice(id: $id) { id subject status } }',
      { id: invoice.id },
      paid.token,
    );
    expect(data?.sendInvoice.subject).toBe('Invoice: INV-MAIL-1');
    const state = await waitForState(data!.sendInvoice.id, 'sent');
    expect(state.status).toBe('sent');
    const message = smtp.messages.find((m) => m.subject === 'Invoice: INV-MAIL-1');
    expect(message?.attachments[0].filename).toBe('INV-MAIL-1.pdf');
  });

  it("sends an invoice in the business's name, stating the amount and the due date", async () => {
    const invoice = await ctx.create(
      paid,
      'invoices',
      invoicePayload({
        invoiceNumber: 'INV-MAIL-2',
        businessName: 'Acme "Studio", Ltd',
        businessEmail: 'accounts@acme.example',
      }),
    );
    const sent = await send(paid, 'invoices', invoice.id).expect(202);
    expect(sent.body.message).toBe(EmailSendMessages.queued.invoice);
    const queued = sent.body.data;
    await waitForState(queued.id, 'sent');
    const message = smtp.messages.find((m) => m.subject === 'Invoice: INV-MAIL-2')!;
    // Quotes and a comma in the name: quoted by nodemailer, read back whole.
    expect(message.from?.value).toEqual([
      { name: 'Acme "Studio", Ltd', address: 'billing@dealdraft.test' },
    ]);
    expect(message.replyTo?.value).toEqual([
      { name: 'Acme "Studio", Ltd', address: 'accounts@acme.example' },
    ]);
    // 2 × 950.25 + 3 × 19.99, due 2096-12-01.
    expect(message.text).toContain(invoiceAmountLine(1960.47, '2096-12-01'));
    expect(message.text).toContain('The amount due is $1,960.47, due by December 1, 2096.');
    expect(message.html).toContain('The amount due is $1,960.47, due by December 1, 2096.');

    const undated = await ctx.create(
      paid,
      'invoices',
      invoicePayload({ invoiceNumber: 'INV-MAIL-3', dueDate: null }),
    );
    const second = (await send(paid, 'invoices', undated.id).expect(202)).body.data;
    await waitForState(second.id, 'sent');
    expect(smtp.messages.find((m) => m.subject === 'Invoice: INV-MAIL-3')?.text).toContain(
      'The amount due is $1,960.47, with no due date.',
    );
  });

  it('sends to the recipients, subject and message the user edited, keeping link and PDF', async () => {
    const proposal = await ctx.create(
      paid,
      'proposals',
      proposalPayload({ clientEmail: 'hank@globex.example', proposalNumber: 'PROP-EDIT-1' }),
    );
    const queued = await send(paid, 'proposals', proposal.id)
      .send({
        to: ' Marge@Globex.example ',
        cc: ['homer@globex.example', 'bart@globex.example'],
        subject: 'Our proposal, as discussed',
        message: 'Hi Marge,\n\nHere it is, as promised.\n\nAda',
      })
      .expect(202);
    expect(queued.body.data).toMatchObject({
      recipient: 'marge@globex.example',
      cc: ['homer@globex.example', 'bart@globex.example'],
      subject: 'Our proposal, as discussed',
    });
    await waitForState(queued.body.data.id, 'sent');
    const message = smtp.messages.find((m) => m.subject === 'Our proposal, as discussed')!;
    expect(message.to).toMatchObject({ text: 'marge@globex.example' });
    expect(message.cc).toMatchObject({ text: 'homer@globex.example, bart@globex.example' });
    expect(smtp.envelopes.get(message.messageId!)).toEqual([
      'marge@globex.example',
      'homer@globex.example',
      'bart@globex.example',
    ]);
    expect(message.text).toMatch(
      /^Hi Marge,\n\nHere it is, as promised\.\n\nAda\n\nYou can also view it online, and accept or decline it, here: https:\/\/app\.dealdraft\.test\/c\/[\w-]{43}\n?$/,
    );
    expect(message.text).not.toContain('Hello Globex Corporation');
    expect(message.attachments[0].filename).toBe('PROP-EDIT-1.pdf');
    // The activity shows what went, not the defaults.
    const [row] = await db().query(
      'SELECT recipient, cc, subject, message FROM email_sends WHERE id = $1',
      [queued.body.data.id],
    );
    expect(row).toEqual({
      recipient: 'marge@globex.example',
      cc: ['homer@globex.example', 'bart@globex.example'],
      subject: 'Our proposal, as discussed',
      message: 'Hi Marge,\n\nHere it is, as promised.\n\nAda',
    });

    const { data } = await ctx.graphql<{ sendInvoice: { recipient: string; cc: string[] } }>(
      'mutation($id: ID!, $input: SendEmailInput) { sendInvoice(id: $id, input: $input) { recipient cc subject } }',
      {
        id: (await ctx.create(paid, 'invoices', invoicePayload())).id,
        input: { cc: ['boss@globex.example'], subject: 'Invoice for November' },
      },
      paid.token,
    );
    expect(data?.sendInvoice).toEqual({
      recipient: 'billing@globex.example',
      cc: ['boss@globex.example'],
      subject: 'Invoice for November',
    });
  });

  it('refuses header injection and out-of-bounds edits with a 400 naming the field, queueing nothing', async () => {
    const proposal = await ctx.create(paid, 'proposals', proposalPayload());
    const tooManyCc = Array.from({ length: 11 }, (_, i) => `cc${i}@globex.example`);
    const cases: [object, string][] = [
      [{ subject: 'Hi\r\nBcc: victim@example.com' }, `subject: ${DocumentMessages.singleLine}`],
      [{ subject: 'x'.repeat(201) }, `subject: ${EmailSendMessages.subjectMax}`],
      [{ subject: '   ' }, `subject: ${Messages.validation.required}`],
      [{ to: 'hank@globex.example\nBcc: victim@example.com' }, `to: ${Messages.validation.email}`],
      [{ to: 'a@example.com,b@example.com' }, `to: ${Messages.validation.email}`],
      [{ to: 'not-an-address' }, `to: ${Messages.validation.email}`],
      [
        { cc: ['ok@globex.example', 'x@y.z\r\nBcc: v@example.com'] },
        `cc: ${Messages.validation.email}`,
      ],
      [{ cc: 'one@globex.example' }, `cc: ${Messages.validation.email}`],
      [{ cc: tooManyCc }, `cc: ${EmailSendMessages.ccMax}`],
      [{ message: 'x'.repeat(5001) }, `message: ${EmailSendMessages.messageMax}`],
      [{ bcc: ['victim@example.com'] }, 'bcc: property bcc should not exist'],
    ];
    for (const [body, message] of cases) {
      const response = await send(paid, 'proposals', proposal.id).send(body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    const gql = await ctx.graphql(
      'mutation($id: ID!, $input: SendEmailInput) { sendProposal(id: $id, input: $input) { id } }',
      { id: proposal.id, input: { subject: 'Hi\nBcc: victim@example.com' } },
      paid.token,
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: `subject: ${DocumentMessages.singleLine}`,
      extensions: { code: 'VALIDATION_FAILED' },
    });
    const [{ n }] = await db().query(
      'SELECT count(*)::int AS n FROM email_sends WHERE document_id = $1',
      [proposal.id],
    );
    expect(n).toBe(0);
  });

  it('counts a send once even when its job runs again', async () => {
    const proposal = await ctx.create(paid, 'proposals', proposalPayload());
    const queued = (await send(paid, 'proposals', proposal.id).expect(202)).body.data;
    await waitForState(queued.id, 'sent');
    const delivered = smtp.messages.length;
    const sentBefore = await emailsSent(paid);
    // A retry of the same job (e.g. after a lost acknowledgement) finds it sent and stops.
    const processor = worker.get(EmailProcessor);
    await processor.process({
      name: 'send',
      data: { sendId: queued.id },
      attemptsMade: 1,
      opts: { attempts: 5 },
    } as Job);
    expect(smtp.messages.length).toBe(delivered);
    expect(await emailsSent(paid)).toBe(sentBefore);
    // And queueing the same send again is refused by its deterministic job id.
    const queue = ctx.app.get<Queue>(getQueueToken(Queues.Email));
    expect((await queue.getJob(queued.id))?.id).toBe(queued.id);
  });

  it('fails at once on a permanent SMTP refusal, keeping the reason', async () => {
    const proposal = await ctx.create(
      paid,
      'proposals',
      proposalPayload({ clientEmail: 'nobody@rejected.test' }),
    );
    const queued = (await send(paid, 'proposals', proposal.id).expect(202)).body.data;
    const state = await waitForState(queued.id, 'failed');
    expect(state.status).toBe('failed');
    expect(state.error).toContain('550');
    const [{ attempts }] = await db().query('SELECT attempts FROM email_sends WHERE id = $1', [
      queued.id,
    ]);
    expect(attempts).toBe(1);
    const after = (
      await ctx.http().get(`/api/proposals/${proposal.id}`).auth(paid.token, { type: 'bearer' })
    ).body.data;
    expect(after).toMatchObject({ status: 'draft', lastEmailStatus: 'failed' });
  });

  it('records opens of the tracking pixel', async () => {
    const proposal = await ctx.create(paid, 'proposals', proposalPayload());
    const queued = (await send(paid, 'proposals', proposal.id).expect(202)).body.data;
    await waitForState(queued.id, 'sent');
    const [{ tracking_token: token }] = await db().query(
      'SELECT tracking_token FROM email_sends WHERE id = $1',
      [queued.id],
    );
    for (let i = 0; i < 2; i++) {
      const pixel = await ctx.http().get(`/api/t/${token}.gif`).expect(200);
      expect(pixel.headers['content-type']).toBe('image/gif');
      expect(pixel.headers['cache-control']).toContain('no-store');
    }
    // An unknown token looks the same and counts nothing.
    await ctx.http().get('/api/t/AAAAAAAAAAAAAAAAAAAAAA.gif').expect(200);
    expect((await sendState(paid, queued.id)).body.data).toMatchObject({
      openCount: 2,
      lastOpenedAt: expect.any(String),
    });
    const list = await ctx.graphql<{
      proposals: { nodes: { id: string; emailOpenCount: number }[] };
    }>('{ proposals(first: 100) { nodes { id emailOpenCount } } }', {}, paid.token);
    expect(list.data?.proposals.nodes.find((n) => n.id === proposal.id)?.emailOpenCount).toBe(2);
  });

  it('refuses sending on the trial plan, on both transports', async () => {
    const trial = await ctx.newUser();
    const proposal = await ctx.create(trial, 'proposals', proposalPayload());
    const refused = await send(trial, 'proposals', proposal.id).expect(403);
    expect(refused.body.message).toBe(
      'PDF download and e-mail sending come with the Freelancer and Business plans. Upgrade on the Pricing page to unlock them.',
    );
    const gql = await ctx.graphql(
      'mutation($id: ID!) { sendProposal(id: $id) { id } }',
      { id: proposal.id },
      trial.token,
    );
    expect(gql.errors?.[0].extensions?.code).toBe('PLAN_REQUIRED');
    expect(await emailsSent(trial)).toBe(0);
  });

  it("answers 404 for another user's document or send", async () => {
    const mallory = await ctx.newUser({ name: 'Mallory' });
    await db().query(
      `UPDATE workspaces SET plan = 'business', plan_end = now() + interval '30 days' WHERE id = $1`,
      [mallory.workspaceId],
    );
    const proposal = await ctx.create(paid, 'proposals', proposalPayload());
    expect((await send(mallory, 'proposals', proposal.id).expect(404)).body.message).toBe(
      'Proposal not found',
    );
    const queued = (await send(paid, 'proposals', proposal.id).expect(202)).body.data;
    await sendState(mallory, queued.id).expect(404);
    const gql = await ctx.graphql(
      'query($id: ID!) { emailSend(id: $id) { id } }',
      { id: queued.id },
      mallory.token,
    );
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('rejects header injection at input', async () => {
    const response = await ctx
      .http()
      .post('/api/proposals')
      .auth(paid.token, { type: 'bearer' })
      .send(proposalPayload({ clientEmail: 'a@example.com,b@example.com' }))
      .expect(400);
    expect(response.body.message).toBe('clientEmail: Please enter a valid email address');
    const subject = await ctx
      .http()
      .post('/api/proposals')
      .auth(paid.token, { type: 'bearer' })
      .send(proposalPayload({ proposalTitle: 'Hi\r\nBcc: victim@example.com' }))
      .expect(400);
    expect(subject.body.message).toBe(`proposalTitle: ${DocumentMessages.singleLine}`);
  });
});
