import {
  DraftMessages,
  DraftRules,
  formatUsd,
  proposalDraftJsonSchema,
  proposalDraftSchema,
  type DraftBrief,
  type ProposalDraft,
} from '@dealdraft/domain';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  RateLimitError,
} from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiSettings } from '../../config/app-config';
import {
  DraftEngineFailure,
  settleDraft,
  type DraftContext,
  type DraftEngine,
  type DraftRequest,
} from './draft-engine';
import { JsonTextStream } from './json-text-stream';

const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'proposal_draft', strict: true, schema: proposalDraftJsonSchema() },
} as const;

type Endpoint = NonNullable<AiSettings['endpoint']>;

/**
 * Drafts with any OpenAI-compatible chat endpoint (OpenAI, Azure, Ollama, vLLM, LM Studio):
 * structured output against the draft's JSON schema, streamed so text shows as it is written,
 * and one repair request when the answer does not validate. Every way it can fail ends in a
 * DraftEngineFailure whose reason tells the user why they got the template draft instead.
 */
export class OpenAiDraftEngine implements DraftEngine {
  readonly kind = 'ai' as const;
  readonly label: string;
  private readonly client: OpenAI;

  constructor(
    endpoint: Endpoint,
    private readonly model: string,
    private readonly timeoutMs: number,
  ) {
    this.label = DraftMessages.aiEngine(model);
    this.client = new OpenAI({
      baseURL: endpoint.baseUrl ?? undefined,
      // Local servers (Ollama, vLLM) take any key; the SDK insists on one.
      apiKey: endpoint.apiKey ?? 'not-needed',
      // The user is waiting: no hidden retries, the template draft is the fallback.
      maxRetries: 0,
      timeout: timeoutMs,
    });
  }

  async draft({ brief, context, onText, signal }: DraftRequest): Promise<ProposalDraft> {
    // One deadline for the whole draft, repair included; the SDK's own timeout is per request.
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const abort = signal ? AbortSignal.any([deadline, signal]) : deadline;
    const messages = promptFor(brief, context);
    try {
      const first = await this.streamAnswer(messages, abort, onText);
      const parsed = parseDraft(first);
      if (parsed.ok) return settleDraft(parsed.draft, brief);

      const repaired = await this.answer(
        [
          ...messages,
          { role: 'assistant', content: first },
          {
            role: 'user',
            content: `That answer is not valid: ${parsed.problem}. Reply again with only the corrected JSON object.`,
          },
        ],
        abort,
      );
      const second = parseDraft(repaired);
      if (second.ok) return settleDraft(second.draft, brief);
      throw new DraftEngineFailure(
        'invalid_output',
        `still invalid after repair: ${second.problem}`,
      );
    } catch (error) {
      throw failureOf(error, deadline.aborted);
    }
  }

  private async streamAnswer(
    messages: ChatCompletionMessageParam[],
    signal: AbortSignal,
    onText?: (text: string) => void,
  ): Promise<string> {
    const stream = await this.client.chat.completions.create(
      { model: this.model, messages, response_format: RESPONSE_FORMAT, stream: true },
      { signal },
    );
    const readable = new JsonTextStream();
    let answer = '';
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (!delta) continue;
      answer += delta;
      const text = readable.push(delta);
      if (text) onText?.(text);
    }
    return answer;
  }

  private async answer(messages: ChatCompletionMessageParam[], signal: AbortSignal) {
    const completion = await this.client.chat.completions.create(
      { model: this.model, messages, response_format: RESPONSE_FORMAT },
      { signal },
    );
    return completion.choices[0]?.message?.content ?? '';
  }
}

type Parsed = { ok: true; draft: ProposalDraft } | { ok: false; problem: string };

/** The model's JSON, validated; prices are rounded to cents first (arithmetic is ours). */
export function parseDraft(answer: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    return { ok: false, problem: 'it is not a JSON object' };
  }
  const result = proposalDraftSchema.safeParse(withCentPrices(json));
  if (result.success) return { ok: true, draft: result.data };
  const problem = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
    .join('; ');
  return { ok: false, problem };
}

function withCentPrices(json: unknown): unknown {
  const draft = json as { services?: unknown };
  if (typeof draft !== 'object' || draft === null || !Array.isArray(draft.services)) return json;
  return {
    ...draft,
    services: draft.services.map((line: unknown) => {
      const price = (line as { price?: unknown })?.price;
      return typeof price === 'number' && Number.isFinite(price)
        ? { ...(line as object), price: Math.round(price * 100) / 100 }
        : line;
    }),
  };
}

function failureOf(error: unknown, deadlinePassed: boolean): DraftEngineFailure {
  if (error instanceof DraftEngineFailure) return error;
  const detail = error instanceof Error ? error.message : String(error);
  // Order matters: a timeout is a connection error, and every SDK error is an APIError.
  if (deadlinePassed || error instanceof APIConnectionTimeoutError)
    return new DraftEngineFailure('timeout', detail);
  if (error instanceof RateLimitError) return new DraftEngineFailure('rate_limited', detail);
  if (error instanceof APIConnectionError) return new DraftEngineFailure('unreachable', detail);
  if (error instanceof APIError) return new DraftEngineFailure('provider_error', detail);
  // A stream cut off half-way, or an answer the SDK could not read.
  return new DraftEngineFailure('provider_error', detail);
}

/** The brief and the user's context, as the model reads them. */
export function promptFor(brief: DraftBrief, context: DraftContext): ChatCompletionMessageParam[] {
  const business = context.business.companyName
    ? `${context.business.companyName} (${context.business.name})`
    : context.business.name;
  const system = [
    `You write business proposals for ${business}, a freelancer or small agency.`,
    'Answer with one JSON object that matches the given schema, and nothing else.',
    'proposalTitle: a short, specific title. summary: the scope of work in 2 to 4 short paragraphs.',
    `services: one line for every deliverable the brief names, in its words (at most ${DraftRules.linesMax}), each with a round unit price in US dollars (a multiple of $5) and a whole-number quantity.`,
    'paymentTerms and additionalTerms: plain sentences. Never invent facts about the client.',
    `Write in a ${brief.tone ?? 'professional'} tone.`,
  ];
  if (context.priceAnchors.length > 0) {
    system.push(
      'Prices this business charged in its recent accepted proposals (use them as anchors):',
      ...context.priceAnchors.map(
        (line) => `- ${line.description}: ${formatUsd(line.price)} x ${line.quantity}`,
      ),
    );
  }
  const user = [
    `Project: ${brief.project}`,
    brief.clientName ? `Client contact: ${brief.clientName}` : null,
    brief.clientCompany ? `Client company: ${brief.clientCompany}` : null,
    brief.industry ? `Industry: ${brief.industry}` : null,
    brief.budget !== undefined
      ? `Budget: ${formatUsd(brief.budget)} in total (prices are scaled to it, so price the lines relative to each other).`
      : null,
    brief.deadline ? `Deadline: ${brief.deadline}` : null,
  ].filter((line): line is string => line !== null);
  return [
    { role: 'system', content: system.join('\n') },
    { role: 'user', content: user.join('\n') },
  ];
}
