import { Messages } from '@dealdraft/domain';
import { buildSchema, getIntrospectionQuery, Kind, parse, specifiedRules, validate } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SCHEMA_FILE } from './emit-schema';
import { OPERATION_LIMIT_RULES, OPERATION_LIMITS as L } from './operation-limits';

const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
const check = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, ...OPERATION_LIMIT_RULES]).map((error) => ({
    message: error.message,
    code: error.extensions.code,
  }));
const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');
const refused = (message: string) => ({ message, code: 'BAD_REQUEST' });

describe('the GraphQL operation limits', () => {
  it('refuses 50 aliased __schema dumps: introspection counts', () => {
    expect(check(`{ ${aliased(50, '__schema { types { name } }')} }`)).toEqual([
      refused(Messages.system.tooManyRootFields(50, L.rootFields)),
      refused(Messages.system.tooManyAliases(50, L.aliases)),
    ]);
  });

  it('refuses more than 10 top-level fields, through fragments too', () => {
    expect(check(`{ ${aliased(10, 'stats { emailsSent }')} }`)).toEqual([]);
    expect(
      check(`{ ...A ...A } fragment A on Query { ${aliased(6, 'stats { emailsSent }')} }`),
    ).toEqual([refused(Messages.system.tooManyRootFields(12, L.rootFields))]);
  });

  it('refuses an operation deeper than 10 levels', () => {
    const deep = `{ proposals { nodes { services { description } } } }`;
    expect(check(deep)).toEqual([]);
    const [error] = check(
      '{ invoices { nodes { client { invoices { nodes { client { invoices { nodes { client { invoices { nodes { id } } } } } } } } } } } }',
    );
    expect(error?.message).toMatch(/^Query is too deep: \d+ levels, at most 10 allowed\.$/);
  });

  it('refuses a costly operation with the cost it found', () => {
    const page =
      'proposals(first: 100) { nodes { id clientName proposalTitle services { description price quantity subtotal } value status createdAt } }';
    expect(check(`{ ${page} }`)).toEqual([]);
    expect(check(`{ ${aliased(2, page)} }`)).toEqual([
      refused(Messages.system.queryTooCostly(7300, L.cost)),
    ]);
  });

  it('refuses more than 50 directives', () => {
    const fragments = Array.from({ length: 51 }, () => '... @include(if: true) { emailsSent }');
    expect(check(`{ stats { ${fragments.join(' ')} } }`)).toEqual([
      refused(Messages.system.tooManyDirectives(51, L.directives)),
    ]);
  });

  it("lets GraphiQL's own introspection through", () => {
    expect(check(getIntrospectionQuery())).toEqual([]);
  });

  it('lets every operation the web sends through', () => {
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
    for (const operation of operations) {
      const document = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] } as const;
      const errors = validate(schema, document, OPERATION_LIMIT_RULES);
      expect([operation.name?.value, errors.map((e) => e.message)]).toEqual([
        operation.name?.value,
        [],
      ]);
    }
  });
});
