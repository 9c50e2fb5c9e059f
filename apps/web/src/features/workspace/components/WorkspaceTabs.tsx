import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';

const t = strings.workspace;

const TABS = [
  { to: '/workspace', label: t.tabs.settings, end: true },
  { to: '/workspace/members', label: t.tabs.members, end: false },
  { to: '/workspace/api-keys', label: t.tabs.apiKeys, end: false },
] as const;

/** The three workspace pages, one tab each; scrolls sideways on a narrow screen. */
export function WorkspaceTabs() {
  return (
    <nav aria-label={t.title} className="-mx-1 mb-6 overflow-x-auto px-1">
      <div className="flex w-max gap-1 rounded-lg border bg-muted/40 p-1">
        {TABS.map(({ to, label, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring',
                isActive && 'bg-card text-foreground shadow-xs',
              )
            }
          >
            {label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
