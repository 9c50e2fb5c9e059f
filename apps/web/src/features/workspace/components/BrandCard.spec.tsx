import { MockedProvider } from '@apollo/client/testing/react';
import { BrandingMessages, brandColorProblem } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UpdateWorkspaceBrandDocument, WorkspaceBrandDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { BrandCard } from './BrandCard';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const brand = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Brand' as const,
  logoUrl: null as string | null,
  logoWidth: null as number | null,
  logoHeight: null as number | null,
  logoContentType: null as string | null,
  color: '#4f46e5',
  colorOnDark: '#7b74ec',
  customColor: null as string | null,
  font: 'inter',
  fontFamily: 'Inter',
  ...overrides,
});
const workspaceBrand = (value: ReturnType<typeof brand>) => ({
  request: { query: WorkspaceBrandDocument },
  result: {
    data: {
      workspace: { __typename: 'Workspace', id: 'w1', name: 'Acme', role: 'owner', brand: value },
    },
  },
});

describe('BrandCard', () => {
  it('gives the contrast verdict as the colour is typed, and saves it with the font', async () => {
    const saved = jest.fn();
    render(
      <MockedProvider
        mocks={[
          {
            request: {
              query: UpdateWorkspaceBrandDocument,
              variables: { input: { color: '#0f766e', font: 'ibm-plex-sans' } },
            },
            result: () => {
              saved();
              return {
                data: {
                  updateWorkspaceBrand: brand({ color: '#0f766e', customColor: '#0f766e' }),
                },
              };
            },
          },
          workspaceBrand(brand({ color: '#0f766e', customColor: '#0f766e' })),
        ]}
      >
        <BrandCard brand={brand()} editable />
      </MockedProvider>,
    );
    expect(screen.getByText('No logo yet')).toBeVisible();
    expect(screen.getByText('Contrast against white 6.3:1: passes')).toBeVisible();

    const colour = screen.getByLabelText('Brand colour');
    fireEvent.change(colour, { target: { value: '#ffee00' } });
    expect(screen.getByText(brandColorProblem('#ffee00')!)).toBeVisible();
    // Refused before it is sent: the field says why.
    fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(screen.getAllByText(brandColorProblem('#ffee00')!)).toHaveLength(2);
    expect(saved).not.toHaveBeenCalled();

    fireEvent.change(colour, { target: { value: '#0F766E' } });
    expect(screen.getByText('Contrast against white 5.5:1: passes')).toBeVisible();
    expect(screen.getByTestId('brand-swatch-light').querySelector('span')).toHaveStyle({
      background: '#0f766e',
    });
    fireEvent.change(screen.getByLabelText('Font'), { target: { value: 'ibm-plex-sans' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(BrandingMessages.updated));
  });

  it('shows the logo and, for a member, no buttons and read-only fields', () => {
    render(
      <MockedProvider mocks={[]}>
        <BrandCard
          brand={brand({
            logoUrl: 'https://app.example/api/brand/logos/abc',
            logoContentType: 'image/svg+xml',
          })}
          editable={false}
        />
      </MockedProvider>,
    );
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/api/brand/logos/abc',
    );
    expect(screen.getByText(/Many mail apps do not show SVG images/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /logo/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save brand' })).toBeNull();
    expect(screen.getByLabelText('Brand colour')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Font')).toBeDisabled();
  });
});
