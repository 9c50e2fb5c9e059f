import { useState } from 'react';
import { Outlet } from 'react-router';
import { useOwnerNotices } from '@/features/client-activity/hooks/useOwnerNotices';
import { DesktopSidebar, MobileSidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** The signed-in frame (spec §2): sidebar, top bar, and the page. */
export function AppLayout() {
  const [sidebarCollapsed, setSidebarCollapsed] = useState(false);
  // Below 768px the sidebar is a drawer, closed until the menu button opens it.
  const [menuOpen, setMenuOpen] = useState(false);
  // What clients did since the last visit (an accepted proposal…), as toasts.
  useOwnerNotices();

  return (
    <div className="flex min-h-svh">
      <DesktopSidebar collapsed={sidebarCollapsed} />
      <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          sidebarCollapsed={sidebarCollapsed}
          onToggleSidebar={() => setSidebarCollapsed((collapsed) => !collapsed)}
          onOpenMenu={() => setMenuOpen(true)}
        />
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 md:px-8 md:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
