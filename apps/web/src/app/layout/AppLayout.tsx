import { useState } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/SkipLink';
import { LiveActivity } from '@/features/notifications/components/LiveActivity';
import { useOwnerNotices } from '@/features/notifications/hooks/useOwnerNotices';
import { useSessionState } from '@/lib/session';
import { DesktopSidebar, MobileSidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useSidebarCollapsed } from './useSidebarCollapsed';

/** The skip link's target: the page's own content, past the sidebar and the top bar. */
const MAIN_ID = 'main-content';

/** The signed-in frame (spec §2): sidebar, top bar, and the page. */
export function AppLayout() {
  const [sidebarCollapsed, toggleSidebar] = useSidebarCollapsed();
  // Below 768px the sidebar is a drawer, closed until the menu button opens it.
  const [menuOpen, setMenuOpen] = useState(false);
  // What clients did since the last visit (an accepted proposal…), as toasts.
  useOwnerNotices();
  // …and what they do while the app is open, live; anew for each session token.
  const state = useSessionState();
  const token = state.status === 'signed-in' ? state.session.token : null;

  return (
    <div className="flex min-h-svh">
      <SkipLink targetId={MAIN_ID} />
      {token && <LiveActivity key={token} />}
      <DesktopSidebar collapsed={sidebarCollapsed} />
      <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          sidebarCollapsed={sidebarCollapsed}
          onToggleSidebar={toggleSidebar}
          onOpenMenu={() => setMenuOpen(true)}
        />
        <main
          id={MAIN_ID}
          // Focusable by the skip link only: the next Tab goes on from inside the page.
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none md:px-8 md:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
