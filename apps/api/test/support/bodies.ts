import type { Response } from 'supertest';

type Done<T> = (error: Error | null, body: T) => void;

/** Collects a binary response body (supertest buffers only text by default): `.parse(asBuffer)`. */
export const asBuffer = (res: Response, done: Done<Buffer>): void => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Collects a streamed text body (server-sent events) whole: `.parse(asText)`. */
export const asText = (res: Response, done: Done<string>): void => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
};
