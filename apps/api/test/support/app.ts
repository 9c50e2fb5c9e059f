import type { FieldRefusal } from '@dealdraft/domain';
import { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import TestAgent from 'supertest/lib/agent';
import { createApp } from '../../src/bootstrap';
import { WorkerModule } from '../../src/worker.module';
import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { EmailProcessor } from '../../src/email/email.processor';
import { PdfProcessor } from '../../src/pdf/pdf.processor';
import { Queues } from '../../src/queue/queues';
import { SystemProcessor } from '../../src/system/system.processor';
import { RemindersProcessor } from '../../src/reminders/reminders.processor';
import { RecurringProcessor } from '../../src/recurring/recurring.processor';
import { Test } from '@nestjs/testing';
import { Clock } from '../../src/common/clock';

/** Env every test app gets: quiet logs, no SPA; DATABASE_URL and QUEUE_PREFIX come from the global setup. */
// TRUST_PROXY lets tests speak for several client IPs through X-Forwarded-For.
const TEST_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '', TRUST_PROXY: 'true' };

let envInUse: Promise<unknown> = Promise.resolve();

/**
 * Runs `build` with extra env vars set, then puts process.env back as it was. One build at a
 * time: process.env is global, and two at once (two workers started together) would each put
 * back what the other had set, leaving its variables to the files that run next.
 */
function withEnv<T>(env: Record<string, string>, build: () => Promise<T>): Promise<T> {
  const built = envInUse.then(async () => {
    const saved = { ...process.env };
    Object.assign(process.env, TEST_ENV, env);
    try {
      return await build();
    } finally {
      process.env = saved;
    }
  });
  envInUse = built.catch(() => undefined);
  return built;
}

/** The REST collections `TestApp.create` posts to. */
export type CreatableKind = 'proposals' | 'invoices' | 'items' | 'clients';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own fields
type CreatedRecord = any;

export interface TestApp {
  app: INestApplication;
  http: () => TestAgent;
  graphql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ) => Promise<{ status: number; data?: T; errors?: GraphQLErrorBody[] }>;
  /** Signs a fresh user up through the API (like immich's ctx.newUser()). */
  newUser: (overrides?: Partial<NewUser>) => Promise<SignedUpUser>;
  /** Puts a user on the Freelancer plan (50 proposals, 50 invoices, 30 days), as a checkout would. */
  upgrade: (user: { workspaceId: string }) => Promise<void>;
  /** Creates a record through REST as `user` (expecting 201) and returns its data. */
  create: (user: SignedUpUser, kind: CreatableKind, payload: object) => Promise<CreatedRecord>;
  close: () => Promise<void>;
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

export interface SignedUpUser extends NewUser {
  id: string;
  /** The person's own workspace, made at sign-up (the tenant of everything they create). */
  workspaceId: string;
  token: string;
}

let userCounter = 0;
/** Unique per process and run, so test files can share one database. */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${process.pid}.${Date.now()}.${++userCounter}@example.com`;
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; fields?: FieldRefusal[] };
}

/** Boots the real HTTP app (same pipes, filters and middleware as production). */
export async function bootApp(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await withEnv(env, createApp);
  const server = app.getHttpServer();
  return {
    app,
    http: () => request(server),
    graphql: async (query, variables, token) => {
      const call = request(server).post('/graphql').set('content-type', 'application/json');
      if (token) call.set('authorization', `Bearer ${token}`);
      const response = await call.send({ query, variables });
      return { status: response.status, data: response.body.data, errors: response.body.errors };
    },
    newUser: async (overrides = {}) => {
      const input = {
        name: 'Ada Lovelace',
        email: uniqueEmail(),
        password: 'correct horse',
        ...overrides,
      };
      // A distinct client IP per sign-up keeps the per-IP sign-up limit out of unrelated tests.
      const response = await request(server)
        .post('/api/auth/signup')
        .set('x-forwarded-for', `10.${userCounter % 250}.${process.pid % 250}.${Date.now() % 250}`)
        .send(input);
      if (response.status !== 201)
        throw new Error(`signup failed: ${JSON.stringify(response.body)}`);
      const id: string = response.body.data.id;
      const [{ workspace_id: workspaceId }] = await app
        .get(DataSource)
        .query('SELECT workspace_id FROM workspace_members WHERE user_id = $1', [id]);
      return { ...input, id, workspaceId, token: response.body.data.token };
    },
    upgrade: async ({ workspaceId }) => {
      await app
        .get(DataSource)
        .query(
          `UPDATE workspaces SET plan = 'freelancer', proposals_limit = 50, invoices_limit = 50, plan_end = now() + interval '30 days' WHERE id = $1`,
          [workspaceId],
        );
    },
    create: async (user, kind, payload) =>
      (
        await request(server)
          .post(`/api/${kind}`)
          .auth(user.token, { type: 'bearer' })
          .send(payload)
          .expect(201)
      ).body.data,
    close: () => app.close(),
  };
}

/** Starts the worker's Nest context in this process, as worker.ts does; `clock` replaces its Clock. */
export function startWorker(
  env: Record<string, string> = {},
  { clock }: { clock?: Clock } = {},
): Promise<INestApplicationContext> {
  return withEnv(env, async () => {
    let worker: INestApplicationContext;
    if (clock) {
      const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] })
        .overrideProvider(Clock)
        .useValue(clock)
        .compile();
      moduleRef.useLogger(false);
      worker = moduleRef;
    } else {
      worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    }
    await worker.init();
    // Closing a BullMQ connection that is still connecting makes it emit an error nobody can
    // listen to any more; tests that stop workers early must start from ready ones.
    await Promise.all([
      ...[
        SystemProcessor,
        PdfProcessor,
        EmailProcessor,
        RemindersProcessor,
        RecurringProcessor,
      ].map((p) => worker.get(p).worker.waitUntilReady()),
      ...Object.values(Queues).map((name) =>
        worker.get<Queue>(getQueueToken(name)).waitUntilReady(),
      ),
    ]);
    return worker;
  });
}

// Kept apart so that the service tier can move time without loading the whole app.
export { TestClock } from './test-clock';
