import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { Label } from './Label';

/** Spread onto the field's control so its label and error message are announced with it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  /** Marks the label "(optional)"; a string is that word in another language (client pages). */
  optional?: boolean | string;
  error?: string;
  /** A line under the control (an example, a format); the error takes its place. */
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({ label, optional, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && (
          <span className="font-normal text-muted-foreground">
            ({typeof optional === 'string' ? optional : strings.ui.optional})
          </span>
        )}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : hint ? hintId : undefined,
      })}
      {!error && hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
