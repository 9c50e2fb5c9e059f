import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Messages, RecurrenceMessages, RecurringMessages } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  RecurringTemplateInvoicesDocument,
  type RecurringScheduleFieldsFragment,
} from '@/generated/graphql';
import { formatDate } from '@/lib/format';
import { RecurringScheduleDialog } from './RecurringScheduleDialog';

const templates: MockLink.MockedResponse = {
  request: { query: RecurringTemplateInvoicesDocument },
  result: {
    data: {
      invoices: {
        __typename: 'InvoiceConnection',
        nodes: [
          {
            __typename: 'Invoice',
            id: 'inv-1',
            invoiceNumber: 'INV-0042',
            clientName: 'Globex',
            amount: 1200,
            currency: 'USD',
          },
        ],
      },
    },
  },
};

const schedule: RecurringScheduleFieldsFragment = {
  __typename: 'RecurringSchedule',
  id: 's1',
  templateInvoiceId: 'inv-old',
  templateInvoiceNumber: 'INV-0007',
  clientName: 'Initech',
  currency: 'EUR',
  amount: 80,
  frequency: 'month',
  dayOfMonth: null,
  lastDayOfMonth: true,
  startDate: '2096-01-31',
  endDate: null,
  count: 4,
  issuedCount: 2,
  sendAutomatically: false,
  status: 'active',
  pausedReason: null,
  nextRunOn: '2096-03-31',
  lastIssuedOn: '2096-02-29',
  lastRunNote: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderDialog(
  props: Partial<Parameters<typeof RecurringScheduleDialog>[0]> = {},
): jest.Mock {
  const onSave = jest.fn().mockResolvedValue(true);
  render(
    <MockedProvider mocks={[templates]}>
      <RecurringScheduleDialog
        open
        schedule={null}
        busy={false}
        canSend
        onClose={jest.fn()}
        onSave={onSave}
        {...props}
      />
    </MockedProvider>,
  );
  return onSave;
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const previewed = () =>
  within(screen.getByRole('region', { name: 'Next dates' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('RecurringScheduleDialog', () => {
  it('previews the next five dates as the rules are typed, then saves the schedule', async () => {
    const onSave = renderDialog();
    await screen.findByRole('option', { name: 'INV-0042 · Globex · $1,200.00' });
    change('Template invoice', 'inv-1');
    change('Start date', '2096-01-31');
    change('Day of the month', 'last');
    // Across the leap day and the 30-day April.
    expect(previewed()).toEqual(
      ['2096-01-31', '2096-02-29', '2096-03-31', '2096-04-30', '2096-05-31'].map(formatDate),
    );
    change('Ends', 'count');
    change('Number of invoices', '3');
    expect(previewed()).toEqual(['2096-01-31', '2096-02-29', '2096-03-31'].map(formatDate));

    change('Repeats', 'two-weeks');
    expect(screen.queryByLabelText('Day of the month')).not.toBeInTheDocument();
    expect(previewed()).toEqual(['2096-01-31', '2096-02-14', '2096-02-28'].map(formatDate));
    change('Repeats', 'quarter');

    fireEvent.click(screen.getByLabelText('E-mail it to the client (PDF and payment link)'));
    fireEvent.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        templateInvoiceId: 'inv-1',
        frequency: 'quarter',
        dayOfMonth: null,
        lastDayOfMonth: true,
        startDate: '2096-01-31',
        endDate: null,
        count: 3,
        sendAutomatically: true,
      }),
    );
  });

  it('saves a monthly schedule on the day of the month chosen, not the last day', async () => {
    const onSave = renderDialog();
    await screen.findByRole('option', { name: 'INV-0042 · Globex · $1,200.00' });
    change('Template invoice', 'inv-1');
    change('Start date', '2096-01-10');
    change('Day of the month', '15');
    fireEvent.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        templateInvoiceId: 'inv-1',
        frequency: 'month',
        dayOfMonth: 15,
        lastDayOfMonth: false,
        startDate: '2096-01-10',
        endDate: null,
        count: null,
        sendAutomatically: false,
      }),
    );
  });

  it("says what is wrong in the api's words, field by field", async () => {
    const onSave = renderDialog();
    change('Start date', '2000-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText(Messages.validation.required)).toBeInTheDocument();
    expect(screen.getByText(RecurringMessages.startInPast)).toBeInTheDocument();

    change('Start date', '2096-03-10');
    change('Ends', 'date');
    change('End date', '2096-03-01');
    fireEvent.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText(RecurrenceMessages.endBeforeStart)).toBeInTheDocument();
    expect(previewed()).toEqual([]);
    expect(screen.getByText('No dates: the end comes before the first one.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the trial to drafts, saying why', async () => {
    renderDialog({ canSend: false });
    const send = screen.getByLabelText(/E-mail it to the client/);
    expect(send).toBeDisabled();
    expect(
      screen.getByText('E-mailing them comes with the Freelancer and Business plans.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Keep it as a draft for me to send')).toBeChecked();
    await screen.findByRole('option', { name: /INV-0042/ });
  });

  it('edits from the next period: after the last issued, within what the count leaves', async () => {
    const onSave = renderDialog({ schedule });
    expect(
      screen.getByText(
        'Changes apply from the next invoice; the invoices already issued stay as they are.',
      ),
    ).toBeInTheDocument();
    // Its own template is offered even though the newest invoices do not include it.
    await screen.findByRole('option', { name: 'INV-0042 · Globex · $1,200.00' });
    expect(screen.getByLabelText('Template invoice')).toHaveValue('inv-old');
    expect(previewed()).toEqual(['2096-03-31', '2096-04-30'].map(formatDate));

    change('Day of the month', '15');
    expect(previewed()).toEqual(['2096-03-15', '2096-04-15'].map(formatDate));
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ templateInvoiceId: 'inv-old', dayOfMonth: 15, count: 4 }),
      ),
    );
  });
});
