import { expect, type Locator } from '@playwright/test';

/**
 * The button lies wholly inside the viewport, and is what a click at its centre and near its
 * left and right edges would hit: not clipped by a scroll box, not covered by a toast.
 */
export async function expectReachable(button: Locator, where: string): Promise<void> {
  const label = (await button.getAttribute('aria-label')) ?? (await button.textContent());
  const seen = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const hits = [box.left + 2, box.left + box.width / 2, box.right - 2].map((x) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && element.contains(top);
    });
    return {
      inside:
        box.left >= 0 &&
        box.top >= 0 &&
        box.right <= window.innerWidth &&
        box.bottom <= window.innerHeight,
      hit: hits.every(Boolean),
    };
  });
  expect(seen, `${label} at ${where}`).toEqual({ inside: true, hit: true });
}
