// The part of SaxonJS 2 (which ships no types) that the validator uses.
declare module 'saxon-js' {
  interface SaxonNode {
    getAttribute(name: string): string | null;
    textContent: string | null;
  }
  interface TransformOptions {
    /** A SEF already parsed from its JSON: compiled once, reused by every transform. */
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'document';
  }
  export function transform(
    options: TransformOptions,
    execution: 'sync',
  ): { principalResult: SaxonNode };
  export const XPath: {
    evaluate(
      xpath: string,
      context: SaxonNode,
      options: { namespaceContext: Record<string, string>; resultForm: 'array' },
    ): SaxonNode[];
  };
}
