import { PRODUCT_NAME } from '@dealdraft/domain';
import {
  BuildingIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  PackageIcon,
  ReceiptIcon,
  RepeatIcon,
  UsersIcon,
  XIcon,
} from 'lucide-react';
import { useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo, LogoMark } from '@/components/brand/Logo';
import { Button } from '@/components/ui/Button';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@/components/ui/Sheet';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';

const t = strings.app.sidebar;

const NAV_ITEMS = [
  { to: '/dashboard', label: t.nav.dashboard, icon: LayoutDashboardIcon },
  { to: '/proposals', label: t.nav.proposals, icon: FileTextIcon },
  // Lit on /invoices only: its recurring schedules have their own link.
  { to: '/invoices', label: t.nav.invoices, icon: ReceiptIcon, end: true },
  { to: '/invoices/recurring', label: t.nav.recurring, icon: RepeatIcon },
  { to: '/clients', label: t.nav.clients, icon: UsersIcon },
  { to: '/catalogue', label: t.nav.catalogue, icon: PackageIcon },
  // Settings, members and API keys: the link stays lit on every one of the three tabs.
  { to: '/workspace', label: t.nav.workspace, icon: BuildingIcon },
] as const;

const focusRing = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring';

function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const [tip, setTip] = useState<NavTip | null>(null);
  // Collapsed, each link's name shows beside it on hover and on keyboard focus.
  const tipFor = (label: string) =>
    collapsed
      ? {
          onMouseEnter: (event: SyntheticEvent<HTMLElement>) => setTip(tipAt(event, label)),
          onFocus: (event: SyntheticEvent<HTMLElement>) => setTip(tipAt(event, label)),
          onMouseLeave: () => setTip(null),
          onBlur: () => setTip(null),
          onKeyDown: (event: KeyboardEvent) => event.key === 'Escape' && setTip(null),
        }
      : {};

  return (
    <nav aria-label={t.navLabel} className="flex flex-col gap-1 p-3">
      {NAV_ITEMS.map(({ to, label, icon: Icon, ...item }) => (
        <NavLink
          key={to}
          to={to}
          end={'end' in item}
          onClick={onNavigate}
          {...tipFor(label)}
          className={({ isActive }) =>
            cn(
              'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
              focusRing,
              collapsed && 'justify-center px-0',
              isActive && 'bg-primary/10 text-primary hover:bg-primary/10 hover:text-primary',
            )
          }
        >
          <Icon className="size-5 shrink-0" aria-hidden />
          {/* Collapsed, the label is only read out; the tooltip shows it. */}
          <span className={cn(collapsed && 'sr-only')}>{label}</span>
        </NavLink>
      ))}
      {collapsed && tip && (
        // Fixed, so the sidebar's clipping (for its width animation) does not cut it off; the
        // link already carries the name for screen readers.
        <span
          aria-hidden
          data-testid="sidebar-tooltip"
          style={{ top: tip.top, left: tip.left }}
          className="pointer-events-none fixed z-50 -translate-y-1/2 rounded-md bg-foreground px-2.5 py-1 text-xs font-medium whitespace-nowrap text-background shadow-md"
        >
          {tip.label}
        </span>
      )}
    </nav>
  );
}

type NavTip = { label: string; top: number; left: number };

/** Just past the sidebar's edge, level with the link. */
function tipAt(event: SyntheticEvent<HTMLElement>, label: string): NavTip {
  const link = event.currentTarget.getBoundingClientRect();
  const edge = event.currentTarget.closest('nav')?.getBoundingClientRect().right ?? link.right;
  return { label, top: link.top + link.height / 2, left: edge + 8 };
}

/** From 768px: always present, 240px wide or 64px collapsed (icons only). */
export function DesktopSidebar({ collapsed }: { collapsed: boolean }) {
  return (
    // The aside runs the page's full height (its border and background); its content sticks.
    <aside
      className={cn(
        'hidden shrink-0 border-r bg-card transition-[width] duration-200 md:block',
        collapsed ? 'w-16' : 'w-60',
      )}
    >
      <div className="sticky top-0 flex h-svh flex-col overflow-hidden">
        <div
          className={cn(
            'flex h-16 shrink-0 items-center border-b',
            collapsed ? 'justify-center' : 'px-5',
          )}
        >
          <Link to="/dashboard" className={cn('flex rounded-lg', focusRing)}>
            {collapsed ? (
              <>
                <LogoMark />
                <span className="sr-only">{PRODUCT_NAME}</span>
              </>
            ) : (
              <Logo />
            )}
          </Link>
        </div>
        <SidebarNav collapsed={collapsed} />
      </div>
    </aside>
  );
}

type MobileSidebarProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Below 768px: a drawer over a dimmed backdrop; a tap on the backdrop or a link closes it. */
export function MobileSidebar({ open, onOpenChange }: MobileSidebarProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-60" overlayProps={{ 'data-testid': 'sidebar-backdrop' }}>
        <div className="flex h-16 shrink-0 items-center justify-between border-b pr-2 pl-5">
          <SheetTitle asChild>
            <h2>
              <Logo />
              <span className="sr-only">{t.menuTitleSuffix}</span>
            </h2>
          </SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t.closeMenu}>
              <XIcon aria-hidden />
            </Button>
          </SheetClose>
        </div>
        <SidebarNav collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
