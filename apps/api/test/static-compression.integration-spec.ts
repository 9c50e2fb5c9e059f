import { Messages } from '@dealdraft/domain';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo, connect } from 'node:net';
import { Logger } from '@nestjs/common';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { TestApp, bootApp } from './support/app';

/**
 * The built SPA's files on the wire: the brotli or gzip twin the web build made beside
 * a file, by Accept-Encoding, with the file's own type and cache headers. The dist is a fixture
 * made here (twins by node:zlib, as the Vite plugin makes them), so no web build is needed.
 */

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** CORS (bootstrap.ts) varies every answer by Origin; a file with twins by its encoding too. */
const VARY = 'Origin, Accept-Encoding';
/** Text long and repetitive enough that both encodings shrink it well. */
const script = `${'export const line = "Dealdraft proposals and invoices";\n'.repeat(200)}`;
const style = `${'.card { padding: 1rem; border-radius: 0.5rem; }\n'.repeat(100)}`;
const indexHtml = `<!doctype html><html><head><title>Dealdraft</title>${'<meta name="x" content="padding the page past a kilobyte">'.repeat(30)}</head><body><div id="root"></div></body></html>`;

let dist: string;
let web: TestApp;
let baseUrl: string;

/** A GET (or HEAD) with exactly these headers; the body as its raw bytes, never decoded. */
function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Raw>((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Writes `name` and, unless told otherwise, its .br and .gz twins. */
function writeWithTwins(name: string, content: string, twins: ('br' | 'gz')[] = ['br', 'gz']) {
  const file = join(dist, 'web', name);
  writeFileSync(file, content);
  if (twins.includes('br')) writeFileSync(`${file}.br`, brotliCompressSync(content));
  if (twins.includes('gz')) writeFileSync(`${file}.gz`, gzipSync(content));
}

const sizeOf = (name: string) => statSync(join(dist, 'web', name)).size;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dealdraft-web-'));
  mkdirSync(join(dist, 'web', 'assets'), { recursive: true });
  writeWithTwins('index.html', indexHtml);
  writeWithTwins('theme-boot.js', script);
  writeWithTwins('assets/app-1a2b3c.js', script);
  writeWithTwins('assets/style-4d5e6f.css', style, ['gz']);
  writeFileSync(join(dist, 'web', 'assets', 'tiny-7a8b9c.js'), 'console.log(1)');
  // Outside the served folder: a path that climbs out must never reach it, twin or not.
  writeFileSync(join(dist, 'secret.js'), 'top secret');
  writeFileSync(join(dist, 'secret.js.br'), brotliCompressSync('top secret'));
  web = await bootApp({ WEB_DIST_DIR: join(dist, 'web') });
  const server: Server = web.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await web?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a hashed asset', () => {
  const path = '/assets/app-1a2b3c.js';

  it('goes out as brotli to a browser that takes it, whatever order it names the codings', async () => {
    const response = await fetchRaw(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toBe(VARY);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-length']).toBe(String(sizeOf(`assets/app-1a2b3c.js.br`)));
    expect(response.headers['etag']).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+-br"$/);
    expect(response.body.length).toBe(sizeOf(`assets/app-1a2b3c.js.br`));
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('goes out as gzip to a client that takes only gzip, or refuses brotli with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const response = await fetchRaw(path, { 'accept-encoding': accept });
      expect([accept, response.status, response.headers['content-encoding']]).toEqual([
        accept,
        200,
        'gzip',
      ]);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['vary']).toBe(VARY);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['content-length']).toBe(String(sizeOf(`assets/app-1a2b3c.js.gz`)));
      expect(response.headers['etag']).toMatch(/-gzip"$/);
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it('goes out as brotli to a client that takes any coding (*)', async () => {
    const response = await fetchRaw(path, { 'accept-encoding': '*' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('goes out as itself to a client that takes neither coding', async () => {
    for (const accept of [null, 'identity', 'br;q=0', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) {
      const response = await fetchRaw(path, accept === null ? {} : { 'accept-encoding': accept });
      expect([accept, response.status, response.headers['content-encoding']]).toEqual([
        accept,
        200,
        undefined,
      ]);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      // A shared cache must not hand this copy to a client that takes brotli, nor the reverse.
      expect(response.headers['vary']).toBe(VARY);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(script)));
      expect(response.body.toString()).toBe(script);
    }
  });

  it('gives each encoding its own ETag, and revalidates each against its own', async () => {
    const etags = await Promise.all(
      ['br', 'gzip', 'identity'].map(
        async (accept) => (await fetchRaw(path, { 'accept-encoding': accept })).headers['etag'],
      ),
    );
    expect(new Set(etags).size).toBe(3);
    const [brotli, gzip] = etags as string[];
    const fresh = await fetchRaw(path, { 'accept-encoding': 'br', 'if-none-match': brotli });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    const stale = await fetchRaw(path, { 'accept-encoding': 'br', 'if-none-match': gzip });
    expect(stale.status).toBe(200);
    expect(stale.headers['content-encoding']).toBe('br');
  });

  it('answers HEAD with the twin headers and no body', async () => {
    const response = await fetchRaw(path, { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(sizeOf(`assets/app-1a2b3c.js.br`)));
    expect(response.body.length).toBe(0);
  });
});

describe('a client that leaves before its file goes out', () => {
  it('is no server error: nothing is logged as unhandled, and the next request is served', async () => {
    const unhandled = jest.spyOn(Logger.prototype, 'error');
    const { port } = new URL(baseUrl);
    try {
      // The socket closes as soon as the request is written, while the api is still looking for
      // the file's twins: Express then reports the send as aborted, before any header went out.
      for (let i = 0; i < 20; i++) {
        await new Promise<void>((resolve) => {
          const socket = connect(Number(port), '127.0.0.1', () => {
            socket.end(
              'GET /assets/app-1a2b3c.js HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n',
            );
            socket.destroy();
          });
          socket.on('close', () => resolve());
        });
      }
      const response = await fetchRaw('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(unhandled.mock.calls.map(([, message]) => message)).toEqual([]);
    } finally {
      unhandled.mockRestore();
    }
  });
});

describe('files with fewer twins', () => {
  it('sends the gzip twin to a brotli-first browser when the build made only that one', async () => {
    const response = await fetchRaw('/assets/style-4d5e6f.css', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(response.body).toString()).toBe(style);
  });

  it('sends a file too small to compress as itself', async () => {
    const response = await fetchRaw('/assets/tiny-7a8b9c.js', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body.toString()).toBe('console.log(1)');
  });

  it('answers a missing asset with the 404 envelope, not a twin of anything', async () => {
    const response = await fetchRaw('/assets/gone-000000.js', { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toEqual({
      status: 'error',
      data: null,
      message: Messages.system.notFound,
    });
  });

  it('never serves a twin from outside the web folder', async () => {
    const response = await fetchRaw('/assets/..%2f..%2fsecret.js', { 'accept-encoding': 'br' });
    expect([403, 404]).toContain(response.status);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).not.toContain('top secret');
  });
});

describe('the page itself', () => {
  it('goes out compressed for any client route, revalidated every time', async () => {
    for (const path of ['/', '/proposals', '/index.html']) {
      const response = await fetchRaw(path, {
        accept: 'text/html',
        'accept-encoding': 'gzip, deflate, br',
      });
      expect([path, response.status, response.headers['content-encoding']]).toEqual([
        path,
        200,
        'br',
      ]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['vary']).toBe(VARY);
      expect(response.headers['content-length']).toBe(String(sizeOf('index.html.br')));
      expect(brotliDecompressSync(response.body).toString()).toBe(indexHtml);
    }
    const route = await fetchRaw('/proposals', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it('goes out as itself, still no-cache, to a client that takes no coding', async () => {
    const response = await fetchRaw('/dashboard', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toBe(readFileSync(join(dist, 'web', 'index.html'), 'utf8'));
  });

  it('serves files beside the page (theme-boot.js) compressed, cached for an hour', async () => {
    const response = await fetchRaw('/theme-boot.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('leaves the api alone', async () => {
    const response = await fetchRaw('/api/nothing-here', { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
