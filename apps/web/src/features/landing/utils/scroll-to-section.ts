/**
 * Scrolls to a landing section ("#features") and moves focus there, as following the link
 * would, once the current frame is done (the mobile menu lets go of the page first).
 */
export function scrollToSection(href: string): void {
  requestAnimationFrame(() => {
    const target = document.getElementById(href.replace(/^#/, ''));
    if (!target) return;
    // replaceState keeps the router's own history entry as it is.
    window.history.replaceState(window.history.state, '', href);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  });
}
