import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import { requestFields, responseFields } from './logging.module';

/** A request through pino-http with the module's serializers; the line it logged, parsed. */
async function loggedLine(headers: Record<string, string>): Promise<Record<string, unknown>> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logging = pinoHttp({
    logger: pino({ level: 'info' }, sink),
    genReqId: () => 'request-1',
    serializers: { req: requestFields, res: responseFields },
  });
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    logging(req, res);
    res.setHeader('set-cookie', 'session=secret-cookie');
    res.setHeader('content-length', '2');
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/api/proposals?first=5`, { headers });
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]);
}

describe('request log lines', () => {
  it('name the request and the response, and no header beyond the user agent', async () => {
    const line = await loggedLine({
      authorization: 'Bearer secret-token',
      cookie: 'session=secret-cookie',
      'user-agent': 'curl/8.5.0',
    });
    expect(line.req).toEqual({
      id: 'request-1',
      method: 'GET',
      url: '/api/proposals?first=5',
      remoteAddress: '127.0.0.1',
      userAgent: 'curl/8.5.0',
    });
    expect(line.res).toEqual({ statusCode: 200, contentLength: '2' });
    expect(JSON.stringify(line)).not.toMatch(/secret/);
  });
});
