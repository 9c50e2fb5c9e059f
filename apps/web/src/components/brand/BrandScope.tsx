import { DOCUMENT_FONT_FAMILIES, type DocumentFont } from '@dealdraft/domain';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { brandFillOnDark } from '@/lib/brand-colors';
import { loadBrandFont } from '@/lib/brand-fonts';
import { cn } from '@/lib/utils';

/** What a brand scope needs of a workspace's brand. */
export type BrandLook = { color: string; font?: string | null };

/**
 * The brand colour as the primary colour of what it wraps (index.css, `.brand-scope`): the
 * colour on the light theme with white text on it; on the dark theme, lightened until dark text
 * on it reads (brandFillOnDark). With `withFont`, the workspace's font too, loaded on demand.
 */
export function brandStyle(brand: BrandLook, withFont = false): CSSProperties {
  const family = brand.font ? DOCUMENT_FONT_FAMILIES[brand.font as DocumentFont] : undefined;
  return {
    '--brand': brand.color,
    '--brand-on-dark': brandFillOnDark(brand.color),
    ...(withFont && family
      ? { fontFamily: `'${family}', ui-sans-serif, system-ui, sans-serif` }
      : {}),
  } as CSSProperties;
}

export function useBrandFont(font: string | null | undefined) {
  useEffect(() => {
    if (font) void loadBrandFont(font);
  }, [font]);
}

type BrandScopeProps = {
  brand: BrandLook | null | undefined;
  withFont?: boolean;
  className?: string;
  children: ReactNode;
};

/** Wraps a part of the page in the workspace's colour (and font); without a brand, the product's. */
export function BrandScope({ brand, withFont = false, className, children }: BrandScopeProps) {
  useBrandFont(withFont ? brand?.font : null);
  return (
    <div
      className={cn(brand && 'brand-scope', className)}
      style={brand ? brandStyle(brand, withFont) : undefined}
    >
      {children}
    </div>
  );
}
