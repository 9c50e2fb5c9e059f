import { MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon, SearchIcon } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { BusinessLogo } from '@/components/brand/BusinessLogo';
import { Logo } from '@/components/brand/Logo';
import { Button } from '@/components/ui/Button';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { GlobalSearch } from '@/features/search/components/GlobalSearch';
import { useWorkspaceBrand } from '@/features/workspace/hooks/useWorkspaceBrand';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { ThemeToggle } from '../ThemeToggle';
import { UserMenu } from './UserMenu';

const t = strings.app.topBar;

type TopBarProps = {
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  onOpenMenu: () => void;
};

export function TopBar({ sidebarCollapsed, onToggleSidebar, onOpenMenu }: TopBarProps) {
  // Phones have no room for the search box beside the logo: a button opens it over the bar.
  const [phoneSearchOpen, setPhoneSearchOpen] = useState(false);
  // The workspace's logo, and its colour as the bar's accent rule (brandColorOnDark on dark).
  const { workspace, brand } = useWorkspaceBrand();
  const logo = brand?.logoUrl ? (
    <BusinessLogo url={brand.logoUrl} alt={strings.brand.logoAlt(workspace?.name ?? '')} />
  ) : null;
  return (
    <header
      className={cn(
        'sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur md:gap-4 md:px-6',
        brand && 'border-b-2 border-b-(--brand) dark:border-b-(--brand-on-dark)',
      )}
      style={
        brand
          ? ({ '--brand': brand.color, '--brand-on-dark': brand.colorOnDark } as CSSProperties)
          : undefined
      }
      data-testid="top-bar"
    >
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t.openMenu}
        onClick={onOpenMenu}
      >
        <MenuIcon aria-hidden />
      </Button>
      <Link
        to="/dashboard"
        className="flex rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring md:hidden"
      >
        {logo ?? <Logo />}
      </Link>
      <Button
        variant="ghost"
        size="icon"
        className="hidden md:inline-flex"
        aria-label={sidebarCollapsed ? t.expandSidebar : t.collapseSidebar}
        title={sidebarCollapsed ? t.expandSidebar : t.collapseSidebar}
        onClick={onToggleSidebar}
      >
        {sidebarCollapsed ? <PanelLeftOpenIcon aria-hidden /> : <PanelLeftCloseIcon aria-hidden />}
      </Button>
      {logo && (
        <Link
          to="/dashboard"
          className="hidden shrink-0 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring md:flex"
        >
          {logo}
        </Link>
      )}
      <GlobalSearch phoneOpen={phoneSearchOpen} onPhoneClose={() => setPhoneSearchOpen(false)} />
      <div className="ml-auto flex min-w-0 items-center gap-1 md:gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={strings.search.open}
          aria-expanded={phoneSearchOpen}
          onClick={() => setPhoneSearchOpen(true)}
        >
          <SearchIcon aria-hidden />
        </Button>
        <NotificationBell />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
