import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its text with the default variant', () => {
    render(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft')).toHaveClass('bg-primary');
  });

  it.each([
    ['success', 'text-success'],
    ['destructive', 'text-destructive'],
    ['outline', 'text-foreground'],
  ] as const)('applies the %s variant', (variant, expectedClass) => {
    render(<Badge variant={variant}>{variant}</Badge>);
    expect(screen.getByText(variant)).toHaveClass(expectedClass);
  });
});
