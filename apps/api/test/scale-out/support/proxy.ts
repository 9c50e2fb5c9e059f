import { createServer, IncomingMessage, OutgoingHttpHeaders, request } from 'node:http';
import { AddressInfo, connect, Socket } from 'node:net';

export interface Upstream {
  name: string;
  port: number;
}

/** What the proxy passed on: each request, or WebSocket upgrade, and the api it went to. */
export interface Passed {
  kind: 'http' | 'upgrade';
  method: string;
  path: string;
  upstream: string;
}

export interface RoundRobinProxy {
  url: string;
  port: number;
  log: Passed[];
  /** Points the proxy at its apis (they are started after it, knowing its address). */
  route: (upstreams: Upstream[]) => void;
  close: () => Promise<void>;
}

/**
 * A load balancer as small as it gets: each request, and each WebSocket upgrade, goes to the
 * next api in turn. It adds its peer's address to X-Forwarded-For (as nginx's
 * proxy_add_x_forwarded_for does), so apps that trust one proxy (TRUST_PROXY=1) see the client's
 * address, and says which api answered in an x-served-by response header.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let upstreams: Upstream[] = [];
  let turn = 0;
  const log: Passed[] = [];
  const sockets = new Set<Socket>();
  const next = (req: IncomingMessage, kind: Passed['kind']): Upstream => {
    if (upstreams.length === 0) throw new Error('the proxy has no upstreams yet');
    const upstream = upstreams[turn++ % upstreams.length];
    log.push({ kind, method: req.method ?? '', path: req.url ?? '', upstream: upstream.name });
    return upstream;
  };

  const server = createServer((req, res) => {
    const upstream = next(req, 'http');
    const headers: OutgoingHttpHeaders = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
    const proxied = request(
      { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-served-by': upstream.name,
        });
        answer.pipe(res);
      },
    );
    proxied.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'x-served-by': upstream.name });
      res.end(`proxy: ${upstream.name} did not answer: ${error.message}`);
    });
    req.pipe(proxied);
  });

  // A WebSocket: the request head goes on to the next api as it came (plus X-Forwarded-For),
  // then bytes flow both ways untouched.
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const upstream = next(req, 'upgrade');
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i].toLowerCase() === 'x-forwarded-for') continue;
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    lines.push(`X-Forwarded-For: ${forwardedFor(req)}`);
    const server = connect(upstream.port, '127.0.0.1', () => {
      server.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) server.write(head);
      server.pipe(client);
      client.pipe(server);
    });
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    server.on('error', () => client.destroy());
    client.on('error', () => server.destroy());
    server.on('close', () => client.destroy());
    client.on('close', () => server.destroy());
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log,
    route: (list) => (upstreams = list),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function forwardedFor(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? '';
  const earlier = req.headers['x-forwarded-for'];
  return earlier ? `${earlier}, ${peer}` : peer;
}
