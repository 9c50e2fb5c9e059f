import { useCallback, useState } from 'react';

/** Where the desktop sidebar's collapsed state lasts across reloads. */
export const SIDEBAR_COLLAPSED_KEY = 'dealdraft-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The desktop sidebar's collapsed state, remembered in local storage (expanded by default).
 * The phone drawer has its own state and always starts closed (spec §2).
 */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
      } catch {
        // Storage can be unavailable (privacy modes); the choice then lasts for this visit only.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
