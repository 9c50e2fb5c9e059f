import { RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { strings } from '@/strings';
import { useResumeSubscription } from '../hooks/useResumeSubscription';

/**
 * Resume Subscription: undoes a pending cancel, so the plan renews at the end of its period.
 * No confirmation: it only restores what the user had before cancelling.
 */
export function ResumeSubscriptionButton() {
  const { resume, resuming } = useResumeSubscription();
  return (
    <Button disabled={resuming} onClick={() => void resume()}>
      <RotateCcwIcon aria-hidden />
      {resuming ? strings.subscription.resuming : strings.subscription.resume}
    </Button>
  );
}
