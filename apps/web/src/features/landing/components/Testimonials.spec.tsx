import { act, fireEvent, render, screen } from '@testing-library/react';
import { AUTOPLAY_MS, REVIEWS, Testimonials } from './Testimonials';

/** The slide on show: the one not hidden from screen readers. */
const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') === 'false')!;

const carousel = () => screen.getByTestId('reviews-carousel');

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('Testimonials', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    prefersReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('turns to the next review on its own', () => {
    render(<Testimonials />);
    expect(current()).toHaveTextContent(REVIEWS[0].name);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(current()).toHaveTextContent(REVIEWS[1].name);
  });

  it('pauses while hovered and while focused', () => {
    render(<Testimonials />);
    fireEvent.mouseEnter(carousel());
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(current()).toHaveTextContent(REVIEWS[0].name);
    fireEvent.mouseLeave(carousel());

    fireEvent.focus(screen.getByRole('button', { name: 'Next review' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(current()).toHaveTextContent(REVIEWS[0].name);
    expect(carousel()).toHaveAttribute('data-playing', 'false');
  });

  it('answers the arrow keys, Home and End, and its buttons', () => {
    render(<Testimonials />);
    const next = screen.getByRole('button', { name: 'Next review' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toHaveTextContent(REVIEWS[1].name);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(current()).toHaveTextContent(REVIEWS[REVIEWS.length - 1].name);
    fireEvent.keyDown(next, { key: 'Home' });
    expect(current()).toHaveTextContent(REVIEWS[0].name);
    fireEvent.click(
      screen.getByRole('button', { name: `Review 3 of ${REVIEWS.length}: ${REVIEWS[2].name}` }),
    );
    expect(current()).toHaveTextContent(REVIEWS[2].name);
  });

  it('stops for good with its pause button', () => {
    render(<Testimonials />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause reviews' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play reviews' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(current()).toHaveTextContent(REVIEWS[0].name);
  });

  it('never turns on its own under prefers-reduced-motion', () => {
    prefersReducedMotion(true);
    render(<Testimonials />);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(current()).toHaveTextContent(REVIEWS[0].name);
    expect(screen.queryByRole('button', { name: 'Pause reviews' })).not.toBeInTheDocument();
  });
});
