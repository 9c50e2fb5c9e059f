import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LandingHeader } from './LandingHeader';

function renderHeader() {
  render(
    <MemoryRouter>
      <LandingHeader actions={<a href="/signup">Sign Up</a>} />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('LandingHeader', () => {
  afterEach(() => scrollTo(0));

  it('links the sections, labelled as the spec says; the logo goes back to #about', () => {
    const header = renderHeader();
    expect(within(header).getByRole('link', { name: 'Dealdraft' })).toHaveAttribute(
      'href',
      '#about',
    );
    const links = within(within(header).getByRole('navigation', { name: 'Sections' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['How It Works', '#how-it-works'],
      ['Features', '#features'],
      ['Pricing', '#pricing'],
      ['Reviews', '#testimonials'],
    ]);
  });

  it('is see-through at the top and turns solid after more than 50 px of scroll', () => {
    const header = renderHeader();
    expect(header).toHaveAttribute('data-solid', 'false');
    expect(header).toHaveClass('bg-transparent');

    scrollTo(50);
    expect(header).toHaveAttribute('data-solid', 'false');

    scrollTo(51);
    expect(header).toHaveAttribute('data-solid', 'true');
    expect(header).toHaveClass('bg-background/90');

    scrollTo(10);
    expect(header).toHaveAttribute('data-solid', 'false');
  });

  it('is solid at once when the page opens already scrolled (a reload mid-page)', () => {
    window.scrollY = 400;
    expect(renderHeader()).toHaveAttribute('data-solid', 'true');
  });

  it('opens a menu with the section links and the account actions', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['How It Works', 'Features', 'Pricing', 'Reviews', 'Sign Up']);
    fireEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
