import { useEffect, useState } from 'react';

/**
 * Whether the element has been on screen yet; once true it stays true. Returns the ref to put
 * on the element. Without IntersectionObserver (old browsers, tests) it counts as seen.
 */
export function useInViewOnce<T extends Element>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    if (!node || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, seen]);

  return [setNode, seen];
}
