import { render, screen } from '@testing-library/react';
import { Button } from './Button';

describe('Button', () => {
  it('renders a button with the default variant', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('bg-primary');
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
