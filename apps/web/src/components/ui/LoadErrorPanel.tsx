import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { strings } from '@/strings';
import { Button } from './Button';

/** A screen's data failed to load; spec §2: Try Again reloads the page. */
export function LoadErrorPanel({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-destructive/25 bg-destructive/5 px-6 py-14 text-center"
    >
      <CircleAlertIcon className="size-8 text-destructive" aria-hidden />
      <p className="font-medium">{message}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RotateCwIcon aria-hidden />
        {strings.common.tryAgain}
      </Button>
    </div>
  );
}
