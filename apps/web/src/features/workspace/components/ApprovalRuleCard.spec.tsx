import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApprovalRuleDocument, UpdateApprovalRuleDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { ApprovalRuleCard } from './ApprovalRuleCard';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const rule = (overTotal: number | null, overDiscountPercent: number | null) => ({
  __typename: 'ApprovalRule' as const,
  overTotal,
  overDiscountPercent,
  currency: 'EUR',
});

describe('ApprovalRuleCard', () => {
  it('shows no rule, then saves an amount and leaves the percent empty (null)', async () => {
    const saved = jest.fn();
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: ApprovalRuleDocument },
            result: { data: { approvalRule: rule(null, null) } },
          },
          {
            request: {
              query: UpdateApprovalRuleDocument,
              variables: { input: { overTotal: 10000, overDiscountPercent: null } },
            },
            result: () => {
              saved();
              return { data: { updateApprovalRule: rule(10000, null) } };
            },
          },
          {
            request: { query: ApprovalRuleDocument },
            result: { data: { approvalRule: rule(10000, null) } },
          },
        ]}
      >
        <ApprovalRuleCard editable />
      </MockedProvider>,
    );
    expect(await screen.findByText('No approvals: every proposal can be sent.')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/Total over \(EUR\)/), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save approval rule' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Approval rule saved'));
    await waitFor(() =>
      expect(screen.queryByText('No approvals: every proposal can be sent.')).toBeNull(),
    );
  });

  it('is read-only for a member', async () => {
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: ApprovalRuleDocument },
            result: { data: { approvalRule: rule(5000, 15) } },
          },
        ]}
      >
        <ApprovalRuleCard editable={false} />
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText(/Total over/)).toHaveValue('5000'));
    expect(screen.getByLabelText(/Document discount over/)).toHaveValue('15');
    expect(screen.getByLabelText(/Total over/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save approval rule' })).toBeNull();
    expect(screen.getByText('Only owners and admins can change this rule.')).toBeVisible();
  });
});
