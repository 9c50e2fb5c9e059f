import { Messages } from '@dealdraft/domain';
import { buildSchema, Kind, parse, validate } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { costLimit } from './cost-limit.rule';
import { SCHEMA_FILE } from './emit-schema';
import { COST_LIMITS } from './graphql.module';

const schema = buildSchema(`
  type Item { id: ID name: String tags: [String] }
  type Page { nodes: [Item] total: Int }
  type Query { stats: Int page(first: Int): Page item: Item }
  type Mutation { create(name: String): Item }
`);

const limits = { maxRootFields: 3, maxCost: 100, assumedListSize: 50 };
const check = (query: string) =>
  validate(schema, parse(query), [costLimit(limits)]).map((error) => ({
    message: error.message,
    code: error.extensions.code,
  }));
const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

describe('costLimit', () => {
  it('accepts an operation at both limits', () => {
    expect(check(`{ ${aliased(3, 'stats')} }`)).toEqual([]);
    // 1 + 20 × (nodes 1 + id 1 + name 1 + total 1) = 81
    expect(check('{ page(first: 20) { nodes { id name } total } }')).toEqual([]);
  });

  it('refuses too many top-level fields, aliases and fragments counted', () => {
    expect(check(`{ ${aliased(4, 'stats')} }`)).toEqual([
      { message: Messages.system.tooManyRootFields(4, 3), code: 'BAD_REQUEST' },
    ]);
    expect(check(`mutation { ${aliased(300, 'create { id }')} }`)[0].message).toBe(
      Messages.system.tooManyRootFields(300, 3),
    );
    expect(
      check('{ stats ...F ... on Query { c: stats } } fragment F on Query { a: stats b: stats }'),
    ).toEqual([{ message: Messages.system.tooManyRootFields(4, 3), code: 'BAD_REQUEST' }]);
  });

  it('multiplies what a list selects by its first', () => {
    // 1 + 30 × (nodes 1 + id 1 + name 1 + total 1) = 121
    expect(check('{ page(first: 30) { nodes { id name } total } }')).toEqual([
      { message: Messages.system.queryTooCostly(121, 100), code: 'BAD_REQUEST' },
    ]);
  });

  it('counts a first given as a variable as the largest page', () => {
    // 1 + 50 × (nodes 1 + id 1) = 101
    expect(check('query ($n: Int) { page(first: $n) { nodes { id } } }')[0].message).toBe(
      Messages.system.queryTooCostly(101, 100),
    );
  });

  it('counts fields inside fragments, and spreads of one fragment each time', () => {
    // 2 × (1 + 10 × (nodes 1 + id, name, tags 3)) = 2 × 41 = 82, then a third page: 123
    const twice = 'fragment P on Page { nodes { ...I } } fragment I on Item { id name tags }';
    expect(check(`{ a: page(first: 10) { ...P } b: page(first: 10) { ...P } } ${twice}`)).toEqual(
      [],
    );
    expect(
      check(
        `{ a: page(first: 10) { ...P } b: page(first: 10) { ...P } c: page(first: 10) { ...P } } ${twice}`,
      )[0].message,
    ).toBe(Messages.system.queryTooCostly(123, 100));
  });

  it('measures fragments spread 2^30 times over without taking 2^30 steps', () => {
    const levels = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on Item { ...F${i + 1} ...F${i + 1} }`,
    );
    const document = `{ item { ...F0 } } ${levels.join(' ')} fragment F30 on Item { id }`;
    const started = Date.now();
    const [error] = validate(schema, parse(document), [costLimit(limits)]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.message).toMatch(/^Query is too expensive/);
  });

  it('ignores introspection fields', () => {
    expect(check(`{ __schema { types { name } } ${aliased(3, 'stats')} }`)).toEqual([]);
  });
});

describe('the limits the api runs with', () => {
  it('let every operation the web sends through, each counted with a page of the largest size', () => {
    const root = resolve(__dirname, '../../../..');
    const webDocuments = readdirSync(join(root, 'apps/web/src'), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => readFileSync(join(root, 'apps/web/src', file), 'utf8'));
    const all = parse(webDocuments.join('\n'));
    const fragments = all.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const operations = all.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(30);
    const apiSchema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    for (const operation of operations) {
      const document = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] } as const;
      const errors = validate(apiSchema, document, [costLimit(COST_LIMITS)], undefined);
      expect([operation.name?.value, errors.map((e) => e.message)]).toEqual([
        operation.name?.value,
        [],
      ]);
    }
  });
});
