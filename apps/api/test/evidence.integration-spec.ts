import { INestApplicationContext } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { VerifyMessages, VerifyRules } from '@dealdraft/domain';
import { asBuffer } from './support/bodies';
import { plainSpaces } from './support/pdf-text';
import { DataSource } from 'typeorm';
import { proposalPayload } from './factories/proposal';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';
import { checkChain, evidenceOf } from '../src/evidence/evidence-log';

// Ignored by git (tmp/): the audit page as a PNG, to look at.
const SCREENSHOTS = join(__dirname, '..', '..', '..', 'tmp', 'screenshots');
const TOKEN_URL = /https:\/\/app\.dealdraft\.test\/c\/([A-Za-z0-9_-]{43})/;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';

/**
 * A proposal's evidence: the e-mail send, each view and the acceptance, as a hash chain that
 * closes with the acceptance, cannot be updated, and shows where it was tampered with.
 */
describe('evidence: the hash chain of a proposal answer', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  let ipCounter = 0;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dealdraft <billing@dealdraft.test>',
      PUBLIC_URL: 'https://app.dealdraft.test',
      CLIENT_LINK_REQUESTS_PER_MINUTE: '50',
    };
    ctx = await bootApp(env);
    worker = await startWorker(env);
    owner = await ctx.newUser({ name: 'Ada Owner' });
    stranger = await ctx.newUser({ name: 'Eve Stranger' });
    for (const user of [owner, stranger]) await ctx.upgrade(user);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const db = () => ctx.app.get(DataSource);
  const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const page = (token: string, userAgent: string) =>
    ctx
      .http()
      .get(`/api/client/${token}`)
      .set('x-forwarded-for', nextIp())
      .set('user-agent', userAgent);

  /** A proposal e-mailed to its client; the token of the link in the e-mail. */
  const sentProposal = async (number: string, user = owner) => {
    const proposal = await ctx.create(
      user,
      'proposals',
      proposalPayload({
        proposalNumber: number,
        clientEmail: `${number.toLowerCase()}@globex.example`,
      }),
    );
    await ctx
      .http()
      .post(`/api/proposals/${proposal.id}/send`)
      .auth(user.token, { type: 'bearer' })
      .send({ cc: ['boss@globex.example'] })
      .expect(202);
    const deadline = Date.now() + 20_000;
    while (!smtp.messages.some((m) => m.text?.includes(number)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const message = smtp.messages.find((m) => m.text?.includes(number))!;
    // The worker records the send once the message is out.
    while ((await eventsOf(user, proposal.id)).length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    return { id: proposal.id as string, token: TOKEN_URL.exec(message.text!)![1] };
  };
  const eventsOf = (user: SignedUpUser, proposalId: string) =>
    evidenceOf(db().manager, user.workspaceId, proposalId);
  const acceptNow = async (token: string, userAgent: string) => {
    const version = (await page(token, userAgent).expect(200)).body.data.version;
    await ctx
      .http()
      .post(`/api/client/${token}/accept`)
      .set('x-forwarded-for', '203.0.113.9')
      .set('user-agent', userAgent)
      .send({ fullName: 'Hank Scorpio', version })
      .expect(200);
  };

  it('records the send, each view and the acceptance as one intact chain', async () => {
    const { id, token } = await sentProposal('PROP-EV-1');
    await page(token, DESKTOP).expect(200);
    await acceptNow(token, PHONE);

    const events = await eventsOf(owner, id);
    expect(events.map((e) => [e.seq, e.kind])).toEqual([
      [1, 'sent'],
      [2, 'viewed'],
      [3, 'viewed'],
      [4, 'accepted'],
    ]);
    expect(events[0]).toMatchObject({
      recipient: 'prop-ev-1@globex.example, boss@globex.example',
      ipHash: null,
      prevSha256: null,
    });
    expect(events[1]).toMatchObject({ userAgent: DESKTOP, recipient: null });
    expect(events[1].ipHash).toMatch(/\S{16,}/);
    expect(events[1].ipHash).not.toContain('198.18');
    const [proposal] = await db().query(
      `SELECT answered_snapshot_sha256 AS sha, response_ip_hash FROM proposals WHERE id = $1`,
      [id],
    );
    expect(events[3]).toMatchObject({
      userAgent: PHONE,
      contentSha256: proposal.sha,
      ipHash: proposal.response_ip_hash,
    });
    for (const [i, event] of events.entries())
      expect(event.prevSha256).toBe(i === 0 ? null : events[i - 1].sha256);
    expect(checkChain(events)).toEqual({
      intact: true,
      broken: null,
      lastSha256: events[3].sha256,
    });

    // The chain closes with the acceptance: the accepted page viewed again adds nothing.
    await page(token, DESKTOP).expect(200);
    expect(await eventsOf(owner, id)).toHaveLength(4);
    // Another workspace reads none of it.
    expect(await eventsOf(stranger, id)).toEqual([]);
  });

  it('gives concurrent views consecutive places in the chain', async () => {
    const { id, token } = await sentProposal('PROP-EV-2');
    await Promise.all(Array.from({ length: 6 }, () => page(token, DESKTOP).expect(200)));
    const events = await eventsOf(owner, id);
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(checkChain(events).intact).toBe(true);
  });

  it('refuses updates, and shows where a chain changed behind its back breaks', async () => {
    const { id, token } = await sentProposal('PROP-EV-3');
    await page(token, DESKTOP).expect(200);
    await acceptNow(token, PHONE);
    await expect(
      db().query(`UPDATE proposal_evidence_events SET user_agent = 'x' WHERE proposal_id = $1`, [
        id,
      ]),
    ).rejects.toThrow(/append-only/);

    // Someone with the database's keys rewrites a view: its hash no longer matches.
    const runner = db().createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query(
        `ALTER TABLE proposal_evidence_events DISABLE TRIGGER proposal_evidence_events_no_update`,
      );
      await runner.query(
        `UPDATE proposal_evidence_events SET user_agent = 'forged' WHERE proposal_id = $1 AND seq = 2`,
        [id],
      );
      const rewritten = await evidenceOf(runner.manager, owner.workspaceId, id);
      expect(checkChain(rewritten)).toMatchObject({
        intact: false,
        broken: { seq: 2, reason: 'hash' },
      });
      // Or drops it: the next event's place gives it away.
      await runner.query(
        `DELETE FROM proposal_evidence_events WHERE proposal_id = $1 AND seq = 2`,
        [id],
      );
      const dropped = await evidenceOf(runner.manager, owner.workspaceId, id);
      expect(checkChain(dropped)).toMatchObject({
        intact: false,
        broken: { seq: 3, reason: 'sequence' },
      });
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(checkChain(await eventsOf(owner, id)).intact).toBe(true);
  });

  it("ends the accepted proposal's PDF with the audit page of its chain", async () => {
    const { id, token } = await sentProposal('PROP-EV-4');
    await page(token, DESKTOP).expect(200);
    await acceptNow(token, PHONE);
    const events = await eventsOf(owner, id);
    const pdf = await ctx
      .http()
      .post('/api/pdf/proposal')
      .auth(owner.token, { type: 'bearer' })
      .send({ id })
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    const dir = mkdtempSync(join(tmpdir(), 'evidence-'));
    const file = join(dir, 'accepted.pdf');
    writeFileSync(file, pdf.body as Buffer);
    const pages = Number(
      /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1],
    );
    const last = plainSpaces(
      execFileSync(
        'pdftotext',
        ['-f', String(pages), '-l', String(pages), '-enc', 'UTF-8', file, '-'],
        {
          encoding: 'utf8',
        },
      ),
    ).replace(/\s+/g, '');
    // Hashes and agents wrap anywhere: compare without whitespace.
    const words = (value: string) => value.replace(/\s+/g, '');
    expect(last).toContain(words('Audit trail'));
    expect(last).toContain(
      words('Sent by e-mail to prop-ev-4@globex.example, boss@globex.example'),
    );
    expect(last).toContain(words('Viewed'));
    expect(last).toContain(words('Accepted'));
    expect(last).toContain(words(PHONE));
    for (const event of events) {
      expect(last).toContain(event.sha256);
      expect(last).toContain(words(event.occurredAt.toISOString().slice(11, 19)));
      if (event.ipHash) expect(last).toContain(event.ipHash);
    }
    expect(last).toContain(events[3].contentSha256!);
    expect(last).toContain(words(`Chain's last SHA-256${events[3].sha256}`));
    // The document itself comes first, the audit page on a page of its own.
    const first = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], {
      encoding: 'utf8',
    });
    expect(first).not.toContain('Audit trail');

    // Signed (PAdES) with the workspace's own certificate: any reader shows it unaltered.
    const signature = execFileSync('pdfsig', [file], { encoding: 'utf8' });
    expect(signature).toContain('Signature Type: ETSI.CAdES.detached');
    expect(signature).toContain('Total document signed');
    expect(signature).toContain('Signature Validation: Signature is Valid.');
    const [workspace] = await db().query(
      `SELECT w.name, c.sealed_p12, c.certificate_pem FROM workspaces w
         JOIN workspace_signing_certificates c ON c.workspace_id = w.id WHERE w.id = $1`,
      [owner.workspaceId],
    );
    expect(signature).toContain(`Signer Certificate Common Name: ${workspace.name}`);
    expect(workspace.certificate_pem).toContain('BEGIN CERTIFICATE');
    // The key is kept sealed, not as a PKCS#12 anyone with the database could use.
    expect(() => Buffer.from(workspace.sealed_p12, 'base64').readUInt8(0)).not.toThrow();
    expect(workspace.sealed_p12).not.toMatch(/^MII/);

    mkdirSync(SCREENSHOTS, { recursive: true });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      String(pages),
      '-l',
      String(pages),
      '-singlefile',
      file,
      join(SCREENSHOTS, 'evidence-audit-page'),
    ]);
  });

  // ---- the public verify page ----

  const verify = (pdf: Buffer, ip = nextIp(), type = 'application/pdf') =>
    ctx.http().post('/api/verify').set('x-forwarded-for', ip).set('content-type', type).send(pdf);
  const ownerPdf = async (id: string, user = owner) =>
    (
      await ctx
        .http()
        .post('/api/pdf/proposal')
        .auth(user.token, { type: 'bearer' })
        .send({ id })
        .buffer(true)
        .parse(asBuffer)
        .expect(200)
    ).body as Buffer;
  /** The PDF with a line of text written over its first page, saved as an editor would. */
  const withTextAdded = async (pdf: Buffer, text: string) => {
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.getPage(0).drawText(text, { x: 60, y: 400, size: 14, font });
    return Buffer.from(await document.save());
  };

  it('tells an accepted PDF (by whom, when, nothing more), an altered one and an unknown one', async () => {
    const { id, token } = await sentProposal('PROP-EV-5', stranger);
    await acceptNow(token, PHONE);
    const [{ responded_at }] = await db().query(
      'SELECT responded_at FROM proposals WHERE id = $1',
      [id],
    );
    // Downloaded by its owner and by its client: both are issued copies.
    const clientPdf = (
      await ctx
        .http()
        .get(`/api/client/${token}/pdf`)
        .set('x-forwarded-for', nextIp())
        .buffer(true)
        .parse(asBuffer)
        .expect(200)
    ).body as Buffer;
    for (const pdf of [await ownerPdf(id, stranger), clientPdf]) {
      const answer = await verify(pdf).expect(200);
      expect(answer.body).toEqual({
        status: 'success',
        message: VerifyMessages.checked,
        data: {
          result: 'accepted',
          acceptedAt: new Date(responded_at).toISOString(),
          acceptedBy: 'Hank Scorpio',
        },
      });
      expect(answer.headers['cache-control']).toBe('no-store');
    }

    // Text changed: still names the accepted content, but is not a copy issued of it.
    const tampered = await withTextAdded(clientPdf, 'Total: EUR 1.00');
    expect((await verify(tampered).expect(200)).body.data).toEqual({
      result: 'altered',
      acceptedAt: null,
      acceptedBy: null,
    });
    // One byte changed in the middle of the file: the same.
    const flipped = Buffer.from(clientPdf);
    flipped[Math.floor(flipped.length / 2)] ^= 0x01;
    expect((await verify(flipped).expect(200)).body.data.result).not.toBe('accepted');

    // A draft's PDF, and any other PDF: unknown.
    const draft = await ctx.create(
      stranger,
      'proposals',
      proposalPayload({ proposalNumber: 'PROP-EV-6' }),
    );
    const blank = await PDFDocument.create();
    blank.addPage();
    const other = Buffer.from(await blank.save());
    for (const pdf of [await ownerPdf(draft.id, stranger), other])
      expect((await verify(pdf).expect(200)).body.data).toEqual({
        result: 'unknown',
        acceptedAt: null,
        acceptedBy: null,
      });
  });

  it('refuses what is not a PDF with 4xx naming the file, and counts checks per IP', async () => {
    const notPdf = await verify(Buffer.from('hello, not a pdf')).expect(400);
    expect(JSON.stringify(notPdf.body)).toContain('file');
    expect(JSON.stringify(notPdf.body)).toContain(VerifyMessages.notPdf);
    const empty = await ctx.http().post('/api/verify').set('x-forwarded-for', nextIp()).expect(400);
    expect(JSON.stringify(empty.body)).toContain(VerifyMessages.empty);
    await ctx
      .http()
      .post('/api/verify')
      .set('x-forwarded-for', nextIp())
      .send({ pdf: 'x' })
      .expect(415);
    const big = await verify(
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(VerifyRules.maxBytes)]),
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(VerifyMessages.tooLarge);

    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push((await verify(Buffer.from('x'), ip)).status);
    expect(statuses.slice(0, 50).every((s) => s === 400)).toBe(true);
    expect(statuses[50]).toBe(429);
    const limited = await verify(Buffer.from('x'), ip).expect(429);
    expect(limited.body.message).toBe(VerifyMessages.rateLimited);
  });
});
