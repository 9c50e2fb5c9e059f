import { render, screen } from '@testing-library/react';
import { Button } from './Button';

describe('Button', () => {
  it('renders a button with the default variant', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('bg-primary');
  });

  it('gives a primary button an opaque focus ring, set off from it by a gap', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass(
      'focus-visible:ring-2',
      'focus-visible:ring-primary',
      'focus-visible:ring-offset-2',
      'focus-visible:ring-offset-background',
    );
    // The translucent shared ring, the same hue as the button, is replaced rather than added.
    expect(button).not.toHaveClass('focus-visible:ring-ring');
    expect(button).not.toHaveClass('focus-visible:ring-[3px]');
  });

  it('applies variant and size classes, letting className win conflicts', () => {
    render(
      <Button variant="destructive" size="sm" className="px-8">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveClass('bg-destructive', 'h-8', 'px-8');
    expect(button).not.toHaveClass('px-3');
  });

  it('renders its child instead of a <button> with asChild', () => {
    render(
      <Button asChild variant="link">
        <a href="/pricing">Pricing</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).toHaveClass('text-primary');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
