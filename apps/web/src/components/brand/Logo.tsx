import { PRODUCT_NAME } from '@dealdraft/domain';
import { cn } from '@/lib/utils';

/** The brand mark: a "D" drawn as a folded page, in the primary colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 8h6.5a8 8 0 0 1 0 16H10z"
        fill="none"
        strokeWidth="3"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <path
        d="M15 13.5h4M15 18.5h2.5"
        strokeWidth="2.5"
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight">{PRODUCT_NAME}</span>
    </span>
  );
}
