import { FieldCode, type FieldRefusal, Messages } from '@dealdraft/domain';
import 'reflect-metadata';

const MULTI_LINE = Symbol('multiLine');

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether text holds a C0 control character (below U+0020): a NUL fails PostgreSQL's text with
 * a 500, and none of them is ever typed. Multi-line text may hold tab and line breaks.
 */
function hasControlCharacter(text: string, multiLine: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20) continue;
    if (multiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/**
 * Marks a string property (or an array of them) as multi-line text, where tab and line breaks
 * are allowed. Every other string of an input is a single line.
 */
export const MultiLine = (): PropertyDecorator => (target, property) =>
  Reflect.defineMetadata(MULTI_LINE, true, target, property);

/**
 * The fields of an input whose strings hold control characters. Walks every string of the
 * transformed argument, so a new field cannot forget the rule: in an input class a property is
 * single-line unless marked @MultiLine(); a free-form object (a posted record) allows line
 * breaks; a bare argument (`term`, `token`) is single-line.
 */
export function controlCharacterErrors(value: unknown, name?: string): FieldRefusal[] {
  const fields: string[] = [];
  // An input object's fields are named as the validator names them, without the argument.
  const isInput = typeof value === 'object' && value !== null && !Array.isArray(value);
  walk(value, isInput ? '' : (name ?? ''), false, fields);
  const message = Messages.validation.controlCharacters;
  return fields.map((field) => ({ field, code: FieldCode.ControlCharacters, message }));
}

function walk(value: unknown, path: string, multiLine: boolean, fields: string[]): void {
  if (typeof value === 'string') {
    if (hasControlCharacter(value, multiLine)) fields.push(path || 'body');
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, join(path, String(index)), multiLine, fields));
    return;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return;
  const prototype = Object.getPrototypeOf(value) as object | null;
  const freeForm = prototype === Object.prototype || prototype === null;
  for (const [key, item] of Object.entries(value)) {
    const lines = freeForm || Reflect.getMetadata(MULTI_LINE, value, key) === true;
    walk(item, join(path, key), lines, fields);
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
