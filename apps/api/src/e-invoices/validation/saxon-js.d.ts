// The part of SaxonJS 2 (which ships no types) that the validator uses.
declare module 'saxon-js' {
  interface SaxonNode {
    getAttribute(name: string): string | null;
    textContent: string | null;
  }
  interface TransformOptions {
    /** A SEF already parsed from its JSON: compiled once, reused by every transform. */
    stylesheetInternal: unknown;
    /** The invoice, parsed once and read by every stylesheet (a tree is never changed by one). */
    sourceNode: SaxonNode;
    destination: 'document';
  }
  export function transform(
    options: TransformOptions,
    execution: 'sync',
  ): { principalResult: SaxonNode };
  export function getPlatform(): {
    /** Parses XML as a transform's `sourceText` would; throws on XML that is not well-formed. */
    parseXmlFromString(xml: string): SaxonNode;
  };
  export const XPath: {
    evaluate(
      xpath: string,
      context: SaxonNode,
      options: { namespaceContext: Record<string, string>; resultForm: 'array' },
    ): SaxonNode[];
  };
}
