/** The workspace's brand: the settings card, and the logo shown in the app and on client pages. */
export const brand = {
  title: 'Brand',
  description:
    'Your logo, colour and font: on your client pages, PDFs and e-mails, and in the top bar here.',
  readOnly: 'Only the workspace owner or an admin can change the brand.',
  logoLabel: 'Logo',
  logoHint: 'PNG, JPEG or SVG, up to 512 KB and 4000 × 4000 pixels.',
  svgEmailHint:
    'Many mail apps do not show SVG images: e-mails go without it. Upload a PNG to have it there too.',
  noLogo: 'No logo yet',
  logoPreview: 'Logo preview',
  chooseLogo: 'Upload logo',
  replaceLogo: 'Replace logo',
  removeLogo: 'Remove logo',
  uploading: 'Uploading…',
  uploadFailed: 'Could not upload the logo. Please try again.',
  removeFailed: 'Could not remove the logo. Please try again.',
  colorLabel: 'Brand colour',
  colorPicker: 'Pick the brand colour',
  colorHint: 'Headings, rules and buttons with white text: it needs 4.5:1 contrast against white.',
  colorPasses: (ratio: string) => `Contrast against white ${ratio}:1: passes`,
  resetColor: 'Use the default colour',
  onLight: 'On white',
  onDark: 'On dark',
  sample: 'Pay now',
  fontLabel: 'Font',
  fontHint: 'Used on your client pages and PDFs.',
  fontSample: 'Invoice INV-0042',
  save: 'Save brand',
  saveFailed: 'Could not save the brand. Please try again.',
  /** The top bar's image of the workspace logo. */
  logoAlt: (name: string) => `${name} logo`,
};
