import { MockedProvider } from '@apollo/client/testing/react';
import { EInvoiceMessages, TaxRateMessages } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CreateTaxRateDocument, TaxRatesDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { TaxRatesCard } from './TaxRatesCard';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const rate = (
  id: string,
  name: string,
  percent: number,
  archived = false,
  category = percent > 0 ? 'S' : 'Z',
  exemptionReason: string | null = null,
) => ({
  __typename: 'TaxRate' as const,
  id,
  name,
  percent,
  category,
  exemptionReason,
  archived,
});
const list = (rates: ReturnType<typeof rate>[]) => ({
  request: { query: TaxRatesDocument, variables: { includeArchived: true } },
  result: { data: { taxRates: rates } },
});

describe('TaxRatesCard', () => {
  it('lists the rates with their percent and adds one, refusing a fourth decimal first', async () => {
    const created = jest.fn();
    render(
      <MockedProvider
        mocks={[
          list([rate('1', 'QST', 9.975), rate('2', 'VAT', 19, true)]),
          {
            request: {
              query: CreateTaxRateDocument,
              variables: { input: { name: 'GST', percent: 5 } },
            },
            result: () => {
              created();
              return { data: { createTaxRate: { __typename: 'TaxRate', id: '3' } } };
            },
          },
          list([rate('3', 'GST', 5), rate('1', 'QST', 9.975), rate('2', 'VAT', 19, true)]),
        ]}
      >
        <TaxRatesCard editable />
      </MockedProvider>,
    );
    expect(await screen.findByText('9.975%')).toBeVisible();
    expect(screen.getByText('Archived')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Restore VAT' })).toBeVisible();

    fireEvent.change(screen.getByLabelText('Tax name'), { target: { value: 'GST' } });
    fireEvent.change(screen.getByLabelText('Percent'), { target: { value: '5.0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByText(TaxRateMessages.percent)).toBeVisible();
    expect(created).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Percent'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(TaxRateMessages.created));
    expect(created).toHaveBeenCalled();
    expect(await screen.findByText('GST')).toBeVisible();
  });

  it('shows the rates read-only to a member', async () => {
    render(
      <MockedProvider mocks={[list([rate('1', 'VAT', 20)])]}>
        <TaxRatesCard editable={false} />
      </MockedProvider>,
    );
    expect(await screen.findByText('20%')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add rate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete VAT' })).toBeNull();
  });

  it('adds an exempt rate with its reason, which only the categories that need one ask', async () => {
    const input = {
      name: 'Steuerfrei',
      percent: 0,
      category: 'E',
      exemptionReason: 'Exempt under § 4 Nr. 14 UStG',
    };
    const created = jest.fn();
    const exempt = rate('4', 'Steuerfrei', 0, false, 'E', input.exemptionReason);
    render(
      <MockedProvider
        mocks={[
          list([]),
          {
            request: { query: CreateTaxRateDocument, variables: { input } },
            result: () => {
              created();
              return { data: { createTaxRate: { __typename: 'TaxRate', id: '4' } } };
            },
          },
          list([exempt]),
        ]}
      >
        <TaxRatesCard editable />
      </MockedProvider>,
    );
    await screen.findByText('No tax rates yet.');
    fireEvent.change(screen.getByLabelText('Tax name'), { target: { value: 'Steuerfrei' } });
    fireEvent.change(screen.getByLabelText('Percent'), { target: { value: '0' } });
    const category = screen.getByLabelText('VAT category');
    // At 0% the category reads zero rated until one is picked.
    expect(category).toHaveValue('Z');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Standard rate',
      'Zero rated',
      'Exempt',
      'Reverse charge',
      'Intra-community supply',
      'Export outside the EU',
      'Outside the scope of VAT',
    ]);
    expect(screen.queryByLabelText('Exemption reason')).toBeNull();
    fireEvent.change(category, { target: { value: 'E' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByText(EInvoiceMessages.exemptionReasonRequired)).toBeVisible();
    expect(created).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Exemption reason'), {
      target: { value: ' Exempt under § 4 Nr. 14 UStG ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(await screen.findByText('Exempt under § 4 Nr. 14 UStG')).toBeVisible();
    expect(screen.getByText('· Exempt')).toBeVisible();
  });
});
