import {
  BRAND_LIMITS,
  BrandFieldCode,
  BrandingMessages,
  type LogoContentType,
} from '@dealdraft/domain';
import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { invalidField } from '../common/errors/validation';

const M = BrandingMessages;
const refuse = (code: string, message: string) => invalidField('logo', code, message);

/** A logo as stored: the bytes served (an SVG sanitised), their hash and the image's size. */
export interface LogoFile {
  contentType: LogoContentType;
  bytes: Buffer;
  sha256: string;
  width: number;
  height: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** An XML prolog, comments and a doctype may come before the root element. */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i;

/**
 * What the bytes are, by their first bytes (magic numbers), never by the name or the
 * Content-Type the browser sent: null for anything else.
 */
export function sniffLogo(bytes: Buffer): LogoContentType | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  // An SVG is text: UTF-8 whose root element, past a prolog, is <svg>.
  const head = bytes.subarray(0, 4096).toString('utf8');
  if (!head.includes('\u0000') && SVG_START.test(head)) return 'image/svg+xml';
  return null;
}

/**
 * Reads an uploaded logo: its type by content, its size within BRAND_LIMITS, its dimensions
 * (image-size), an SVG sanitised. Every refusal is a 400 on the field `logo`.
 */
export function readLogo(bytes: Buffer): LogoFile {
  if (bytes.length === 0) throw refuse(BrandFieldCode.LogoMissing, M.logoEmpty);
  if (bytes.length > BRAND_LIMITS.logoBytes)
    throw refuse(BrandFieldCode.LogoTooLarge, M.logoTooLarge);
  const contentType = sniffLogo(bytes);
  if (!contentType) throw refuse(BrandFieldCode.LogoType, M.logoType);

  const stored = contentType === 'image/svg+xml' ? sanitizeSvg(bytes.toString('utf8')) : bytes;
  const { width, height } = measure(stored, contentType);
  if (
    contentType !== 'image/svg+xml' &&
    (width > BRAND_LIMITS.logoPixels || height > BRAND_LIMITS.logoPixels)
  )
    throw refuse(BrandFieldCode.LogoTooManyPixels, M.logoTooManyPixels(width, height));
  return {
    contentType,
    bytes: stored,
    sha256: createHash('sha256').update(stored).digest('hex'),
    width,
    height,
  };
}

const IMAGE_SIZE_TYPE: Record<LogoContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
};

function measure(bytes: Buffer, contentType: LogoContentType): { width: number; height: number } {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw contentType === 'image/svg+xml'
      ? refuse(BrandFieldCode.LogoNoSize, M.svgNoSize)
      : refuse(BrandFieldCode.LogoUnreadable, M.logoUnreadable);
  }
  const width = Math.round(size.width ?? 0);
  const height = Math.round(size.height ?? 0);
  if (size.type !== IMAGE_SIZE_TYPE[contentType] || width < 1 || height < 1) {
    throw contentType === 'image/svg+xml'
      ? refuse(BrandFieldCode.LogoNoSize, M.svgNoSize)
      : refuse(BrandFieldCode.LogoUnreadable, M.logoUnreadable);
  }
  return { width, height };
}

/** A reference that stays inside the file: "#id", or url(#id) in CSS. */
const INTERNAL_HREF = /^\s*#/;
/** CSS that reaches out: @import, or url() of anything but a fragment of this file. */
const EXTERNAL_CSS = /@import|url\(\s*(?!['"]?\s*#)/i;
const HREFS = ['href', 'xlink:href'];

/** One DOMPurify over one jsdom window, made on the first SVG (what isomorphic-dompurify does). */
let purifier: ReturnType<typeof createDOMPurify> | null = null;
function svgPurifier() {
  if (purifier) return purifier;
  const DOMPurify = createDOMPurify(new JSDOM('').window);
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    // Links and <use>/<image> sources may only point inside the file: no other file, site,
    // data: or javascript: URL is fetched or followed from a logo.
    if (HREFS.includes(data.attrName.toLowerCase()) && !INTERNAL_HREF.test(data.attrValue)) {
      data.keepAttr = false;
    }
    if (data.attrName.toLowerCase() === 'style' && EXTERNAL_CSS.test(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && EXTERNAL_CSS.test(node.textContent ?? '')) {
      node.parentNode?.removeChild(node);
    }
  });
  purifier = DOMPurify;
  return DOMPurify;
}

/**
 * An SVG cleaned by DOMPurify with its SVG profile: no scripts, event handlers,
 * <foreignObject>, or links and sources outside the file (see svgPurifier). Entity declarations
 * (XXE, "billion laughs") are refused before parsing; the doctype is dropped.
 */
export function sanitizeSvg(text: string): Buffer {
  if (/<!ENTITY/i.test(text)) throw refuse(BrandFieldCode.LogoType, M.svgEntities);
  const clean = svgPurifier()
    .sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'a'],
      // Design tools draw repeated shapes with <use>; its href may only name a fragment (above).
      ADD_TAGS: ['use'],
      // <a> is dropped with its drawing kept (KEEP_CONTENT is on by default).
      RETURN_TRUSTED_TYPE: false,
    })
    .trim();
  const root = /^<svg[\s>]/i.test(clean) ? clean : '';
  if (!root || !/<\/svg>\s*$/i.test(root) || /^<svg[^>]*>\s*<\/svg>$/i.test(root))
    throw refuse(BrandFieldCode.LogoType, M.svgEmpty);
  // Served as image/svg+xml the root needs its namespace; the HTML parser DOMPurify uses kept it
  // only if the file had it.
  const withNamespace = /^<svg[^>]*\sxmlns=/i.test(root)
    ? root
    : root.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  const withXlink =
    /\sxlink:/i.test(withNamespace) && !/\sxmlns:xlink=/i.test(withNamespace)
      ? withNamespace.replace(/^<svg/i, '<svg xmlns:xlink="http://www.w3.org/1999/xlink"')
      : withNamespace;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${withXlink}\n`, 'utf8');
}
