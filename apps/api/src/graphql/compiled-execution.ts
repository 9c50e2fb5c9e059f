import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  buildSchema,
  type DocumentNode,
  execute,
  getVariableValues,
  type GraphQLSchema,
  isObjectType,
  Kind,
  lexicographicSortSchema,
  type OperationDefinitionNode,
  printSchema,
} from 'graphql';
import { compileQuery, type CompiledQuery, isCompiledQuery } from 'graphql-jit';

/** As graphql-js's execute: at most this many variable errors are reported. */
const MAX_VARIABLE_ERRORS = 50;

/**
 * Leaves of graphql's own scalars (String, Int, Float, Boolean, ID) and of enums are answered as
 * the resolvers return them, unserialized. graphql-jit passes every serialized leaf its error
 * locations and response path as fresh arrays, whether or not it fails: on the web's 50-row
 * invoice page that was a quarter of all the memory a request allocated, and the lists served
 * 8-15 % more without it. Our models already hold those leaves in their serialized form
 * (strings, numbers, booleans; every enum's values are their names), and in tests each answer
 * is checked against graphql-js's serialization of it (`checkAnswers`), so the whole GraphQL
 * integration suite would catch a model that is not. Custom scalars (dates) are serialized.
 */
const COMPILE_OPTIONS = { disableLeafSerialization: true };

export interface CompiledExecutionOptions {
  /**
   * Run every compiled answer through graphql-js once more, each field reading the answer itself,
   * and fail if graphql-js would answer otherwise: a leaf that needed serializing (a bigint as a
   * string in an Int, an enum's value that is not its name). For tests; it doubles the work.
   */
  checkAnswers?: boolean;
}

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/**
 * Executes operations with graphql-jit instead of graphql-js's interpreter. A page of 50
 * documents is about 3,000 fields; graphql-js builds an info object and reads (empty) arguments
 * for each, and in a CPU profile of the api under the list bench its executor was a fifth of the
 * time. graphql-jit compiles each operation once into a function that walks the result directly.
 *
 * Apollo Server takes another executor only from a gateway, so this is a "gateway" that serves
 * the schema Nest built (handed over by `transformSchema`, before the server starts) and its own
 * executor. Everything before execution is Apollo's as before: parsing, validation with our
 * rules, the context, plugins, error formatting and the HTTP status.
 *
 * Only queries are compiled. Mutations stay with graphql-js, the reference: it runs a mutation's
 * fields one after another and stops at the first that fails non-null, which the sign-in limit
 * counts on (ten aliased logins in one operation are one counted attempt, not ten), and
 * graphql-jit goes on to the next field. Mutations are not where the time goes. Subscriptions
 * run on the graphql-ws server with graphql-js (over HTTP they are refused by validation).
 *
 * Compiled operations are kept per parsed document: Apollo's document store hands back the same
 * DocumentNode for the same query text, and when it drops one, the WeakMap drops its compilation.
 */
export class CompiledExecution {
  private schema: GraphQLSchema | null = null;
  private readonly compiled = new WeakMap<DocumentNode, Map<string | null, CompiledQuery>>();
  /** The same types without a resolver or a custom serializer, for `checkAnswers`. */
  private plainSchema: GraphQLSchema | null = null;

  constructor(private readonly options: CompiledExecutionOptions = {}) {}

  /**
   * For Nest's `transformSchema`: keeps the schema Nest built, and hands it back unchanged. Nest
   * sorts it after this hook (`sortSchema`), so the kept one is sorted the same way here: what
   * Apollo validates against and introspection shows stay as before.
   */
  readonly useSchema = (schema: GraphQLSchema): GraphQLSchema => {
    this.schema = withPlainFieldsRead(lexicographicSortSchema(schema));
    return schema;
  };

  readonly gateway: Gateway = {
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: this.requireSchema(), coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: async () => ({ executor: this.execute }),
    stop: async () => undefined,
  };

  private readonly execute: Executor = async (request) => {
    const { document, operation, operationName, context } = request;
    const variables = request.request.variables ?? {};
    if (operation.operation !== 'query') {
      return execute({
        schema: this.requireSchema(),
        document,
        operationName,
        contextValue: context,
        variableValues: variables,
      });
    }
    // Bad variables are refused in graphql-js's words, which clients know (graphql-jit words
    // them its own way); valid ones the compiled query then coerces to the same values.
    const coerced = getVariableValues(
      this.requireSchema(),
      operation.variableDefinitions ?? [],
      variables,
      { maxErrors: MAX_VARIABLE_ERRORS },
    );
    if (coerced.errors) return { errors: coerced.errors };
    const compiled = this.compile(document, operationName);
    if (!isCompiledQuery(compiled)) return compiled;
    const { data, errors } = await compiled.query(undefined, context, variables);
    if (this.options.checkAnswers && !errors) {
      await this.checkAnswer(document, operation, operationName, variables, data);
    }
    // Errors first, as graphql-js (and so Apollo's answer) puts them.
    return errors ? { errors, data } : { data };
  };

  /** Throws where graphql-js, serializing the compiled answer's leaves, would answer otherwise. */
  private async checkAnswer(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    operationName: string | null,
    variables: Record<string, unknown>,
    data: unknown,
  ): Promise<void> {
    // Introspection reads the schema itself, which the plain copy describes a little otherwise.
    const introspects = operation.selectionSet.selections.some(
      (selection) =>
        selection.kind === Kind.FIELD && ['__schema', '__type'].includes(selection.name.value),
    );
    if (introspects) return;
    this.plainSchema ??= buildSchema(printSchema(this.requireSchema()));
    const again = await execute({
      schema: this.plainSchema,
      document,
      operationName,
      rootValue: data,
      variableValues: variables,
      fieldResolver: (source, _args, _context, info) =>
        (source as Record<string | number, unknown>)[info.path.key],
    });
    const [ours, reference] = [JSON.stringify(data), JSON.stringify(again)];
    if (`{"data":${ours}}` === reference) return;
    // `reference` is `ours` inside `{"data":` (8 characters) where they agree.
    let at = 0;
    while (ours[at] === reference[at + 8]) at++;
    throw new Error(
      `graphql-jit answered otherwise than graphql-js at character ${at}: ` +
        `${ours.slice(Math.max(0, at - 80), at + 80)} | ${reference.slice(Math.max(0, at - 72), at + 88)}`,
    );
  }

  private compile(document: DocumentNode, operationName: string | null) {
    let byName = this.compiled.get(document);
    const known = byName?.get(operationName);
    if (known) return known;
    const compiled = compileQuery(
      this.requireSchema(),
      document,
      operationName ?? undefined,
      COMPILE_OPTIONS,
    );
    // A document that does not compile answers its errors each time; only successes are kept.
    if (!isCompiledQuery(compiled)) return compiled;
    if (!byName) this.compiled.set(document, (byName = new Map()));
    byName.set(operationName, compiled);
    return compiled;
  }

  private requireSchema(): GraphQLSchema {
    if (!this.schema) throw new Error('CompiledExecution: no schema (transformSchema not called)');
    return this.schema;
  }
}

/**
 * Nest gives every field of an object type a resolver that reads the property of the same name
 * (or the field's `defaultValue` where it is undefined). graphql-jit inlines a field without a
 * resolver as a property read, but must call one that has a resolver: on a 50-row page that
 * is about 3,000 calls. So, in the compiled executor's own copy of the schema, those resolvers
 * are dropped where they add nothing: a resolver Nest made this way reads only its first
 * argument, and asked about an empty object it answers its default; none means it is a plain
 * read. Any other resolver (Nest's ResolveField methods, middleware) stays.
 */
function withPlainFieldsRead(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve as ((source: object) => unknown) | undefined;
      if (resolve?.name === 'rootFieldResolver' && resolve({}) === undefined) {
        field.resolve = undefined;
      }
    }
  }
  return schema;
}
