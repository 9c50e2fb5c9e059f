import { MarketingFigures } from '@dealdraft/domain';
import { strings } from '@/strings';

const t = strings.landing.savings;
const FIGURES = [
  MarketingFigures.hoursSaved,
  MarketingFigures.revenueIncrease,
  MarketingFigures.winRate,
  MarketingFigures.annualRoi,
];

/** Savings and ROI: spec §1's figures, on a deep band that reads the same in both themes. */
export function Savings() {
  return (
    <section
      aria-labelledby="savings-title"
      className="relative isolate overflow-hidden bg-[oklch(0.27_0.09_277)] py-20 text-white sm:py-24"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,oklch(0.55_0.2_277/0.55),transparent),radial-gradient(40rem_24rem_at_0%_110%,oklch(0.6_0.12_185/0.35),transparent)]"
      />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-200 uppercase">
            {t.eyebrow}
          </p>
          <h2
            id="savings-title"
            className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {t.title}
          </h2>
          <p className="text-lg text-pretty text-indigo-100">{t.lead}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FIGURES.map(({ value, label }) => (
            <li
              key={label}
              className="flex flex-col gap-3 rounded-2xl border border-white/15 bg-white/5 p-6 backdrop-blur"
            >
              <span
                aria-hidden
                className="h-1 w-10 rounded-full bg-linear-to-r from-indigo-300 to-teal-300"
              />
              <p className="flex flex-col gap-1">
                <span className="text-4xl font-semibold tracking-tight tabular-nums">{value}</span>{' '}
                <span className="text-indigo-100">{label}</span>
              </p>
            </li>
          ))}
        </ul>
        <p className="text-center text-xs text-indigo-200">{t.disclaimer}</p>
      </div>
    </section>
  );
}
