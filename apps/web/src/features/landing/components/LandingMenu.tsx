import { LANDING_NAV } from '@dealdraft/domain';
import { XIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Logo } from '@/components/brand/Logo';
import { Button } from '@/components/ui/Button';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@/components/ui/Sheet';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { scrollToSection } from '../utils/scroll-to-section';

const t = strings.landing.menu;

const focusRing = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring';

type LandingMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: ReactNode;
};

/** Below 768px: the section links and account buttons, in a panel from the right. */
export default function LandingMenu({ open, onOpenChange, actions }: LandingMenuProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    // The open menu holds the page still; close it first, then scroll to the section.
    event.preventDefault();
    onOpenChange(false);
    scrollToSection(href);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-72" data-testid="landing-menu">
        <div className="flex h-16 shrink-0 items-center justify-between border-b pr-2 pl-5">
          <SheetTitle asChild>
            <h2>
              <Logo />
              <span className="sr-only">{t.titleSuffix}</span>
            </h2>
          </SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t.closeMenu}>
              <XIcon aria-hidden />
            </Button>
          </SheetClose>
        </div>
        <nav aria-label={strings.landing.header.sectionsLabel} className="flex flex-col gap-1 p-3">
          {LANDING_NAV.map(({ href, label }) => (
            <a
              key={href}
              href={href}
              onClick={(event) => go(event, href)}
              className={cn(
                'flex h-11 items-center rounded-lg px-3 text-base font-medium transition-colors hover:bg-accent',
                focusRing,
              )}
            >
              {label}
            </a>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t p-4 [&>*]:w-full">{actions}</div>
      </SheetContent>
    </Sheet>
  );
}
