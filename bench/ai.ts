/**
 * AI drafting: the offline template engine's draft time (p50, p95 over many briefs), and the
 * OpenAI-compatible engine (the official SDK) against the tests' fake server streaming 50
 * tokens a second: time to the first readable text, and the total for a 400-token draft.
 * Uses the built api (npx nx run @dealdraft/api:build); needs no running app.
 * Run: npm run bench -- ai
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
// The integration tests' fake server, so the bench measures against exactly what they test with.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { FakeOpenAi, VALID_DRAFT } from '../apps/api/test/support/fake-openai.ts';

const require = createRequire(import.meta.url);
const engines = join(import.meta.dirname, '../apps/api/dist/ai/engines');
const { TemplateDraftEngine } = require(join(engines, 'template-draft-engine.js'));
const { OpenAiDraftEngine } = require(join(engines, 'openai-draft-engine.js'));
// The built domain is CommonJS whose exports Node cannot list for an ESM import.
const { DRAFT_INDUSTRIES } = require('@dealdraft/domain') as typeof import('@dealdraft/domain');

const TOKENS_PER_SECOND = 50;
const DRAFT_TOKENS = 400;
/** The fake server's token is 4 characters. */
const CHARS_PER_TOKEN = 4;
const OFFLINE_RUNS = 2000;

const context = {
  business: { name: 'Ada Lovelace', companyName: 'Analytical Studio' },
  language: 'en' as const,
  currency: 'USD',
  catalogue: [],
  priceAnchors: [],
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function offline(): void {
  const engine = new TemplateDraftEngine();
  const times: number[] = [];
  for (let i = 0; i < OFFLINE_RUNS; i++) {
    const brief = {
      project: `Brief ${i}: a new website with an online shop, a blog and SEO for client ${i}.`,
      industry: DRAFT_INDUSTRIES[i % DRAFT_INDUSTRIES.length],
      budget: 1000 + (i % 97) * 123.45,
      clientCompany: `Client ${i}`,
      deadline: 'end of March',
    };
    const started = performance.now();
    engine.write(brief, context);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Offline template engine, ${OFFLINE_RUNS} briefs:  p50 ${percentile(times, 50).toFixed(3)} ms  p95 ${percentile(times, 95).toFixed(3)} ms  (target p50 < 50 ms)`,
  );
}

/** A valid draft whose JSON is exactly `DRAFT_TOKENS` fake tokens long. */
function draftOfTokens(): string {
  const target = DRAFT_TOKENS * CHARS_PER_TOKEN;
  const base = JSON.stringify({ ...VALID_DRAFT, summary: '' });
  return JSON.stringify({ ...VALID_DRAFT, summary: 'x'.repeat(target - base.length) });
}

async function streaming(): Promise<void> {
  const fake = new FakeOpenAi();
  const baseUrl = await fake.start();
  fake.tokensPerSecond = TOKENS_PER_SECOND;
  fake.defaultContent = draftOfTokens();
  const engine = new OpenAiDraftEngine({ baseUrl, apiKey: 'sk-bench' }, 'fake-model', 60_000);
  try {
    const started = performance.now();
    const first: { textAt?: number } = {};
    await engine.draft({
      brief: { project: 'A new website for our bakery with online ordering.', budget: 5000 },
      context,
      onText: () => (first.textAt ??= performance.now() - started),
    });
    const total = performance.now() - started;
    console.log(
      [
        `OpenAI-compatible engine vs the fake server at ${TOKENS_PER_SECOND} tokens/s, ${DRAFT_TOKENS}-token draft:`,
        `  first readable text  ${first.textAt?.toFixed(0)} ms  (target < 1000 ms)`,
        `  whole draft          ${total.toFixed(0)} ms  (${DRAFT_TOKENS} tokens / ${TOKENS_PER_SECOND} per s = ${(DRAFT_TOKENS / TOKENS_PER_SECOND).toFixed(1)} s of generation)`,
      ].join('\n'),
    );
  } finally {
    await fake.stop();
  }
}

offline();
await streaming();
