import { fireEvent, render, screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
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
