import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { ReminderSettingsDocument } from '@/generated/graphql';
import { ReminderSettingsCard } from './ReminderSettingsCard';

const settings = {
  request: { query: ReminderSettingsDocument },
  result: {
    data: {
      reminderSettings: {
        __typename: 'ReminderSettings',
        proposalReminderDays: [2, 9],
        invoiceReminderOffsets: [-1, 5],
      },
    },
  },
};

function renderCard(editable: boolean) {
  render(
    <MockedProvider mocks={[settings]}>
      <ReminderSettingsCard editable={editable} />
    </MockedProvider>,
  );
}

describe('ReminderSettingsCard', () => {
  it("shows the workspace's schedule with Save for an owner or admin", async () => {
    renderCard(true);
    expect(await screen.findByDisplayValue('2, 9')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save reminders' })).toBeInTheDocument();
  });

  it('is read-only for a member, who cannot change it', async () => {
    renderCard(false);
    expect(await screen.findByDisplayValue('2, 9')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('-1, 5')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save reminders' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Only a workspace owner or admin can change the reminders.'),
    ).toBeInTheDocument();
  });
});
