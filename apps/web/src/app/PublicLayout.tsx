import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/Logo';
import { ThemeToggle } from './ThemeToggle';

type PublicLayoutProps = {
  /**
   * In the header's place of the product's logo (a client page shows the business's); null
   * shows none (while the business is not yet known).
   */
  logo?: ReactNode;
  /** Extra header buttons, right of the theme toggle. */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of pages outside the signed-in layout: brand (home link), theme toggle, content. */
export function PublicLayout({ logo, actions, children }: PublicLayoutProps) {
  return (
    <div className="flex min-h-svh flex-col bg-linear-to-b from-primary/6 via-background to-background">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        {logo === undefined ? (
          <Link
            to="/"
            className="flex rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <Logo />
          </Link>
        ) : (
          <div className="flex min-w-0 items-center">{logo}</div>
        )}
        <div className="flex items-center gap-1.5 sm:gap-2">
          <ThemeToggle />
          {actions}
        </div>
      </header>
      {children}
    </div>
  );
}
