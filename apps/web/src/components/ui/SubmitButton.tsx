import { LoaderCircleIcon } from 'lucide-react';
import { Button, type ButtonProps } from './Button';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild'> & {
  busy: boolean;
  /** Replaces the label while busy, e.g. "Signing in...". */
  busyLabel: string;
};

export function SubmitButton({ busy, busyLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? (
        <>
          <LoaderCircleIcon className="animate-spin" aria-hidden />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
