import { IncomingHttpHeaders, request } from 'node:http';

/** An answer as the test reads it: JSON bodies parsed, anything else kept as bytes. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case reads its own fields
  body: any;
  raw: Buffer;
  /** The proxy's x-served-by header: which api answered a request sent through it. */
  servedBy?: string;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /**
   * The loopback address to send from (all of 127.0.0.0/8 is this machine): a client at that
   * address, so the per-IP limits see distinct clients without trusting a header the test sets.
   */
  from?: string;
}

/** One HTTP request to `base` + `path`, on a connection of its own. */
export function call(
  base: string,
  method: string,
  path: string,
  { body, token, headers = {}, from }: CallOptions = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const json = String(res.headers['content-type'] ?? '').includes('application/json');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: json && raw.length > 0 ? JSON.parse(raw.toString('utf8')) : raw,
            raw,
            servedBy: res.headers['x-served-by'] as string | undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
