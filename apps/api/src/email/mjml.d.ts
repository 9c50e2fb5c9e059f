/** The part of mjml (v5, no types of its own) the e-mail layout uses. */
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    minify?: boolean;
    fonts?: Record<string, string>;
  }
  export default function mjml2html(
    mjml: string,
    options?: MjmlOptions,
  ): Promise<{ html: string; errors: MjmlError[] }>;
}
