import { ErrorCode, Messages } from '@dealdraft/domain';
import { AppError } from '../errors/app-error';

/** Our deepest input (a service line in a GraphQL variable) is 5 levels; leave ample room. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of objects and arrays in JSON text, counted outside strings. One pass, so
 * a body of 100k nested arrays is refused before JSON.parse, the transformer or the validator
 * recurse through it. Malformed JSON is left to the parser.
 */
export function jsonDepth(json: string, stopAt = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAt) return deepest;
    } else if (char === ']' || char === '}') {
      depth--;
    }
  }
  return deepest;
}

/**
 * express.json's verify hook (raw bytes and their charset): what it throws goes to the error
 * middleware as it is, so the answer is this 400, before the body is parsed. A charset we
 * cannot decode is left to the parser, which refuses it.
 */
export function assertJsonDepth(body: Buffer, charset: string | null | undefined): void {
  let json: string;
  try {
    json = new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return;
  }
  if (jsonDepth(json, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    throw new AppError(ErrorCode.BadRequest, Messages.system.jsonTooDeep);
}
