import { ChevronDownIcon, LogOutIcon, UserCogIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/DropdownMenu';
import { useLogout } from '@/features/auth/hooks/useLogout';
import { WorkspaceSwitcher } from '@/features/workspace/components/WorkspaceSwitcher';
import { usePrefetchWorkspaces } from '@/features/workspace/hooks/useWorkspaceSwitcher';
import { labelOf } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { strings } from '@/strings';

const t = strings.app.userMenu;

export function UserMenu() {
  const user = useCurrentUser();
  const { logout } = useLogout();
  usePrefetchWorkspaces(user !== null);
  if (!user) return null;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex min-w-0 items-center gap-2.5 rounded-lg p-1 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring data-[state=open]:bg-accent sm:pr-2">
        <span className="sr-only">{t.label}</span>
        <Avatar name={user.name} className="size-8 text-xs" />
        <span className="hidden min-w-0 flex-col sm:flex">
          <span className="max-w-40 truncate text-sm leading-tight font-medium">{user.name}</span>
          <span className="text-xs leading-tight text-muted-foreground">
            {labelOf(strings.common.roles, user.role)}
          </span>
        </span>
        <ChevronDownIcon className="hidden size-4 text-muted-foreground sm:block" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <WorkspaceSwitcher />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserCogIcon aria-hidden />
            {t.profile}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOutIcon aria-hidden />
          {t.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
