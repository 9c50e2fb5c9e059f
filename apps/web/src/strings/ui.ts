/** The shared UI components (components/ui) and lib/. */
export const ui = {
  /** After an optional field's label, in brackets: "Phone (optional)". */
  optional: 'optional',
  /** The hidden link that appears first on Tab, jumping past the navigation. */
  skipToContent: 'Skip to content',
};
