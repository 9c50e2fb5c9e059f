import { buildSchema, parse, validate } from 'graphql';
import { depthLimit } from './depth-limit.rule';

const schema = buildSchema(`
  type Node { name: String child: Node }
  type Query { root: Node }
`);

const nested = (levels: number) =>
  `{ root { ${'child { '.repeat(levels - 2)}name${' }'.repeat(levels - 2)} } }`;

describe('depthLimit', () => {
  it('accepts a query at the limit', () => {
    expect(validate(schema, parse(nested(5)), [depthLimit(5)])).toEqual([]);
  });

  it('rejects a deeper one, through fragments too', () => {
    const [error] = validate(schema, parse(nested(6)), [depthLimit(5)]);
    expect(error.message).toBe('Query is too deep: 6 levels, at most 5 allowed.');
    const viaFragment = parse(
      '{ root { ...F } } fragment F on Node { child { child { child { child { name } } } } }',
    );
    expect(validate(schema, viaFragment, [depthLimit(5)])[0].message).toMatch(/6 levels/);
  });

  it('ignores introspection fields', () => {
    expect(
      validate(schema, parse('{ __schema { types { fields { type { name } } } } }'), [
        depthLimit(2),
      ]),
    ).toEqual([]);
  });
});
