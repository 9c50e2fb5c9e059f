import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat completion request, as an OpenAI-compatible server would have received it. */
export interface RecordedCompletion {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: {
      type: string;
      json_schema?: { name: string; strict?: boolean; schema: unknown };
    };
  };
}

/** What the next request gets. */
export type FakeAnswer =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; message?: string }
  /** Headers never come: the client's deadline must end it. */
  | { kind: 'hang' };

export const VALID_DRAFT = {
  proposalTitle: 'Bakery website with online ordering',
  summary: 'We will design and build a fast, friendly website.\nIt takes orders online.',
  services: [
    { description: 'Design of four page templates', price: 450, quantity: 4 },
    { description: 'Online ordering build', price: 2400, quantity: 1 },
  ],
  paymentTerms: '50% on acceptance, 50% on delivery.',
  additionalTerms: 'Two rounds of revisions included.',
};

/**
 * A small OpenAI-compatible chat completions server that the official `openai` SDK talks to
 * (its baseURL). It records every request, answers from a script (default: a valid draft),
 * and streams like the real API: `data:` chunks of delta content, then `data: [DONE]`. The
 * pace is set in tokens a second (a "token" here is 4 characters), for the bench.
 */
export class FakeOpenAi {
  readonly requests: RecordedCompletion[] = [];
  private readonly script: FakeAnswer[] = [];
  private server?: Server;
  /** 0: as fast as possible. */
  tokensPerSecond = 0;
  defaultContent = JSON.stringify(VALID_DRAFT);

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
  }

  /** The next requests answer these, in order; after them, the default draft. */
  answer(...answers: FakeAnswer[]): void {
    this.script.push(...answers);
  }

  reset(): void {
    this.requests.length = 0;
    this.script.length = 0;
    this.tokensPerSecond = 0;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `No route ${req.method} ${req.url}` } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString()) as RecordedCompletion['body'];
    this.requests.push({ headers: req.headers, body });

    const answer = this.script.shift() ?? { kind: 'content', content: this.defaultContent };
    switch (answer.kind) {
      case 'hang':
        return;
      case 'status':
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: answer.message ?? 'fake failure', type: 'fake' } }),
        );
        return;
      case 'content':
        if (body.stream) await this.stream(res, body.model, answer.content);
        else this.complete(res, body.model, answer.content);
    }
  }

  private complete(res: ServerResponse, model: string, content: string): void {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  }

  private async stream(res: ServerResponse, model: string, content: string): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }, null));
    const pause = this.tokensPerSecond > 0 ? 1000 / this.tokensPerSecond : 0;
    for (let i = 0; i < content.length; i += 4) {
      if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
      if (res.destroyed) return;
      res.write(chunk({ content: content.slice(i, i + 4) }, null));
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }
}
