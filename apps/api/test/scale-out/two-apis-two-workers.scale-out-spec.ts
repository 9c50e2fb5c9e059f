import { Messages } from '@dealdraft/domain';
import type { ParsedMail } from 'mailparser';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queues } from '../../src/queue/queues';
import { RECURRING_SWEEP_SCHEDULER } from '../../src/recurring/recurring.processor';
import { SWEEP_SCHEDULER } from '../../src/reminders/reminders.processor';
import { invoicePayload } from '../factories/invoice';
import { proposalPayload } from '../factories/proposal';
import { FakeOpenAi, VALID_DRAFT } from '../support/fake-openai';
import { SmtpPeer, startSmtpPeer } from '../support/smtp-peer';
import { LiveSubscriber, subscribe } from '../support/subscriptions';
import { Cluster, Replica, startCluster } from './support/cluster';
import { Answer, call } from './support/http';

/**
 * Scale-out, proven: two api and two worker processes of the built app on one
 * database and one Redis prefix, behind a proxy that sends each request (and WebSocket) to the
 * next api in turn. Whatever one api does, the other honours; whatever is queued, one worker
 * does once; an api stopped for a rolling update answers what it had started.
 */

const SIGNUPS_PER_IP = 3;
const CREATES_PER_MINUTE = 3;
const FAILED_LOGIN_LIMIT = 10;
/** Short locks: a dead worker's job is taken over in about two seconds, not a minute. */
const LOCK_MS = 1000;
const STALLED_CHECK_MS = 1000;
/** The longest a ping may hold its job: twice the lock, so it is renewed while it runs. */
const PING_HOLD_MS = 2000;
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
const PASSWORD = 'correct horse';
const RUN = Date.now().toString(36);

/** The worker's "today" (UTC), for a reminder and a recurring period due now. */
const today = () => new Date().toISOString().slice(0, 10);

describe('two apis and two workers on one database and one Redis prefix', () => {
  let cluster: Cluster;
  let smtp: SmtpPeer;
  let ai: FakeOpenAi;
  let apiA: Replica;
  let apiB: Replica;
  let proxy: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    ai = new FakeOpenAi();
    const aiBaseUrl = await ai.start();
    cluster = await startCluster({
      apis: 2,
      workers: 2,
      env: {
        // The proxy in front is the one hop trusted for X-Forwarded-For.
        TRUST_PROXY: '1',
        SMTP_URL: smtp.url,
        OPERATOR_TOKEN,
        QUEUE_LOCK_DURATION_MS: String(LOCK_MS),
        QUEUE_STALLED_INTERVAL_MS: String(STALLED_CHECK_MS),
        SIGNUPS_PER_IP_PER_HOUR: String(SIGNUPS_PER_IP),
        CREATES_PER_MINUTE: String(CREATES_PER_MINUTE),
        // The default, as deployed (the cluster's own is shorter): 20 s of it for requests.
        SHUTDOWN_TIMEOUT_MS: '25000',
        AI_BASE_URL: aiBaseUrl,
        AI_API_KEY: 'sk-fake-dealdraft',
      },
    });
    [apiA, apiB] = cluster.apis;
    proxy = cluster.proxy.url;
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await smtp?.close();
    await ai?.stop();
  }, 60_000);

  // --- helpers -------------------------------------------------------------------------------

  let addresses = 0;
  /** A client address of its own (127.10.x.y): the per-IP limits count each case apart. */
  const address = () => {
    addresses += 1;
    return `127.10.${addresses >> 8}.${addresses & 255}`;
  };

  interface User {
    id: string;
    email: string;
    token: string;
    workspaceId: string;
    from: string;
    signedUpOn: string | undefined;
  }

  const signUp = async (base: string, label: string, from = address()): Promise<User> => {
    const email = `${label}.${RUN}@example.com`;
    const answer = await call(base, 'POST', '/api/auth/signup', {
      body: { name: 'Ada Lovelace', email, password: PASSWORD },
      from,
    });
    expect(answer.status).toBe(201);
    const { id, token } = answer.body.data;
    const {
      rows: [{ workspace_id: workspaceId }],
    } = await cluster.db.query('SELECT workspace_id FROM workspace_members WHERE user_id = $1', [
      id,
    ]);
    return { id, email, token, workspaceId, from, signedUpOn: answer.servedBy };
  };

  /** A paid plan, as a checkout would leave it (exports and e-mails need one). */
  const upgrade = (user: User) =>
    cluster.db.query(
      `UPDATE workspaces SET plan = 'freelancer', proposals_limit = 50, invoices_limit = 50,
              plan_end = now() + interval '30 days' WHERE id = $1`,
      [user.workspaceId],
    );

  const as = (user: User, body?: unknown) => ({ token: user.token, from: user.from, body });

  const create = async (base: string, user: User, path: string, body: object) => {
    const answer = await call(base, 'POST', path, as(user, body));
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${answer.raw}`);
    return answer.body.data;
  };

  const waitUntil = async <T>(what: string, check: () => Promise<T>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = await check();
      if (result) return result;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(100);
    }
  };

  const mailsTo = (address: string): ParsedMail[] =>
    smtp.messages.filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((box) => box.address === address)),
    );

  /** How often each job of the queue went active, completed, failed or stalled (its events). */
  const history = async (queue: (typeof Queues)[keyof typeof Queues], jobIds?: string[]) => {
    const byJob = new Map<string, Record<string, number>>();
    for (const { event, jobId } of await cluster.events(queue)) {
      if (!jobId || (jobIds && !jobIds.includes(jobId))) continue;
      const counts = byJob.get(jobId) ?? { active: 0, completed: 0, failed: 0, stalled: 0 };
      if (event in counts) counts[event] += 1;
      byJob.set(jobId, counts);
    }
    return byJob;
  };
  const ONCE = { active: 1, completed: 1, failed: 0, stalled: 0 };
  /**
   * The history of `jobIds` once each has ended. A job records what it did (an e-mail sent, a
   * row written) before BullMQ records it completed, so what a test waits for can be seen while
   * the job still shows only as active.
   */
  const endedHistory = (queue: (typeof Queues)[keyof typeof Queues], jobIds: string[]) =>
    waitUntil(`jobs ${jobIds.join(', ')} of ${queue} to end`, async () => {
      const byJob = await history(queue, jobIds);
      const ended = jobIds.every((id) => {
        const counts = byJob.get(id);
        return counts !== undefined && counts.completed + counts.failed > 0;
      });
      return ended ? byJob : null;
    });

  /** The ping's job while a worker holds it, and which worker that is (BullMQ's processedBy). */
  const heldPing = () =>
    waitUntil('a worker to take the ping', async () => {
      const [job] = await cluster.queue(Queues.System).getActive();
      const holder = cluster.workers.find((worker) => worker.id === job?.processedBy);
      return job && holder ? { jobId: job.id!, holder } : null;
    });

  const ping = (base: string) =>
    call(base, 'POST', '/api/system/ping', {
      body: { holdMs: PING_HOLD_MS },
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });

  // --- through either api ---------------------------------------------------------------------

  it('a session made on one api works on the other, and through the proxy on both', async () => {
    const user = await signUp(apiA.url, 'session');
    const onB = await call(apiB.url, 'GET', '/api/profile', as(user));
    expect(onB.status).toBe(200);
    expect(onB.body.data.email).toBe(user.email);

    const login = await call(apiB.url, 'POST', '/api/auth/login', {
      body: { email: user.email, password: PASSWORD },
      from: user.from,
    });
    expect(login.status).toBe(200);
    const onA = await call(apiA.url, 'GET', '/api/profile', {
      token: login.body.data.token,
      from: user.from,
    });
    expect(onA.status).toBe(200);
    expect(onA.body.data.email).toBe(user.email);

    const proxied = [
      await call(proxy, 'GET', '/api/profile', as(user)),
      await call(proxy, 'GET', '/api/profile', as(user)),
    ];
    expect(proxied.map((answer) => answer.status)).toEqual([200, 200]);
    expect(proxied.map((answer) => answer.servedBy).sort()).toEqual(['api-a', 'api-b']);
  });

  it('a logout on one api is honoured by the other', async () => {
    const user = await signUp(apiB.url, 'logout');
    expect((await call(apiA.url, 'GET', '/api/profile', as(user))).status).toBe(200);
    expect((await call(apiB.url, 'GET', '/api/profile', as(user))).status).toBe(200);

    const logout = await call(apiA.url, 'POST', '/api/auth/logout', as(user));
    expect(logout.status).toBe(200);
    expect(logout.body.message).toBe(Messages.auth.logoutSuccess);

    const after = [
      await call(apiB.url, 'GET', '/api/profile', as(user)),
      await call(apiA.url, 'GET', '/api/profile', as(user)),
      await call(proxy, 'GET', '/api/profile', as(user)),
      await call(proxy, 'GET', '/api/profile', as(user)),
    ];
    expect(after.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array(4).fill([401, Messages.auth.sessionExpired]),
    );
    expect(
      after
        .slice(2)
        .map((answer) => answer.servedBy)
        .sort(),
    ).toEqual(['api-a', 'api-b']);
  });

  it('sign-ups per IP are counted across apis, for the address the proxy saw', async () => {
    const from = address();
    const answers: Answer[] = [];
    for (let i = 0; i <= SIGNUPS_PER_IP; i++) {
      answers.push(
        await call(proxy, 'POST', '/api/auth/signup', {
          body: { name: 'Ada Lovelace', email: `limit${i}.${RUN}@example.com`, password: PASSWORD },
          from,
          // A client's own claim is not believed: the proxy appends the address it saw, and
          // that is the one the apps count (TRUST_PROXY=1).
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
    expect(answers[SIGNUPS_PER_IP].body.message).toBe(Messages.auth.tooManySignups);
    // The proxy took turns: the refusal came from the api that did not make the last account.
    expect(answers.map((answer) => answer.servedBy)).toEqual(
      answers[0].servedBy === 'api-a'
        ? ['api-a', 'api-b', 'api-a', 'api-b']
        : ['api-b', 'api-a', 'api-b', 'api-a'],
    );
    // Another address is another client.
    expect((await signUp(proxy, 'limit-other')).signedUpOn).toMatch(/^api-[ab]$/);
  });

  it('failed sign-ins are counted across apis', async () => {
    const user = await signUp(apiA.url, 'failed-logins');
    const from = address();
    const login = (api: Replica, password: string) =>
      call(api.url, 'POST', '/api/auth/login', { body: { email: user.email, password }, from });
    for (let i = 0; i < FAILED_LOGIN_LIMIT; i++) {
      const failed = await login(i % 2 === 0 ? apiA : apiB, 'wrong password');
      expect(failed.status).toBe(401);
    }
    // The tenth failure was on api-b; api-a refuses even the right password now.
    const refused = await login(apiA, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(Messages.auth.tooManyLogins);
    expect((await login(apiB, PASSWORD)).status).toBe(429);
  });

  it('the create limit is one budget for a workspace across apis', async () => {
    const user = await signUp(apiA.url, 'creates');
    const made = [];
    for (let i = 0; i < CREATES_PER_MINUTE; i++) {
      const api = i % 2 === 0 ? apiA : apiB;
      made.push(await call(api.url, 'POST', '/api/clients', as(user, { name: `Client ${i}` })));
    }
    expect(made.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const refused = await call(apiB.url, 'POST', '/api/clients', as(user, { name: 'One more' }));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(Messages.system.tooManyCreates(CREATES_PER_MINUTE));
    const { rows } = await cluster.db.query(
      'SELECT count(*)::int AS n FROM clients WHERE workspace_id = $1',
      [user.workspaceId],
    );
    expect(rows[0].n).toBe(CREATES_PER_MINUTE);
  });

  // --- each job once, with two workers (independent: run together) ---------------------------

  it.concurrent('renders each PDF once', async () => {
    const user = await signUp(apiA.url, 'pdf');
    await upgrade(user);
    const invoice = await create(apiA.url, user, '/api/invoices', invoicePayload());
    const renders = await Promise.all(
      [apiA, apiB, apiA, apiB].map((api) =>
        call(api.url, 'POST', '/api/pdf/invoice', as(user, { id: invoice.id })),
      ),
    );
    for (const render of renders) {
      expect(render.status).toBe(200);
      expect(render.headers['content-type']).toBe('application/pdf');
      expect(render.raw.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Only this case renders through the pdf queue (e-mails render inside their own job).
    const jobs = await history(Queues.Pdf);
    expect([...jobs.values()]).toEqual(Array(4).fill(ONCE));
  });

  it.concurrent('sends each e-mail once', async () => {
    const user = await signUp(apiB.url, 'email');
    await upgrade(user);
    const to = ['one', 'two', 'three'].map((n) => `${n}.${RUN}@email.example`);
    const documents = [
      [
        'proposals',
        await create(apiA.url, user, '/api/proposals', proposalPayload({ clientEmail: to[0] })),
      ],
      [
        'proposals',
        await create(apiB.url, user, '/api/proposals', proposalPayload({ clientEmail: to[1] })),
      ],
      [
        'invoices',
        await create(apiA.url, user, '/api/invoices', invoicePayload({ clientEmail: to[2] })),
      ],
    ] as const;
    const sends = await Promise.all(
      documents.map(async ([kind, document], index) => {
        const base = [apiA.url, apiB.url, proxy][index];
        const answer = await call(base, 'POST', `/api/${kind}/${document.id}/send`, as(user, {}));
        expect(answer.status).toBe(202);
        return answer.body.data.id as string;
      }),
    );
    // Each send is read on the api that did not queue it.
    await waitUntil('the three sends to be sent', async () => {
      const states = await Promise.all(
        sends.map(async (id, index) => {
          const base = [apiB.url, apiA.url, apiA.url][index];
          return (await call(base, 'GET', `/api/sends/${id}`, as(user))).body.data.status;
        }),
      );
      return states.every((state) => state === 'sent');
    });

    expect(to.map((address) => mailsTo(address).length)).toEqual([1, 1, 1]);
    const { rows } = await cluster.db.query(
      'SELECT attempts FROM email_sends WHERE id = ANY($1) ORDER BY id',
      [sends],
    );
    expect(rows).toEqual(Array(3).fill({ attempts: 1 }));
    // A send's id is its job's id: each went active once and completed once.
    expect([...(await endedHistory(Queues.Email, sends)).values()]).toEqual(Array(3).fill(ONCE));
  });

  it.concurrent('sends a due reminder once, however many sweeps run on either worker', async () => {
    // Both workers upserted the sweep's schedule at start: there is one.
    const schedulers = await cluster.queue(Queues.Reminders).getJobSchedulers();
    expect(schedulers.map((scheduler) => scheduler.key)).toEqual([SWEEP_SCHEDULER]);

    const user = await signUp(apiA.url, 'reminders');
    await upgrade(user);
    const client = `reminded.${RUN}@reminders.example`;
    const proposal = await create(
      apiB.url,
      user,
      '/api/proposals',
      proposalPayload({ clientEmail: client }),
    );
    const sent = await call(apiA.url, 'POST', `/api/proposals/${proposal.id}/send`, as(user, {}));
    expect(sent.status).toBe(202);
    await waitUntil('the proposal to be sent', async () => mailsTo(client).length === 1);
    await waitUntil('the send to be recorded', async () => {
      const { rows } = await cluster.db.query(
        `SELECT 1 FROM email_sends WHERE document_id = $1 AND status = 'sent'`,
        [proposal.id],
      );
      return rows.length === 1;
    });
    // First sent three days ago: the workspace's first proposal reminder (day 3) is due today.
    await cluster.db.query(
      `UPDATE email_sends SET sent_at = sent_at - interval '3 days' WHERE document_id = $1`,
      [proposal.id],
    );

    // Sweeps at once on both workers, as several schedules (or replicas) might run them.
    const sweeps = await cluster
      .queue(Queues.Reminders)
      .addBulk(
        Array.from({ length: 4 }, () => ({ name: 'sweep', data: {}, opts: { attempts: 1 } })),
      );
    const reminder = await waitUntil('the reminder to be sent', async () => {
      const { rows } = await cluster.db.query(
        `SELECT id, step, status FROM reminders WHERE document_id = $1`,
        [proposal.id],
      );
      return rows.length > 0 && rows.every((row) => row.status === 'sent') ? rows : null;
    });
    await waitUntil('every sweep to finish', async () =>
      (await Promise.all(sweeps.map((job) => job.isCompleted()))).every(Boolean),
    );

    expect(reminder).toEqual([{ id: reminder[0].id, step: 3, status: 'sent' }]);
    const reminders = mailsTo(client).filter((mail) => mail.subject?.startsWith('Reminder'));
    expect(reminders.map((mail) => mail.subject)).toEqual(['Reminder: Proposal: Website redesign']);
    const jobs = await endedHistory(Queues.Reminders, [`remind-${reminder[0].id}`]);
    expect([...jobs.values()]).toEqual([ONCE]);
  });

  it.concurrent(
    'issues one recurring invoice for the period, however many sweeps run',
    async () => {
      const schedulers = await cluster.queue(Queues.Recurring).getJobSchedulers();
      expect(schedulers.map((scheduler) => scheduler.key)).toEqual([RECURRING_SWEEP_SCHEDULER]);

      const user = await signUp(apiB.url, 'recurring');
      await upgrade(user);
      const client = `billed.${RUN}@recurring.example`;
      const template = await create(
        apiA.url,
        user,
        '/api/invoices',
        invoicePayload({ clientEmail: client }),
      );
      // The worker's clock is the real one: the first period is today (UTC), due at once.
      const day = today();
      const schedule = await create(apiB.url, user, '/api/recurring-invoices', {
        templateInvoiceId: template.id,
        frequency: 'month',
        startDate: day,
        sendAutomatically: true,
      });

      const sweeps = await cluster
        .queue(Queues.Recurring)
        .addBulk(
          Array.from({ length: 4 }, () => ({ name: 'sweep', data: {}, opts: { attempts: 1 } })),
        );
      await waitUntil('every sweep to finish', async () =>
        (await Promise.all(sweeps.map((job) => job.isCompleted()))).every(Boolean),
      );
      const runs = await waitUntil('the period to be issued and e-mailed', async () => {
        const { rows } = await cluster.db.query(
          `SELECT r.period_start::text AS period, r.email_send_id AS "sendId", s.status
           FROM recurring_runs r LEFT JOIN email_sends s ON s.id = r.email_send_id
          WHERE r.schedule_id = $1`,
          [schedule.id],
        );
        return rows.length > 0 && rows.every((row) => row.status === 'sent') ? rows : null;
      });

      expect(runs).toEqual([{ period: day, sendId: runs[0].sendId, status: 'sent' }]);
      const { rows: invoices } = await cluster.db.query(
        'SELECT count(*)::int AS n FROM invoices WHERE workspace_id = $1 AND id <> $2',
        [user.workspaceId, template.id],
      );
      expect(invoices[0].n).toBe(1);
      expect(mailsTo(client)).toHaveLength(1);
      expect([...(await endedHistory(Queues.Email, [runs[0].sendId])).values()]).toEqual([ONCE]);
      const read = await call(apiA.url, 'GET', `/api/recurring-invoices/${schedule.id}`, as(user));
      expect(read.body.data.nextRunOn > day).toBe(true);
    },
  );

  it.concurrent('renews a lock shorter than the job: a slow ping is not taken over', async () => {
    const answer = ping(apiA.url);
    const { jobId, holder } = await heldPing();
    const done = await answer;
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ pingId: jobId, processedBy: holder.id });
    // Held twice as long as its lock, renewed in time: nobody else ran it.
    expect([...(await history(Queues.System, [jobId])).values()]).toEqual([ONCE]);
  });

  // --- a worker dies ---------------------------------------------------------------------------

  describe('then', () => {
    it('an event raised through one api reaches subscribers on the other and through the proxy', async () => {
      const user = await signUp(apiA.url, 'live');
      await upgrade(user);
      const proposal = await create(
        apiA.url,
        user,
        '/api/proposals',
        proposalPayload({ proposalTitle: 'Live across apis', status: 'sent' }),
      );
      const link = await call(
        apiB.url,
        'POST',
        '/graphql',
        as(user, {
          query: `mutation($input: CreateClientLinkInput!) {
            createClientLink(input: $input) { url } }`,
          variables: { input: { documentKind: 'proposal', documentId: proposal.id } },
        }),
      );
      const clientToken = String(link.body.data.createClientLink.url).split('/c/')[1];

      // One socket straight on api-b; two through the proxy, which hands them one api each.
      const subscribers: LiveSubscriber[] = [];
      try {
        subscribers.push(await subscribe(apiB.url, user.token));
        const upgrades = cluster.proxy.log.filter((passed) => passed.kind === 'upgrade').length;
        subscribers.push(await subscribe(proxy, user.token), await subscribe(proxy, user.token));
        const proxied = cluster.proxy.log.filter((passed) => passed.kind === 'upgrade');
        expect(
          proxied
            .slice(upgrades)
            .map((passed) => passed.upstream)
            .sort(),
        ).toEqual(['api-a', 'api-b']);

        // The client opens the link and declines, both on api-a.
        const client = address();
        const page = await call(apiA.url, 'GET', `/api/client/${clientToken}`, { from: client });
        expect(page.status).toBe(200);
        const declined = await call(apiA.url, 'POST', `/api/client/${clientToken}/decline`, {
          from: client,
          body: { reason: 'Over budget', version: page.body.data.version },
        });
        expect(declined.status).toBe(200);

        const document = { documentKind: 'proposal', documentId: proposal.id };
        for (const subscriber of subscribers) {
          expect(await subscriber.next()).toMatchObject({ kind: 'VIEWED', ...document });
          expect(await subscriber.next()).toMatchObject({
            kind: 'DECLINED',
            ...document,
            status: 'rejected',
          });
        }
      } finally {
        await Promise.all(subscribers.map((subscriber) => subscriber.close()));
      }
    });

    it('a worker killed mid-job leaves its job to the other, done once', async () => {
      const answer = ping(proxy);
      const { jobId, holder } = await heldPing();
      const survivor = cluster.workers.find((worker) => worker !== holder)!;
      expect(await holder.kill()).toBe(128 + 9);

      const done = await answer;
      expect(done.status).toBe(200);
      expect(done.body.message).toBe(Messages.system.pingProcessed);
      expect(done.body.data).toEqual({ pingId: jobId, processedBy: survivor.id });
      const { rows } = await cluster.db.query(
        'SELECT processed_by AS "processedBy" FROM system_ping WHERE id = $1',
        [jobId],
      );
      expect(rows).toEqual([{ processedBy: survivor.id }]);
      // Taken by the killed worker, found stalled once its lock ran out, done by the other.
      expect([...(await history(Queues.System, [jobId])).values()]).toEqual([
        { active: 2, completed: 1, failed: 0, stalled: 1 },
      ]);
    });

    // Last: it stops api B.
    it('an api told to stop (SIGTERM) finishes a request longer than 10 s, then exits', async () => {
      const user = await signUp(apiB.url, 'drain');
      await upgrade(user);
      // The fake model writes the draft in about 12 s: past the 10 s that Apollo's drain plugin
      // (installed by Nest's driver) gives in-flight requests, within SHUTDOWN_TIMEOUT_MS (25 s).
      ai.tokensPerSecond = Math.ceil(ai.defaultContent.length / 4) / 12;
      const started = Date.now();
      const answer = call(apiB.url, 'POST', '/api/ai/draft/stream', {
        ...as(user, { project: 'A new website for our bakery with online ordering.' }),
      });
      await Promise.race([
        waitUntil('the model to be asked', async () => ai.requests.length > 0),
        answer.then((early) => {
          throw new Error(`answered before the model was asked: ${early.status} ${early.raw}`);
        }),
      ]);
      process.kill(apiB.pid, 'SIGTERM');
      // It stops taking connections at once (SHUTDOWN_DRAIN_MS is 0 here).
      await waitUntil('api B to refuse connections', () =>
        call(apiB.url, 'GET', '/api/health/live').then(
          () => false,
          (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
        ),
      );

      const done = await answer;
      expect(Date.now() - started).toBeGreaterThan(11_000);
      expect(done.status).toBe(200);
      // The model's whole draft, not the template engine's stand-in after a cut-off stream.
      const last = String(done.raw).split('\n\n').filter(Boolean).at(-1)!;
      expect(last).toMatch(/^event: draft\ndata: /);
      const { draft } = JSON.parse(last.slice(last.indexOf('data: ') + 6));
      expect(draft.proposalTitle).toBe(VALID_DRAFT.proposalTitle);
      expect(await apiB.exited).toBe(128 + 15);
    }, 40_000);
  });
});
