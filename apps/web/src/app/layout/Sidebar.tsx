import { PRODUCT_NAME } from '@dealdraft/domain';
import { FileTextIcon, LayoutDashboardIcon, ReceiptIcon, XIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Logo, LogoMark } from '@/components/brand/Logo';
import { Button } from '@/components/ui/Button';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@/components/ui/Sheet';
import { cn } from '@/lib/utils';

const NAV_ITEMS = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: '/proposals', label: 'Proposals', icon: FileTextIcon },
  { to: '/invoices', label: 'Invoices', icon: ReceiptIcon },
] as const;

const focusRing = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring';

function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-3">
      {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          onClick={onNavigate}
          // Collapsed, the label is only read out; the title shows it on hover.
          title={collapsed ? label : undefined}
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
          <span className={cn(collapsed && 'sr-only')}>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
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
              <span className="sr-only"> menu</span>
            </h2>
          </SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close menu">
              <XIcon aria-hidden />
            </Button>
          </SheetClose>
        </div>
        <SidebarNav collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
