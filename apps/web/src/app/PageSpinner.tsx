import { Spinner } from '@/components/ui/Spinner';

/** Shown while a route's code is still loading. */
export function PageSpinner() {
  return (
    <div className="grid min-h-svh place-items-center">
      <Spinner label="Loading page" className="size-8" />
    </div>
  );
}
