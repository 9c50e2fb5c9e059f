import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { strings } from '@/strings';

const t = strings.landing.closingCall;

/** One last invitation before the footer. */
export function ClosingCall() {
  return (
    <section aria-labelledby="closing-title" className="py-20 sm:py-24">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="relative isolate flex flex-col items-center gap-6 overflow-hidden rounded-3xl border bg-card px-6 py-14 text-center shadow-sm sm:px-12">
          <div
            aria-hidden
            className="absolute -top-32 left-1/2 -z-10 h-64 w-[40rem] max-w-full -translate-x-1/2 rounded-full bg-primary/15 blur-3xl"
          />
          <h2
            id="closing-title"
            className="max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {t.title}
          </h2>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">{t.lead}</p>
          <Button asChild size="lg" className="h-12 px-7 text-base">
            <Link to="/signup">
              {t.cta}
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
