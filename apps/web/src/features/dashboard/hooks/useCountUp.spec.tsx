import { act, render, screen } from '@testing-library/react';
import { useCountUp } from './useCountUp';

function Counter({ target, active }: { target: number; active: boolean }) {
  const value = useCountUp(target, { active });
  return <output>{Math.round(value)}</output>;
}

/** Makes the browser report prefers-reduced-motion: reduce (or not). */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const shown = () => Number(screen.getByRole('status').textContent);

describe('useCountUp', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    prefersReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits at 0 until it is in view', () => {
    render(<Counter target={120} active={false} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toBe(0);
  });

  it('counts up over 2.5 seconds and ends exactly on the target', () => {
    const { rerender } = render(<Counter target={120} active={false} />);
    rerender(<Counter target={120} active />);
    act(() => jest.advanceTimersByTime(500));
    const early = shown();
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(120);
    act(() => jest.advanceTimersByTime(1000));
    expect(shown()).toBeGreaterThan(early);
    expect(shown()).toBeLessThan(120);
    act(() => jest.advanceTimersByTime(1100));
    expect(shown()).toBe(120);
  });

  it('counts once: leaving the view does not start it again', () => {
    const { rerender } = render(<Counter target={42} active />);
    act(() => jest.advanceTimersByTime(3000));
    rerender(<Counter target={42} active={false} />);
    rerender(<Counter target={42} active />);
    act(() => jest.advanceTimersByTime(16));
    expect(shown()).toBe(42);
  });

  it('follows a new target after it has finished', () => {
    const { rerender } = render(<Counter target={10} active />);
    act(() => jest.advanceTimersByTime(3000));
    rerender(<Counter target={11} active />);
    expect(shown()).toBe(11);
  });

  it('shows the target at once under prefers-reduced-motion', () => {
    prefersReducedMotion(true);
    render(<Counter target={987} active />);
    expect(shown()).toBe(987);
  });
});
