import { HEADER_SOLID_SCROLL_PX, LANDING_NAV, LANDING_SECTIONS } from '@dealdraft/domain';
import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Logo } from '@/components/brand/Logo';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { useScrolledPast } from '../hooks/useScrolledPast';

const t = strings.landing.header;

// The menu (and the dialog machinery under it) loads when first wanted, not with the page:
// most visitors on a wide screen never open it.
const loadMenu = () => import('./LandingMenu');
const LandingMenu = lazy(loadMenu);

type LandingHeaderProps = {
  /** Login and Sign Up, or Go to Dashboard: beside the links, and at the foot of the menu. */
  actions: ReactNode;
  /** Shown at every width, before the menu button (the theme toggle). */
  tools?: ReactNode;
};

const focusRing = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring';

/**
 * The landing page's fixed header (spec §2): see-through over the hero, solid once the page has
 * scrolled more than 50 px; below 768px the links move into a menu that slides in.
 */
export function LandingHeader({ actions, tools }: LandingHeaderProps) {
  const solid = useScrolledPast(HEADER_SOLID_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const openMenu = () => {
    setMenuWanted(true);
    setMenuOpen(true);
  };

  return (
    <header
      data-solid={solid}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300',
        solid
          ? 'border-border bg-background/90 shadow-sm backdrop-blur-md'
          : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6">
        {/* The fifth of the spec's header links: #about is the hero, the top of the page. */}
        <a href={`#${LANDING_SECTIONS.about}`} className={cn('flex rounded-lg', focusRing)}>
          <Logo />
        </a>

        <nav aria-label={t.sectionsLabel} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {LANDING_NAV.map(({ href, label }) => (
              <li key={href}>
                <a
                  href={href}
                  className={cn(
                    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
                    focusRing,
                  )}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {tools}
          <div className="hidden items-center gap-2 md:flex">{actions}</div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t.openMenu}
            aria-expanded={menuOpen}
            // Starts fetching the menu a moment before the click lands.
            onPointerEnter={() => void loadMenu()}
            onFocus={() => void loadMenu()}
            onClick={openMenu}
          >
            <MenuIcon aria-hidden />
          </Button>
        </div>
      </div>

      {menuWanted && (
        <Suspense fallback={null}>
          <LandingMenu open={menuOpen} onOpenChange={setMenuOpen} actions={actions} />
        </Suspense>
      )}
    </header>
  );
}
