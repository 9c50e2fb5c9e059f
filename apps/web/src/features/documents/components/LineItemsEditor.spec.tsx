import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  CatalogueSuggestionsDocument,
  CustomFieldsDocument,
  DocumentTaxRatesDocument,
} from '@/generated/graphql';
import { strings } from '@/strings';
import { senderProfileAnswer } from '../testing/sender-profile';
import { BLANK_LINE, type LineItemsFormValues } from '../utils/line-items';
import { blankMoney } from '../utils/money-form';
import { LineItemsEditor } from './LineItemsEditor';

/** The proposal form's words: the spec's Services, Add Service, Price and Subtotal. */
const copy = strings.proposals.services;

const taxRatesAnswer: MockLink.MockedResponse = {
  request: { query: DocumentTaxRatesDocument },
  result: {
    data: {
      taxRates: [
        { __typename: 'TaxRate', id: 'vat', name: 'VAT', percent: 20, archived: false },
        { __typename: 'TaxRate', id: 'gst', name: 'GST', percent: 5, archived: false },
        { __typename: 'TaxRate', id: 'old', name: 'Old', percent: 7, archived: true },
      ],
    },
  },
  maxUsageCount: 10,
};
/** What the editor reads besides the form: the workspace's rounding rule and tax rates. */
const EDITOR_MOCKS = [senderProfileAnswer(), taxRatesAnswer];

function HarnessForm({
  withExtraDetails = false,
  currency = 'USD',
}: {
  withExtraDetails?: boolean;
  currency?: string;
}) {
  const form = useForm<LineItemsFormValues>({
    defaultValues: { ...blankMoney({ currency }), lines: [{ ...BLANK_LINE }] },
  });
  return (
    <FormProvider {...form}>
      <LineItemsEditor copy={copy} withExtraDetails={withExtraDetails} />
    </FormProvider>
  );
}

function Harness(props: { withExtraDetails?: boolean; currency?: string }) {
  return (
    <MockedProvider mocks={EDITOR_MOCKS}>
      <HarnessForm {...props} />
    </MockedProvider>
  );
}

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const prices = () => screen.getAllByLabelText('Price');
const quantities = () => screen.getAllByLabelText('Quantity');

describe('LineItemsEditor', () => {
  it('starts with one line at price 0 and quantity 1, and no remove button', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Services' })).toBeInTheDocument();
    expect(prices()[0]).toHaveValue(0);
    expect(quantities()[0]).toHaveValue(1);
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$0.00');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('shows each subtotal and the total, in cents: 0.1 + 0.2 is $0.30', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    type(prices()[0], '0.1');
    type(prices()[1], '0.2');

    expect(screen.getByRole('status', { name: 'Service 1 subtotal' })).toHaveTextContent('$0.10');
    expect(screen.getByRole('status', { name: 'Service 2 subtotal' })).toHaveTextContent('$0.20');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$0.30');
  });

  it('multiplies by the quantity, reading a cleared quantity as 1 and price as 0', () => {
    render(<Harness />);
    type(prices()[0], '85.5');
    type(quantities()[0], '40');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$3,420.00');

    type(quantities()[0], '');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$85.50');
    type(prices()[0], '');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$0.00');
  });

  it('shows the whole quantity it counts once the field is left: 1.5 becomes 1', () => {
    render(<Harness />);
    type(prices()[0], '100');
    type(quantities()[0], '1.5');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$100.00');

    fireEvent.blur(quantities()[0]);
    expect(quantities()[0]).toHaveValue(1);
    expect(screen.getByRole('status', { name: 'Service 1 subtotal' })).toHaveTextContent('$100.00');

    type(quantities()[0], '2.9');
    fireEvent.blur(quantities()[0]);
    expect(quantities()[0]).toHaveValue(2);
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$200.00');

    type(quantities()[0], '');
    fireEvent.blur(quantities()[0]);
    expect(quantities()[0]).toHaveValue(1);
  });

  it('removes a line only while there is more than one', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    type(prices()[1], '7');
    expect(screen.getAllByRole('button', { name: /Remove/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Service 1' }));
    expect(prices()).toHaveLength(1);
    expect(prices()[0]).toHaveValue(7);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('offers extra details per line for invoices', () => {
    render(<Harness withExtraDetails />);
    const line = screen.getAllByRole('listitem')[0];
    expect(within(line).getByLabelText(/Extra Details/)).toBeInTheDocument();
  });
});

describe('LineItemsEditor: taxes, discounts and currencies', () => {
  it('keeps taxes and discounts folded away until asked, then totals them by rate', async () => {
    render(<Harness currency="EUR" />);
    expect(screen.queryByLabelText(/^Line discount/)).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Taxes & discounts' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    type(prices()[0], '1234.56');
    type(quantities()[0], '2');
    type(screen.getByLabelText(/^Line discount/), '10');
    // The archived rate is not offered to a line that does not have it.
    const taxSelect = await screen.findByRole('combobox', { name: /^Taxes/ });
    await waitFor(() => expect(within(taxSelect).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(taxSelect, { target: { value: 'vat' } });

    // 2,469.12 less 10% = 2,222.21 (246.912 → 246.91 off); 20% of it = 444.44; total 2,666.65.
    expect(screen.getByText('Subtotal', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '€2,469.12',
    );
    expect(screen.getByText('Discount', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '−€246.91',
    );
    expect(
      screen.getByText('VAT 20% on €2,222.21', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('€444.44');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('€2,666.65');

    fireEvent.click(screen.getByRole('checkbox', { name: /Prices include tax/ }));
    // Inside the price: 2,222.21 / 1.2 = 1,851.84 base, 370.37 tax; the total is the price.
    expect(
      screen.getByText('VAT 20% on €1,851.84', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('€370.37');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('€2,222.21');

    // 10.05 with 20% inside: the tax 1.675 rounds to 1.68 and the base is what is left, 8.37,
    // so base and tax make the total (8.375 rounded alone would show 8.38, a cent over).
    type(prices()[0], '10.05');
    type(quantities()[0], '1');
    type(screen.getByLabelText(/^Line discount/), '');
    expect(screen.getByText('VAT 20% on €8.37', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '€1.68',
    );
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('€10.05');
  });

  it('prices yen in whole units', () => {
    render(<Harness currency="JPY" />);
    type(prices()[0], '1500');
    type(quantities()[0], '3');
    expect(prices()[0]).toHaveAttribute('step', '1');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('¥4,500');
  });
});

describe('LineItemsEditor: catalogue suggestions', () => {
  const cafe = {
    __typename: 'CatalogueItem' as const,
    id: 'i1',
    name: 'Café consultation',
    description: 'On site, half a day',
    unitPrice: 120.5,
    unit: 'hour',
    defaultQuantity: 4,
  };
  const logo = {
    ...cafe,
    id: 'i2',
    name: 'Café logo',
    description: null,
    unitPrice: 800,
    unit: 'item',
    defaultQuantity: 1,
  };
  const suggestions = (search: string): MockLink.MockedResponse => ({
    request: { query: CatalogueSuggestionsDocument, variables: { search } },
    result: {
      data: {
        catalogueItems: { __typename: 'CatalogueItemConnection', nodes: [cafe, logo] },
      },
    },
  });

  function renderWithCatalogue(withExtraDetails: boolean, currency = 'USD') {
    let values: () => LineItemsFormValues = () => ({ ...blankMoney(), lines: [] });
    function Spy() {
      const form = useForm<LineItemsFormValues>({
        defaultValues: { ...blankMoney({ currency }), lines: [{ ...BLANK_LINE }] },
      });
      values = form.getValues;
      return (
        <FormProvider {...form}>
          <LineItemsEditor copy={copy} withExtraDetails={withExtraDetails} />
        </FormProvider>
      );
    }
    render(
      <MockedProvider mocks={[suggestions('caf'), ...EDITOR_MOCKS]}>
        <Spy />
      </MockedProvider>,
    );
    return () => values();
  }

  it('suggests items as a description is typed; a click fills the invoice line', async () => {
    const values = renderWithCatalogue(true);
    const description = screen.getByRole('combobox', { name: 'Description' });
    expect(description).toHaveAttribute('aria-expanded', 'false');
    type(description, 'caf');

    const list = await screen.findByRole('listbox', { name: 'Catalogue items' });
    expect(description).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Café consultation$120.50 / hour',
      'Café logo$800.00 / item',
    ]);
    fireEvent.click(options[0]);

    await waitFor(() => expect(values().lines[0].price).toBe('120.5'));
    expect(values().lines[0]).toEqual({
      ...BLANK_LINE,
      description: 'Café consultation',
      extraDetails: 'On site, half a day',
      price: '120.5',
      quantity: '4',
    });
    expect(description).toHaveValue('Café consultation');
    expect(prices()[0]).toHaveValue(120.5);
    expect(quantities()[0]).toHaveValue(4);
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$482.00');
    expect(screen.queryByRole('listbox', { name: 'Catalogue items' })).not.toBeInTheDocument();
  });

  it("prices the suggestions in the document's currency, not in dollars", async () => {
    renderWithCatalogue(false, 'EUR');
    type(screen.getByRole('combobox', { name: 'Description' }), 'caf');
    const list = await screen.findByRole('listbox', { name: 'Catalogue items' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Café consultation€120.50 / hour', 'Café logo€800.00 / item']);
  });

  it('picks with the keyboard, and leaves a proposal line without extra details', async () => {
    const values = renderWithCatalogue(false);
    const description = screen.getByRole('combobox', { name: 'Description' });
    type(description, 'caf');
    await screen.findByRole('listbox', { name: 'Catalogue items' });
    expect(description.getAttribute('aria-activedescendant')).toMatch(/-0$/);
    fireEvent.keyDown(description, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /Café logo/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.keyDown(description, { key: 'Enter' });

    await waitFor(() => expect(values().lines[0].price).toBe('800'));
    expect(values().lines[0]).toEqual({
      ...BLANK_LINE,
      description: 'Café logo',
      extraDetails: '',
      price: '800',
      quantity: '1',
    });
  });

  it('closes the list on Escape and keeps what was typed', async () => {
    const values = renderWithCatalogue(false);
    const description = screen.getByRole('combobox', { name: 'Description' });
    type(description, 'caf');
    await screen.findByRole('listbox', { name: 'Catalogue items' });
    fireEvent.keyDown(description, { key: 'Escape' });
    expect(screen.queryByRole('listbox', { name: 'Catalogue items' })).not.toBeInTheDocument();
    expect(values().lines[0]).toEqual({ ...BLANK_LINE, description: 'caf' });
  });
});

describe('line custom fields', () => {
  const fieldsAnswer: MockLink.MockedResponse = {
    request: { query: CustomFieldsDocument },
    result: {
      data: {
        customFields: [
          {
            __typename: 'CustomField',
            id: 'site',
            target: 'line',
            label: 'Site',
            printed: false,
            position: 1,
          },
          {
            __typename: 'CustomField',
            id: 'hours',
            target: 'line',
            label: 'Hours ref',
            printed: true,
            position: 0,
          },
          {
            __typename: 'CustomField',
            id: 'po',
            target: 'client',
            label: 'PO contact',
            printed: true,
            position: 0,
          },
        ],
      },
    },
    maxUsageCount: 10,
  };

  function FieldsHarness({ onValues }: { onValues: (values: LineItemsFormValues) => void }) {
    const form = useForm<LineItemsFormValues>({
      defaultValues: { ...blankMoney(), lines: [{ ...BLANK_LINE }] },
    });
    return (
      <FormProvider {...form}>
        <LineItemsEditor copy={copy} />
        <button type="button" onClick={() => onValues(form.getValues())}>
          Read
        </button>
      </FormProvider>
    );
  }

  it("keeps a line's fields behind its disclosure, in the workspace's order, and holds the values", async () => {
    const onValues = jest.fn();
    render(
      <MockedProvider mocks={[...EDITOR_MOCKS, fieldsAnswer]}>
        <FieldsHarness onValues={onValues} />
      </MockedProvider>,
    );
    const more = await screen.findByRole('button', { name: 'Custom fields of Service 1' });
    expect(more).toHaveTextContent('More fields (2)');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText(/^Hours ref/)).toBeNull();
    fireEvent.click(more);
    const labels = screen.getAllByText(/^(Hours ref|Site)$/).map((label) => label.textContent);
    expect(labels).toEqual(['Hours ref(optional)', 'Site(optional)']);
    expect(screen.queryByText('PO contact')).toBeNull();
    type(screen.getByLabelText(/^Hours ref/), 'H-12');
    expect(screen.getByText('Internal: not printed')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    expect(onValues.mock.calls[0][0].lines[0].customFields).toEqual({
      hours: 'H-12',
      site: '',
    });
  });
});
