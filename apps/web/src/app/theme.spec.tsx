import { THEME_STORAGE_KEY } from '@dealdraft/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, useTheme } from './theme';
import { ThemeToggle } from './ThemeToggle';

function CurrentTheme() {
  return <output>{useTheme().theme}</output>;
}

function renderWithTheme() {
  return render(
    <ThemeProvider>
      <CurrentTheme />
      <ThemeToggle />
    </ThemeProvider>,
  );
}

describe('ThemeProvider', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('defaults to light', () => {
    renderWithTheme();
    expect(screen.getByRole('status')).toHaveTextContent('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('toggles to dark on <html> and remembers the choice', () => {
    renderWithTheme();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('dealdraft-ai-theme')).toBe('dark');
  });

  it('toggles back to light', () => {
    renderWithTheme();
    const toggle = screen.getByRole('button', { name: 'Toggle theme' });
    fireEvent.click(toggle);
    fireEvent.click(toggle);

    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('restores a stored dark theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderWithTheme();

    expect(screen.getByRole('status')).toHaveTextContent('dark');
    expect(document.documentElement).toHaveClass('dark');
  });
});
