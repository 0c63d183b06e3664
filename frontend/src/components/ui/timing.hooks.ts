// Small timing hooks shared by pages: delayed "ready" flags and scrolling to the top on entry.
import { useEffect, useState } from 'react';

/** False at first, true once `delayMs` has passed (the catalogue and card "loading" delays). */
export function useDelayedFlag(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return ready;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls the window to the top when the page opens; smoothly unless the user asked for less motion. */
export function useScrollToTopOnMount(smooth = false): void {
  useEffect(() => {
    const behavior: ScrollBehavior = smooth && !prefersReducedMotion() ? 'smooth' : 'auto';
    try {
      window.scrollTo({ top: 0, left: 0, behavior });
    } catch {
      // jsdom implements scrollTo as "not implemented"; nothing to scroll there.
    }
  }, [smooth]);
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
