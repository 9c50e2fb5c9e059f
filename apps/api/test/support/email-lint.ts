import type { ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules, less those that forbid what e-mail needs: clients drop
 * <style> in places and honour only inline styles, Outlook for Windows lays out with table
 * attributes (align, cellpadding, bgcolor, width) and reads conditional comments, and MJML
 * writes the doctype in lower case and indents with trailing spaces. Everything else (unclosed
 * or misnested elements, duplicate ids, missing alt, bad attribute values…) still fails.
 */
export const EMAIL_HTML_VALIDATE: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'no-conditional-comment': 'off',
    'no-trailing-whitespace': 'off',
    'no-inline-style': 'off',
    'no-deprecated-attr': 'off',
    'prefer-native-element': 'off',
    // MJML closes its <img> as <img/>; the HTML parser reads both alike.
    'void-style': 'off',
  },
};

/**
 * The clients whose support caniemail (@jsx-email/doiuse-email) checks: Gmail (web, iOS,
 * Android), Apple Mail (macOS, iOS), Outlook (Windows, macOS, iOS, Android) and Yahoo web: the
 * bulk of opens. A feature one of them does not support fails the test; a partial support is
 * a note, not a failure.
 */
export const EMAIL_CLIENTS = [
  'gmail.desktop-webmail',
  'gmail.ios',
  'gmail.android',
  'apple-mail.macos',
  'apple-mail.ios',
  'outlook.windows',
  'outlook.macos',
  'outlook.ios',
  'outlook.android',
  'yahoo.desktop-webmail',
] as const;

/**
 * Features caniemail marks unsupported in one of EMAIL_CLIENTS that the layout uses on purpose,
 * because the message reads the same without them. Anything not listed here fails.
 */
export const GRACEFUL_FEATURES: Record<string, string> = {
  '@media':
    'Outlook for Windows ignores media queries: MJML gives it fixed-width tables in conditional comments, and dark mode is then its own',
  'Chaining selectors': 'Only inside the @media blocks Outlook for Windows ignores anyway',
  'border-radius': 'Square corners in Outlook for Windows',
  overflow: 'Clips the rounded card corners; without it the corners are square',
  outline: "MJML's image reset; no outline is drawn either way",
  'word-spacing': "MJML's body reset against Outlook's spacing; ignored is harmless",
  'word-break': 'A long link written out wraps anywhere; where ignored it wraps at its slashes',
  'border-spacing': 'The logo\'s table: its cellspacing="0" attribute says the same to Outlook',
  opacity:
    "One of the inbox snippet's five ways of hiding itself in the message (display:none, max-height:0, 1px font and overflow too)",
  'target attribute': 'Webmail opens links in a new tab by itself',
  '<body> element':
    'Replaced by a <div> holding its background; MJML repeats the body styles on a wrapper div',
  'aria-label attribute': 'The wrapper names the message for screen readers where supported',
};
