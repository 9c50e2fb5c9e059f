import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';

/** Shown while a route's code is still loading. */
export function PageSpinner() {
  return (
    <div className="grid min-h-svh place-items-center">
      <Spinner label={strings.app.pageLoading} className="size-8" />
    </div>
  );
}
