import { BuildingIcon, CheckIcon } from 'lucide-react';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/DropdownMenu';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { useWorkspaceSwitcher } from '../hooks/useWorkspaceSwitcher';

const t = strings.workspace.switcher;

/**
 * The user menu's workspace section: every workspace of the person, the active one checked;
 * picking another switches to it. Renders menu items, so it sits inside a DropdownMenuContent.
 */
export function WorkspaceSwitcher() {
  const { workspaces, switching, switchTo } = useWorkspaceSwitcher();
  if (workspaces.length === 0) return null;
  return (
    <>
      <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
        {t.heading}
      </DropdownMenuLabel>
      {workspaces.map((workspace) => (
        <DropdownMenuItem
          key={workspace.id}
          disabled={switching}
          aria-current={workspace.active || undefined}
          onSelect={() => void switchTo(workspace.id)}
        >
          <BuildingIcon aria-hidden />
          <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
          <CheckIcon
            aria-label={workspace.active ? t.activeLabel : undefined}
            aria-hidden={!workspace.active}
            className={cn('ml-auto', !workspace.active && 'invisible')}
          />
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
    </>
  );
}
