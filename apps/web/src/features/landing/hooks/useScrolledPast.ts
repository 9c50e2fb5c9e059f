import { useEffect, useState } from 'react';

/** Whether the window is scrolled more than `offsetPx` down; updates as the user scrolls. */
export function useScrolledPast(offsetPx: number): boolean {
  const [past, setPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > offsetPx,
  );
  useEffect(() => {
    const update = () => setPast(window.scrollY > offsetPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offsetPx]);
  return past;
}
