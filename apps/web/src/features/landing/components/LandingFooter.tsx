import { LANDING_NAV, LANDING_SECTIONS, PRODUCT_NAME } from '@dealdraft/domain';
import { GithubIcon, LinkedinIcon, TwitterIcon, YoutubeIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/Logo';
import { strings } from '@/strings';

const t = strings.landing.footer;

/** Placeholder targets (spec §2): the accounts do not exist yet. */
const SOCIAL: { label: string; icon: LucideIcon }[] = [
  { label: 'X (Twitter)', icon: TwitterIcon },
  { label: 'LinkedIn', icon: LinkedinIcon },
  { label: 'GitHub', icon: GithubIcon },
  { label: 'YouTube', icon: YoutubeIcon },
];

const linkClass =
  'rounded-sm text-sm text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring';

export function LandingFooter() {
  return (
    <footer className="border-t bg-card/50">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{t.tagline}</p>
          <ul className="flex items-center gap-2" aria-label={t.socialLabel}>
            {SOCIAL.map(({ label, icon: Icon }) => (
              <li key={label}>
                <a
                  href="#"
                  aria-label={t.socialLink(PRODUCT_NAME, label)}
                  className="grid size-9 place-items-center rounded-lg border text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
                >
                  <Icon className="size-4" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t.product} className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold">{t.product}</h2>
          <ul className="flex flex-col gap-2">
            {LANDING_NAV.map(({ href, label }) => (
              <li key={href}>
                <a href={href} className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={strings.common.company} className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold">{strings.common.company}</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <a href={`#${LANDING_SECTIONS.about}`} className={linkClass}>
                {t.about}
              </a>
            </li>
            <li>
              <Link to="/status" className={linkClass}>
                {t.systemStatus}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {t.copyright(new Date().getFullYear(), PRODUCT_NAME)}
        </p>
      </div>
    </footer>
  );
}
