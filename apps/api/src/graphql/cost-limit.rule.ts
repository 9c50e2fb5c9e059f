import { ErrorCode, Messages } from '@dealdraft/domain';
import {
  ASTVisitor,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLError,
  Kind,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';

export interface CostLimits {
  /** Top-level fields (aliases included) one operation may ask for. */
  maxRootFields: number;
  /** Fields one operation may resolve, each counted once per item of the lists around it. */
  maxCost: number;
  /** Items assumed for a `first` given as a variable: the largest page any list serves. */
  assumedListSize: number;
}

/**
 * Rejects operations that would do unbounded work before anything runs: too many top-level
 * fields (2,000 aliased `stats`, 300 aliased `createClientLink`), or too many fields once
 * each list's `first` multiplies what it selects (aliased pages of 100 proposals). Depth has
 * its own rule; introspection has its own switch.
 */
export function costLimit({ maxRootFields, maxCost, assumedListSize }: CostLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
    }

    // A fragment costs the same wherever it is spread; remembering it keeps a document that
    // spreads fragments into fragments from costing us exponential time to measure.
    const fragmentCosts = new Map<string, number>();
    const fragmentRoots = new Map<string, number>();

    const listSize = (field: FieldNode): number => {
      const first = field.arguments?.find((argument) => argument.name.value === 'first');
      if (!first) return 1;
      if (first.value.kind === Kind.INT) return Math.max(1, Number(first.value.value));
      return assumedListSize;
    };

    const costOf = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!selectionSet) return 0;
      let cost = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          cost += 1 + listSize(selection) * costOf(selection.selectionSet, seen);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          cost += costOf(selection.selectionSet, seen);
        } else {
          cost += viaFragment(selection.name.value, seen, fragmentCosts, costOf);
        }
      }
      return cost;
    };

    const rootFieldsOf = (selectionSet: SelectionSetNode, seen: Set<string>): number => {
      let count = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (!selection.name.value.startsWith('__')) count += 1;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          count += rootFieldsOf(selection.selectionSet, seen);
        } else {
          count += viaFragment(selection.name.value, seen, fragmentRoots, rootFieldsOf);
        }
      }
      return count;
    };

    function viaFragment(
      name: string,
      seen: Set<string>,
      memo: Map<string, number>,
      measure: (selectionSet: SelectionSetNode, seen: Set<string>) => number,
    ): number {
      const fragment = fragments.get(name);
      // An unknown or cyclic spread is reported by graphql's own rules.
      if (!fragment || seen.has(name)) return 0;
      if (!memo.has(name)) memo.set(name, measure(fragment.selectionSet, new Set(seen).add(name)));
      return memo.get(name)!;
    }

    return {
      OperationDefinition(node) {
        const rootFields = rootFieldsOf(node.selectionSet, new Set());
        if (rootFields > maxRootFields) {
          context.reportError(
            new GraphQLError(Messages.system.tooManyRootFields(rootFields, maxRootFields), {
              nodes: [node],
              extensions: { code: ErrorCode.BadRequest },
            }),
          );
          return;
        }
        const cost = costOf(node.selectionSet, new Set());
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(Messages.system.queryTooCostly(cost, maxCost), {
              nodes: [node],
              extensions: { code: ErrorCode.BadRequest },
            }),
          );
        }
      },
    };
  };
}
