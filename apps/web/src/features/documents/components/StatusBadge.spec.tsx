import { render, screen } from '@testing-library/react';
import { StatusBadge, statusTone } from './StatusBadge';

describe('statusTone', () => {
  it.each([
    ['draft', 'secondary'],
    ['sent', 'info'],
    ['accepted', 'success'],
    ['rejected', 'destructive'],
    ['partially_paid', 'progress'],
    ['paid', 'success'],
    ['overdue', 'warning'],
  ])('colours %s as %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it.each(['archived', '', 'constructor', 'DRAFT'])(
    'falls back to the draft colour for %j',
    (status) => {
      expect(statusTone(status)).toBe(statusTone('draft'));
    },
  );
});

describe('StatusBadge', () => {
  it('shows the status upper case, in its colour', () => {
    render(<StatusBadge status="accepted" />);
    expect(screen.getByText('ACCEPTED')).toHaveClass('text-success');
  });

  it('shows a partially paid invoice in words, in its own colour', () => {
    render(<StatusBadge status="partially_paid" />);
    expect(screen.getByText('PARTIALLY PAID')).toHaveClass('text-progress');
  });

  it('shows an unknown status in the draft colour', () => {
    render(<StatusBadge status="archived" />);
    expect(screen.getByText('ARCHIVED')).toHaveClass('bg-secondary');
  });
});
