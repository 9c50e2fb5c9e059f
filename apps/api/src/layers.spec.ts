import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The api's folders stand in layers: each imports only folders below it, so none imports a
 * folder that imports it back, however far round (docs/architecture.md, "Layers"). A cycle
 * between two folders is an arrow running back up: this names the imports that close it.
 */
const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The folder right under src/ that holds a file, or the file itself for main.ts and the like. */
const layerOf = (file: string) => relative(SRC, file).split(sep)[0].replace(/\.ts$/, '');

const IMPORT = /(?:from|import)\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** Folder → the folders it imports, with one importing file for each edge. */
function folderImports(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = layerOf(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = layerOf(resolve(dirname(file), spec));
      if (to === from || to.startsWith('..')) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from)!.set(to, relative(SRC, file));
    }
  }
  return edges;
}

/** Tarjan's strongly connected components with more than one folder: the cycles. */
function cycles(edges: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the api layers', () => {
  const edges = folderImports();

  it('has no two folders importing each other, directly or round a circle', () => {
    const described = cycles(edges).map((component) =>
      component.flatMap((from) =>
        [...(edges.get(from) ?? [])]
          .filter(([to]) => component.includes(to))
          .map(([to, file]) => `${from} → ${to} (${file})`),
      ),
    );
    expect(described).toEqual([]);
  });

  it('keeps the foundation below every feature: common, config, database, redis and queue import only each other', () => {
    const foundation = ['common', 'config', 'database', 'redis', 'queue'];
    const reachingUp = foundation.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter(([to]) => !foundation.includes(to))
        .map(([to, file]) => `${from} → ${to} (${file})`),
    );
    expect(reachingUp).toEqual([]);
  });

  it('keeps e-mail a platform below the features that mail: email imports only the foundation', () => {
    const foundation = ['common', 'config', 'database', 'redis', 'queue'];
    const reachingUp = [...(edges.get('email') ?? [])]
      .filter(([to]) => !foundation.includes(to))
      .map(([to, file]) => `email → ${to} (${file})`);
    expect(reachingUp).toEqual([]);
    expect(edges.get('email')?.has('queue')).toBe(true);
  });

  it('keeps the documents wing below the kinds and every feature: documents imports only the foundation', () => {
    const foundation = ['common', 'config', 'database', 'redis', 'queue'];
    const reachingUp = [...(edges.get('documents') ?? [])]
      .filter(([to]) => !foundation.includes(to))
      .map(([to, file]) => `documents → ${to} (${file})`);
    expect(reachingUp).toEqual([]);
    expect(edges.get('proposals')?.has('documents')).toBe(true);
  });

  it('finds the imports it checks (a reader that saw none would pass anything)', () => {
    expect(edges.get('invoices')?.has('clients')).toBe(true);
    expect(edges.size).toBeGreaterThan(30);
  });
});
