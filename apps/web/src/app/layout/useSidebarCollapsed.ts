import { useCallback, useState } from 'react';
import { readLocalSetting, writeLocalSetting } from '@/lib/local-setting';

/** Where the desktop sidebar's collapsed state lasts across reloads. */
export const SIDEBAR_COLLAPSED_KEY = 'dealdraft-sidebar-collapsed';

const readCollapsed = (): boolean => readLocalSetting(SIDEBAR_COLLAPSED_KEY) === 'true';

/**
 * The desktop sidebar's collapsed state, remembered in local storage (expanded by default).
 * The phone drawer has its own state and always starts closed (spec §2).
 */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      writeLocalSetting(SIDEBAR_COLLAPSED_KEY, String(next));
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
