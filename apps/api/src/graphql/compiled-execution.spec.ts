import {
  buildSchema,
  execute,
  GraphQLError,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  GraphQLList,
  GraphQLInt,
  OperationDefinitionNode,
  parse,
  printSchema,
  lexicographicSortSchema,
} from 'graphql';
import { CompiledExecution } from './compiled-execution';

/** A list with a failing non-null field, and a mutation that counts its calls. */
function fixture() {
  const calls: string[] = [];
  const Item = new GraphQLObjectType({
    name: 'Item',
    fields: {
      name: { type: new GraphQLNonNull(GraphQLString) },
      size: { type: GraphQLInt, resolve: (item: { name: string }) => item.name.length },
      broken: {
        type: new GraphQLNonNull(GraphQLString),
        resolve: () => {
          throw new GraphQLError('no such thing');
        },
      },
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        items: {
          type: new GraphQLList(Item),
          args: { prefix: { type: new GraphQLNonNull(GraphQLString) } },
          resolve: (_root, { prefix }: { prefix: string }, context: { suffix: string }) =>
            ['a', 'bb'].map((name) => ({ name: `${prefix}${name}${context.suffix}` })),
        },
      },
    }),
    mutation: new GraphQLObjectType({
      name: 'Mutation',
      fields: {
        attempt: {
          type: new GraphQLNonNull(GraphQLString),
          args: { guess: { type: new GraphQLNonNull(GraphQLString) } },
          resolve: (_root, { guess }: { guess: string }) => {
            calls.push(guess);
            throw new GraphQLError('wrong');
          },
        },
      },
    }),
  });
  const execution = new CompiledExecution();
  expect(execution.useSchema(schema)).toBe(schema);
  return { calls, execution, schema };
}

async function run(execution: CompiledExecution, query: string, variables = {}) {
  const document = parse(query);
  const { executor } = await execution.gateway.load({ apollo: {} });
  const request = {
    document,
    operation: document.definitions[0] as OperationDefinitionNode,
    operationName: null,
    context: { suffix: '!' },
    request: { query, variables },
  };
  // The executor reads only these of Apollo's request context.
  return executor!(request as unknown as Parameters<NonNullable<typeof executor>>[0]);
}

/** What Nest's ObjectTypeDefinitionFactory gives each field of a code-first object type. */
function nestFieldResolver(name: string, defaultValue?: unknown) {
  const rootFieldResolver = (root: Record<string, unknown>) => {
    const value = root[name];
    return typeof value === 'undefined' ? defaultValue : value;
  };
  return rootFieldResolver;
}

describe('CompiledExecution', () => {
  it("drops Nest's plain property resolvers from its copy, keeping those with a default", async () => {
    const Item = new GraphQLObjectType({
      name: 'Item',
      fields: {
        name: { type: GraphQLString, resolve: nestFieldResolver('name') },
        unit: { type: GraphQLString, resolve: nestFieldResolver('unit', 'hour') },
        shout: {
          type: GraphQLString,
          resolve: (item: { name: string }) => item.name.toUpperCase(),
        },
      },
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { item: { type: Item, resolve: () => ({ name: 'design' }) } },
      }),
    });
    const execution = new CompiledExecution();
    execution.useSchema(schema);
    let kept: GraphQLSchema | undefined;
    execution.gateway.onSchemaLoadOrUpdate(({ apiSchema }) => (kept = apiSchema));
    const fields = (kept!.getType('Item') as GraphQLObjectType).getFields();
    expect(fields.name.resolve).toBeUndefined();
    expect(fields.unit.resolve).toBeDefined();
    expect(fields.shout.resolve).toBeDefined();
    // Nest's own schema is left as it was.
    expect((schema.getType('Item') as GraphQLObjectType).getFields().name.resolve).toBeDefined();
    expect((await run(execution, '{ item { name unit shout } }')).data).toEqual({
      item: { name: 'design', unit: 'hour', shout: 'DESIGN' },
    });
  });

  it('answers a query as graphql-js does: data, arguments, context, variables and errors', async () => {
    const { execution, schema } = fixture();
    const query =
      'query ($p: String!) { items(prefix: $p) { name size } bad: items(prefix: "x") { broken } }';
    const variables = { p: 'item-' };
    const compiled = await run(execution, query, variables);
    const reference = await execute({
      schema,
      document: parse(query),
      contextValue: { suffix: '!' },
      variableValues: variables,
    });
    expect(compiled.data).toEqual({
      items: [
        { name: 'item-a!', size: 7 },
        { name: 'item-bb!', size: 8 },
      ],
      bad: [null, null],
    });
    // Byte for byte, as Apollo will serialize it: the same order of keys too.
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(reference));
  });

  it('refuses missing variables with graphql-js words', async () => {
    const { execution } = fixture();
    const result = await run(execution, 'query ($p: String!) { items(prefix: $p) { name } }');
    expect(result.errors?.map((error) => error.message)).toEqual([
      'Variable "$p" of required type "String!" was not provided.',
    ]);
  });

  describe('refuses bad variables exactly as graphql-js does', () => {
    const schema = buildSchema(`
      enum Direction { ASC DESC }
      input Filter { name: String!, size: Int }
      type Query { find(limit: Int, direction: Direction, filter: Filter, ids: [Int!]): String }
    `);
    const execution = new CompiledExecution();
    execution.useSchema(schema);
    it.each([
      ['$v: Int', 'find(limit: $v)', 'abc'],
      ['$v: Int', 'find(limit: $v)', 1.5],
      ['$v: Int', 'find(limit: $v)', 2 ** 40],
      ['$v: Direction', 'find(direction: $v)', 'UP'],
      ['$v: Filter', 'find(filter: $v)', { name: 'a', extra: 1 }],
      ['$v: Filter', 'find(filter: $v)', { size: 1 }],
      ['$v: Filter', 'find(filter: $v)', 'text'],
      ['$v: [Int!]', 'find(ids: $v)', [1, null]],
    ])('(%s) %s given %j', async (definition, field, value) => {
      const query = `query (${definition}) { ${field} }`;
      const reference = await execute({
        schema,
        document: parse(query),
        variableValues: { v: value },
      });
      const compiled = await run(execution, query, { v: value });
      expect(reference.errors).toHaveLength(1);
      // Byte for byte, as Apollo will serialize it: the same order of keys too.
      expect(JSON.stringify(compiled)).toBe(JSON.stringify(reference));
    });
  });

  it('runs mutations with graphql-js: the first failing non-null field ends the operation', async () => {
    const { calls, execution } = fixture();
    const result = await run(
      execution,
      'mutation { a: attempt(guess: "1") b: attempt(guess: "2") c: attempt(guess: "3") }',
    );
    expect(calls).toEqual(['1']);
    expect(result.data).toBeNull();
    expect(result.errors?.map((error) => error.message)).toEqual(['wrong']);
  });

  describe("checkAnswers (tests): leaves of graphql's scalars and enums are not serialized", () => {
    /** Leaves as a model might hold them: `raw` as stored, `ok` already in serialized form. */
    function leaves(checkAnswers: boolean) {
      const schema = buildSchema(`
        enum Status { SENT PAID }
        type Row { count: Int status: Status name: String }
        type Query { ok: Row raw: Row }
      `);
      const query = schema.getQueryType()!.getFields();
      query.ok.resolve = () => ({ count: 5, status: 'SENT', name: 'Ada' });
      // A bigint column as pg reads it, and an enum's stored value that is not its name.
      query.raw.resolve = () => ({ count: '5', status: 'sent', name: 'Ada' });
      const execution = new CompiledExecution({ checkAnswers });
      execution.useSchema(schema);
      return execution;
    }

    it('answers leaves as the resolvers hold them', async () => {
      const result = await run(leaves(false), '{ raw { count status name } }');
      expect(result).toEqual({ data: { raw: { count: '5', status: 'sent', name: 'Ada' } } });
    });

    it('passes an answer graphql-js would give byte for byte', async () => {
      const query = '{ first: ok { name count } __typename ok { status } }';
      const result = await run(leaves(true), query);
      expect(JSON.stringify(result)).toBe(
        '{"data":{"first":{"name":"Ada","count":5},"__typename":"Query","ok":{"status":"SENT"}}}',
      );
    });

    it.each([
      ['a number held as a string', '{ raw { name count } }', '"count":"5"'],
      ["an enum's value that is not its name", '{ raw { status } }', '"status":"sent"'],
    ])('fails on %s', async (_label, query, leaf) => {
      await expect(run(leaves(true), query)).rejects.toThrow(
        expect.objectContaining({
          message: expect.stringMatching(/^graphql-jit answered otherwise than graphql-js at/),
        }),
      );
      await expect(run(leaves(true), query)).rejects.toThrow(leaf);
    });
  });

  it('tells the gateway the schema it was given', () => {
    const { execution, schema } = fixture();
    const seen: GraphQLSchema[] = [];
    execution.gateway.onSchemaLoadOrUpdate(({ apiSchema }) => seen.push(apiSchema));
    expect(seen).toHaveLength(1);
    expect(seen[0].getQueryType()?.getFields().items).toBeDefined();
    // Sorted as Nest sorts the schema it serves after transformSchema (sortSchema: true).
    expect(printSchema(seen[0])).toBe(printSchema(lexicographicSortSchema(schema)));
  });
});
