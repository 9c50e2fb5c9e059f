/** The names one machine answers to: a page opened at any of them is the same site. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface ReturnUrlRule {
  /** The site's origins: WEB_ORIGIN, and PUBLIC_URL's origin where it differs. */
  origins: string[];
  /**
   * Outside production, a configured loopback origin also stands for its aliases on the same
   * scheme and port, since a developer may open http://127.0.0.1:3000 as well as localhost.
   */
  development: boolean;
}

/**
 * Whether Stripe may send the browser back to `url`: a page of this site, and nowhere else (no
 * open redirect). Anything that is not an absolute http(s) URL is refused.
 */
export function isOwnPage(url: string, rule: ReturnUrlRule): boolean {
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return false;
  }
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  if (page.username || page.password) return false;
  return rule.origins.some((value) => {
    const origin = new URL(value);
    if (page.origin === origin.origin) return true;
    return (
      rule.development &&
      LOOPBACK.has(origin.hostname) &&
      LOOPBACK.has(page.hostname) &&
      page.protocol === origin.protocol &&
      page.port === origin.port
    );
  });
}
