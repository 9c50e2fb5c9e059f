/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The app's screens are in English, with every word in src/strings, so that a
 * translation is one more table of the same shape. This test reads every source file outside
 * src/strings and fails on words written inline: JSX text, text-bearing attributes, strings
 * rendered as children, and anything else that reads like a sentence or a label.
 */

const src = resolve(__dirname, '..');

/** Literals that look like words but are not shown: key names, protocol words, operation names. */
const NOT_WORDS = new Set([
  'Enter',
  'Escape',
  'ArrowDown',
  'ArrowUp',
  'Tab',
  'Home',
  'End',
  'Bearer ',
  'Authorization',
  'Content-Type',
  'Accept',
  // GraphQL operation names.
  'Login',
  'Logout',
]);

/** Attributes whose value a person reads or hears. */
const TEXT_ATTRIBUTE =
  /^(aria-label|aria-valuetext|aria-description|title|placeholder|alt|label|.*(Label|Text|Title|Hint|Message))$/;

/**
 * A label or a sentence: a capitalised word ("Save", "E-mail", "Client Email"), an acronym
 * before a word ("CC emails"), or lower-case words ending in a stop ("select it instead.").
 */
const readsAsWords = (text: string) =>
  /^[A-Z][a-z’'-]*[a-z]\b/.test(text) ||
  /^[A-Z]{2,} [a-z]/.test(text) ||
  /\b[a-z]+ [a-z]+\b.*[.!?…:]$/.test(text);

const hasLetters = (text: string) => /[A-Za-z]/.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['generated', 'testing', 'strings'].includes(entry.name) ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Literal = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;

/**
 * The literals an expression can evaluate to, through ?:, ??, ||, the right of && and +; not
 * the operands of a comparison (`busy === 'send' && …` renders no 'send').
 */
function literals(node: ts.Node): Literal[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literals(node.right);
    const either = [
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.PlusToken,
    ].includes(operator);
    return either ? [...literals(node.left), ...literals(node.right)] : [];
  }
  return [];
}

/** A literal's text; a template's literal parts, which hold its words. */
const textsOf = (literal: Literal): string[] =>
  ts.isTemplateExpression(literal)
    ? [literal.head.text, ...literal.templateSpans.map((span) => span.literal.text)]
    : [literal.text];

function inlineWords(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  /** Literals already judged as rendered text, so the general rule does not judge them again. */
  const judged = new Set<ts.Node>();
  const check = (literal: Literal, shown: (text: string) => boolean) => {
    judged.add(literal);
    for (const words of textsOf(literal)) {
      if (NOT_WORDS.has(words) || !shown(words)) continue;
      const line = source.getLineAndCharacterOfPosition(literal.getStart()).line + 1;
      found.push(`${relative(src, file)}:${line}: ${words.trim()}`);
    }
  };
  const label = (words: string) => readsAsWords(words.trim());

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    // Developers' invariants, never shown as they are.
    if (ts.isNewExpression(node) && node.expression.getText() === 'Error') return;
    if (ts.isJsxText(node) && hasLetters(node.text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${relative(src, file)}:${line}: ${node.text.trim()}`);
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const shown = TEXT_ATTRIBUTE.test(node.name.getText()) ? hasLetters : label;
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      if (value) literals(value).forEach((literal) => check(literal, shown));
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      literals(node.expression).forEach((literal) => check(literal, hasLetters));
    }
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !judged.has(node)
    ) {
      check(node, label);
    }
    if (ts.isTemplateExpression(node) && !judged.has(node)) {
      check(node, (words) => label(words) || / [a-z]{2,} /.test(words));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('app strings', () => {
  it('finds words written inline, and leaves code alone', () => {
    const sample = `
      import { strings } from '@/strings';
      const t = strings.clients;
      export function Sample({ busy, name, role }: { busy: string; name: string; role: string }) {
        if (role === 'owner') throw new Error('Owner cannot leave');
        return (
          <div className="flex items-center" data-state={busy === 'send' ? 'on' : 'off'}>
            Save changes
            <Button aria-label={\`Edit \${name}\`} variant="outline">{t.edit}</Button>
            <Input placeholder="jane@example.com" type="email" />
            {busy === 'send' && <p>{busy ? 'Sending...' : t.send}</p>}
            <Field label={name ?? 'E-mail'} hint={t.hint} />
            {\`\${name} · \${role}\`}
          </div>
        );
      }
      const OPTIONS = [{ value: 'newest', label: 'Newest first' }, { value: 'cc', label: 'CC emails' }];
      const onKey = (event: KeyboardEvent) => event.key === 'Escape';
      notify.error('Could not copy; select the link and copy it instead.');
    `;
    expect(inlineWords(join(src, 'features/sample/Sample.tsx'), sample)).toEqual([
      'features/sample/Sample.tsx:8: Save changes',
      'features/sample/Sample.tsx:9: Edit',
      'features/sample/Sample.tsx:10: jane@example.com',
      'features/sample/Sample.tsx:11: Sending...',
      'features/sample/Sample.tsx:12: E-mail',
      'features/sample/Sample.tsx:17: Newest first',
      'features/sample/Sample.tsx:17: CC emails',
      'features/sample/Sample.tsx:19: Could not copy; select the link and copy it instead.',
    ]);
  });

  it('keeps every word of the screens in src/strings', () => {
    expect(sourceFiles(src).flatMap((file) => inlineWords(file))).toEqual([]);
  });
});
