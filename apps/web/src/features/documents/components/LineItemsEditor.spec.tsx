import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { CatalogueSuggestionsDocument } from '@/generated/graphql';
import { BLANK_LINE, type LineItemsFormValues } from '../utils/line-items';
import { LineItemsEditor } from './LineItemsEditor';

const copy = {
  title: 'Services',
  add: 'Add Service',
  price: 'Price',
  lineTotal: 'Subtotal',
  line: 'service',
};

function Harness({ withExtraDetails = false }: { withExtraDetails?: boolean }) {
  const form = useForm<LineItemsFormValues>({ defaultValues: { lines: [{ ...BLANK_LINE }] } });
  return (
    <FormProvider {...form}>
      <LineItemsEditor copy={copy} withExtraDetails={withExtraDetails} />
    </FormProvider>
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

  function renderWithCatalogue(withExtraDetails: boolean) {
    let values: () => LineItemsFormValues = () => ({ lines: [] });
    function Spy() {
      const form = useForm<LineItemsFormValues>({ defaultValues: { lines: [{ ...BLANK_LINE }] } });
      values = form.getValues;
      return (
        <FormProvider {...form}>
          <LineItemsEditor copy={copy} withExtraDetails={withExtraDetails} />
        </FormProvider>
      );
    }
    render(
      <MockedProvider mocks={[suggestions('caf')]}>
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
