import { Suspense, useEffect, useState, type ReactNode } from 'react';

type DeferUntilNearProps = {
  /** Rendered once the spot comes within `margin` of the viewport (lazy parts load then). */
  children: ReactNode;
  /** Holds the spot meanwhile, about as tall as the real thing so nothing jumps. */
  placeholder: ReactNode;
  margin?: string;
};

/**
 * Below-the-fold content whose code loads as the visitor scrolls towards it, not with the
 * page. Without IntersectionObserver it renders at once.
 */
export function DeferUntilNear({ children, placeholder, margin = '1000px' }: DeferUntilNearProps) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, margin]);

  return (
    <div ref={setNode}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
