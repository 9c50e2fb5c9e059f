const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '', b: '', f: '' };

/**
 * Turns a JSON document arriving in pieces into the text a person can read while it is written:
 * the characters of string values, one value per line, without keys, quotes or escapes. The
 * model answers in JSON (structured output), and showing raw JSON would be noise.
 */
export class JsonTextStream {
  private readonly containers: ('{' | '[')[] = [];
  private expectingKey = false;
  private inString = false;
  private inKey = false;
  private escaping = false;
  private unicode: string | null = null;
  private wroteAny = false;

  /** The readable text in `chunk`; '' when it held none. */
  push(chunk: string): string {
    let out = '';
    for (const char of chunk) {
      if (this.inString) out += this.stringChar(char);
      else out += this.structureChar(char);
    }
    return out;
  }

  private stringChar(char: string): string {
    const visible = (text: string) => {
      if (this.inKey || !text) return '';
      this.wroteAny = true;
      return text;
    };
    if (this.unicode !== null) {
      this.unicode += char;
      if (this.unicode.length < 4) return '';
      const code = Number.parseInt(this.unicode, 16);
      this.unicode = null;
      return Number.isNaN(code) ? '' : visible(String.fromCharCode(code));
    }
    if (this.escaping) {
      this.escaping = false;
      if (char === 'u') {
        this.unicode = '';
        return '';
      }
      return visible(ESCAPES[char] ?? char);
    }
    if (char === '\\') {
      this.escaping = true;
      return '';
    }
    if (char === '"') {
      this.inString = false;
      return '';
    }
    return visible(char);
  }

  private structureChar(char: string): string {
    const top = this.containers[this.containers.length - 1];
    switch (char) {
      case '"':
        this.inString = true;
        this.inKey = top === '{' && this.expectingKey;
        // A new value starts a new line, unless it is the first text of all.
        return !this.inKey && this.wroteAny ? '\n' : '';
      case '{':
        this.containers.push('{');
        this.expectingKey = true;
        return '';
      case '[':
        this.containers.push('[');
        return '';
      case '}':
      case ']':
        this.containers.pop();
        this.expectingKey = false;
        return '';
      case ':':
        this.expectingKey = false;
        return '';
      case ',':
        this.expectingKey = top === '{';
        return '';
      default:
        return '';
    }
  }
}
