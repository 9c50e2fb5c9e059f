import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The browser's own navigation, behind one seam so tests can see where a flow would go. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Follows a URL the api answered: Stripe's hosted checkout leaves the app; a page of our own
 * (a simulated gateway, the payment result pages, the client page) stays in the SPA, keeping
 * its toasts.
 */
export function useRedirect(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) {
        void navigate(target.pathname + target.search + target.hash);
      } else {
        browser.assign(target.toString());
      }
    },
    [navigate],
  );
}
