import express, { NextFunction, Request, Response, Router } from 'express';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const API_PATHS = /^\/(api|graphql|graphql-ide|admin\/queues)(\/|$)/;

/** What the web build compresses (apps/web/vite.config.ts); other files are sent as they are. */
const COMPRESSED_TYPES: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.wasm',
]);

/** The build's twins of a file, most preferred first when the client's q-values tie. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;
type Coding = (typeof ENCODINGS)[number]['coding'];

interface CacheOptions {
  maxAge: string | number;
  immutable?: boolean;
  /** A Cache-Control of its own (index.html's no-cache) instead of one made from maxAge. */
  header?: string;
}

/**
 * Serves the built SPA on the api's own origin: static files, then index.html for any
 * client route (history fallback). Returns null when no build exists.
 *
 * Text files go out as the brotli or gzip twin the web build made beside them (never
 * compressed per request), chosen by Accept-Encoding; a client that takes neither, or a file
 * without twins, gets the file itself.
 */
export function spa(distDir: string | null): Router | null {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return null;
  const router = Router();
  // The api's own routes skip the files entirely: looking for a file (and its twins) cost every
  // api request a few stat calls, 2-3 % of the api's CPU under a list load.
  router.use((req: Request, _res: Response, next: NextFunction) =>
    next(API_PATHS.test(req.path) ? 'router' : undefined),
  );
  // Hashed assets never change; index.html must always be revalidated.
  const assets = { maxAge: '1y', immutable: true } as const;
  router.use('/assets', precompressed(join(distDir, 'assets'), assets));
  router.use('/assets', express.static(join(distDir, 'assets'), { ...assets, fallthrough: false }));
  router.use(precompressed(distDir, { maxAge: '1h' }));
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    const index = join(distDir, 'index.html');
    sendPreferred(req, res, index, { maxAge: 0, header: 'no-cache' }).then((sent) => {
      if (sent) return;
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    }, next);
  });
  return router;
}

/** GET/HEAD of a compressible file under `root` answered by its twin when the client takes one. */
function precompressed(root: string, cache: CacheOptions) {
  const base = resolve(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileUnder(base, req.path);
    if (!file || !COMPRESSED_TYPES.has(extname(file))) return next();
    sendPreferred(req, res, file, cache).then((sent) => {
      if (!sent) next();
    }, next);
  };
}

/** The file `urlPath` names inside `base`, or null for anything express.static should judge. */
function fileUnder(base: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Dot segments and dotfiles are express.static's to refuse or ignore, as without twins.
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) {
    return null;
  }
  const file = resolve(base, `.${decoded}`);
  return file.startsWith(base + sep) ? file : null;
}

/**
 * Sends the twin of `file` the client prefers; false (nothing sent) when it takes none of
 * them or the build made none. Every answer for a file with twins varies by Accept-Encoding.
 */
async function sendPreferred(
  req: Request,
  res: Response,
  file: string,
  cache: CacheOptions,
): Promise<boolean> {
  const twins = await Promise.all(
    ENCODINGS.map(async ({ coding, suffix }) => {
      const stats = await stat(file + suffix).catch(() => null);
      return stats?.isFile() ? { coding, path: file + suffix, stats } : null;
    }),
  );
  const available = twins.filter((twin) => twin !== null);
  if (available.length === 0) return false;
  res.vary('Accept-Encoding');
  const coding = preferredEncoding(
    req.headers['accept-encoding'],
    available.map((twin) => twin.coding),
  );
  const twin = available.find((candidate) => candidate.coding === coding);
  if (!twin) return false;
  const { size, mtime } = twin.stats;
  const headers: Record<string, string> = {
    'Content-Encoding': twin.coding,
    // Distinct from the file's own ETag and the other twin's: a cache keeps each apart.
    ETag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}-${twin.coding}"`,
  };
  if (cache.header) headers['Cache-Control'] = cache.header;
  // The file's own type (as express.static would give it), not the twin's (.br, .gz).
  res.type(extname(file));
  await new Promise<void>((done, fail) =>
    res.sendFile(
      twin.path,
      {
        headers,
        maxAge: cache.maxAge,
        immutable: cache.immutable ?? false,
        // A byte range of compressed bytes is of little use; the whole twin is sent.
        acceptRanges: false,
      },
      // Once the headers are out (a client gone mid-body), there is nothing left to answer.
      (error?: NodeJS.ErrnoException) =>
        error && !res.headersSent && !clientWentAway(error) ? fail(error) : done(),
    ),
  );
  return true;
}

/**
 * A client that left before its file went out (a page navigated away while a chunk loaded)
 * needs no answer and is no server error: Express's own sendFile, given no callback, ignores
 * these two cases for the same reason.
 */
export function clientWentAway(error: NodeJS.ErrnoException): boolean {
  return error.code === 'ECONNABORTED' || error.syscall === 'write';
}

/**
 * The coding to send among `available` (in the server's order of preference), per the
 * Accept-Encoding header: the highest q-value wins, a tie goes to the server's order, q=0
 * refuses, `*` stands for any coding not named. Null means the file itself (identity).
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly Coding[],
): Coding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    // A q-value that is no number is taken as a refusal rather than as full weight.
    const weight = q === undefined ? 1 : Number(q.slice(2) || NaN);
    weights.set(name.trim().toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  let best: Coding | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
