import { COUNT_UP_DURATION_MS } from '@dealdraft/domain';
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/usePrefersReducedMotion';

/** Fast at first, settling gently on the final number. */
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

type CountUpOptions = {
  /** Starts the count (once; turning it off again does not restart it). */
  active: boolean;
  durationMs?: number;
};

/**
 * A number counting up from 0 to `target` over 2.5 seconds (spec §9), once `active`. Under
 * prefers-reduced-motion it is the target at once. If the target changes mid-count (fresh data
 * arriving), the count heads for the new one; after it has finished, it follows the target.
 */
export function useCountUp(
  target: number,
  { active, durationMs = COUNT_UP_DURATION_MS }: CountUpOptions,
): number {
  const reducedMotion = usePrefersReducedMotion();
  const [started, setStarted] = useState(false);
  const [progress, setProgress] = useState(0);
  const done = useRef(false);

  useEffect(() => {
    if (active) setStarted(true);
  }, [active]);

  useEffect(() => {
    if (!started || reducedMotion || done.current) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const t = Math.min(1, (now - startedAt) / durationMs);
      if (t === 1) done.current = true;
      setProgress(t);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [started, reducedMotion, durationMs]);

  if (reducedMotion || progress >= 1) return target;
  return target * easeOutCubic(progress);
}
