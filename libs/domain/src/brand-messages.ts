import { BRAND_LIMITS } from './branding';

/** What the api answers about a workspace's logo, colour and font; the web shows the same. */
export const BrandingMessages = {
  fetched: 'Brand fetched successfully',
  updated: 'Brand updated successfully',
  logoUpdated: 'Logo updated successfully',
  logoRemoved: 'Logo removed successfully',
  logoNotFound: 'Logo not found',
  logoEmpty: 'Choose a logo file to upload',
  logoType: 'The logo must be a PNG, JPEG or SVG image',
  logoTooLarge: `The logo must be at most ${BRAND_LIMITS.logoBytes / 1024} KB`,
  logoTooManyPixels: (width: number, height: number) =>
    `The logo is ${width} × ${height} pixels: at most ${BRAND_LIMITS.logoPixels} × ${BRAND_LIMITS.logoPixels} is allowed`,
  logoUnreadable: 'The logo could not be read as an image',
  svgEntities: 'The SVG declares entities, which are not allowed',
  svgNoSize: 'The SVG needs a width and height or a viewBox',
  svgEmpty: 'Nothing drawable is left in the SVG once scripts and external references are removed',
  fontUnknown: 'Font must be one of Inter, Source Serif 4 or IBM Plex Sans',
} as const;

/** The field codes of those refusals (clients read codes, never the message). */
export const BrandFieldCode = {
  LogoMissing: 'LOGO_MISSING',
  LogoType: 'LOGO_TYPE',
  LogoTooLarge: 'LOGO_TOO_LARGE',
  LogoTooManyPixels: 'LOGO_TOO_MANY_PIXELS',
  LogoUnreadable: 'LOGO_UNREADABLE',
  LogoNoSize: 'LOGO_NO_SIZE',
  ColorContrast: 'BRAND_COLOR',
  FontUnknown: 'FONT_UNKNOWN',
} as const;
