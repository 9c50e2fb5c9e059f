import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * /workspace#<field> (a link to fix an invoice's e-invoice, "#iban") scrolls to the settings
 * field of that name and focuses it; #<id> scrolls to that card ("#tax-rates"). Once the
 * settings are drawn (`ready`).
 */
export function useFocusFromHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const target = decodeURIComponent(hash.slice(1));
    if (!ready || !target || !/^[\w.-]+$/.test(target)) return;
    const element =
      document.querySelector<HTMLElement>(`[name="${target}"]`) ?? document.getElementById(target);
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [hash, ready]);
}
