import { ErrorCode, Messages } from '@dealdraft/domain';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  ASTVisitor,
  FragmentDefinitionNode,
  GraphQLError,
  Kind,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';

/**
 * What one GraphQL operation may ask for, refused before anything runs. README states the same
 * figures ("Guard rails").
 *
 * - rootFields: top-level fields, aliases and introspection included: 2,000 aliased `stats`, 300
 *   aliased `createClientLink` or 50 aliased `__schema` dumps (8 MB) are one field each.
 * - aliases: GraphQL Armor's count over the whole operation, introspection included; the web
 *   sends none.
 * - depth, cost: GraphQL Armor's. Cost is 2 an object and 1 a scalar, times 1.5 a level, times a
 *   list's literal `first`. The web's heaviest operation (RecurringTemplateInvoices) costs 1,625,
 *   its invoice and proposal pages about 470; one page of 100 proposals with their services,
 *   asked with a literal first, 3,650. Introspection is left out of depth and cost: GraphiQL's
 *   own schema query is 21 levels deep and costs about 87,000, and the limits above bound it.
 * - directives: GraphQL Armor's default.
 */
export const OPERATION_LIMITS = {
  rootFields: 10,
  aliases: 15,
  depth: 10,
  cost: 5_000,
  directives: 50,
} as const;

/** Armor's refusal as ours: BAD_REQUEST, in our wording where we had one. */
function refuse(message: (found: number) => string) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    const found = Number(/found ([\d.]+)/.exec(error.message)?.[1] ?? NaN);
    context?.reportError(
      new GraphQLError(
        Number.isFinite(found)
          ? message(Math.ceil(found))
          : error.message.replace(/^Syntax Error: /, ''),
        { extensions: { code: ErrorCode.BadRequest } },
      ),
    );
  };
}

const armored = { propagateOnRejection: false, exposeLimits: true } as const;
const L = OPERATION_LIMITS;

/** The rules every operation is validated with, over HTTP and the socket alike. */
export const OPERATION_LIMIT_RULES: ValidationRule[] = [
  rootFieldsLimit(L.rootFields),
  maxAliasesRule({
    ...armored,
    n: L.aliases,
    allowList: [],
    onReject: [refuse((found) => Messages.system.tooManyAliases(found, L.aliases))],
  }) as unknown as ValidationRule,
  maxDepthRule({
    ...armored,
    n: L.depth,
    onReject: [refuse((found) => Messages.system.queryTooDeep(found, L.depth))],
  }) as unknown as ValidationRule,
  costLimitRule({
    ...armored,
    maxCost: L.cost,
    onReject: [refuse((found) => Messages.system.queryTooCostly(found, L.cost))],
  }) as unknown as ValidationRule,
  maxDirectivesRule({
    ...armored,
    n: L.directives,
    onReject: [refuse((found) => Messages.system.tooManyDirectives(found, L.directives))],
  }) as unknown as ValidationRule,
];

/**
 * Top-level fields (aliases, fragments and introspection fields counted; `__typename` is not:
 * it runs nothing). GraphQL Armor has no such rule; ours is kept for the message it gives.
 */
export function rootFieldsLimit(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
    }
    const memo = new Map<string, number>();
    const rootFieldsOf = (selectionSet: SelectionSetNode, seen: Set<string>): number => {
      let count = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value !== '__typename') count += 1;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          count += rootFieldsOf(selection.selectionSet, seen);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // An unknown or cyclic spread is reported by graphql's own rules.
          if (!fragment || seen.has(name)) continue;
          if (!memo.has(name))
            memo.set(name, rootFieldsOf(fragment.selectionSet, new Set(seen).add(name)));
          count += memo.get(name)!;
        }
      }
      return count;
    };
    return {
      OperationDefinition(node) {
        const count = rootFieldsOf(node.selectionSet, new Set());
        if (count > max) {
          context.reportError(
            new GraphQLError(Messages.system.tooManyRootFields(count, max), {
              nodes: [node],
              extensions: { code: ErrorCode.BadRequest },
            }),
          );
        }
      },
    };
  };
}
