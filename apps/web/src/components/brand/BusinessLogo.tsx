import { cn } from '@/lib/utils';

/**
 * The logo's path on this origin: the api gives the absolute URL e-mails need, and the page's
 * CSP allows images from its own origin, which a PUBLIC_URL on another host would not be.
 */
export function logoSrc(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname;
  } catch {
    return url;
  }
}

type BusinessLogoProps = {
  url: string;
  /** The business's name, for the image's text. */
  alt: string;
  className?: string;
};

/**
 * A workspace's uploaded logo at the height of its place, its width following. On the dark theme
 * it sits on a white tile: most logos are drawn for paper, dark on white.
 */
export function BusinessLogo({ url, alt, className }: BusinessLogoProps) {
  return (
    <img
      src={logoSrc(url)}
      alt={alt}
      className={cn(
        'block h-8 w-auto max-w-40 object-contain dark:rounded-md dark:bg-white dark:p-1',
        className,
      )}
    />
  );
}
