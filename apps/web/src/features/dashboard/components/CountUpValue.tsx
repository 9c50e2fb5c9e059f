import { useCountUp } from '../hooks/useCountUp';

type CountUpValueProps = {
  value: number;
  format: (value: number) => string;
  /** Starts the count. */
  active: boolean;
  'data-testid'?: string;
};

/**
 * A figure that counts up once it is in view. Screen readers get the final figure only, not
 * thirty intermediate ones.
 */
export function CountUpValue({ value, format, active, 'data-testid': testId }: CountUpValueProps) {
  const shown = useCountUp(value, { active });
  return (
    <>
      <span aria-hidden data-testid={testId} data-final={format(value)}>
        {format(shown)}
      </span>
      <span className="sr-only">{format(value)}</span>
    </>
  );
}
