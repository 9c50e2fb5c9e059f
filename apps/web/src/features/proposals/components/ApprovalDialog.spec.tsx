import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ProposalApprovalFieldsFragment } from '@/generated/graphql';
import { ApprovalBadge } from './ApprovalBadge';
import { ApprovalDialog } from './ApprovalDialog';

const approval = (
  state: ProposalApprovalFieldsFragment['state'],
  more: Partial<ProposalApprovalFieldsFragment> = {},
): ProposalApprovalFieldsFragment => ({
  proposalId: 'p1',
  state,
  required: true,
  sendable: state === 'approved',
  reasons: ['total'],
  requestedByName: null,
  requestedAt: null,
  decidedByName: null,
  decidedAt: null,
  comment: null,
  ...more,
});

const open = (
  a: ProposalApprovalFieldsFragment,
  canDecide: boolean,
  handlers: Partial<Record<'onRequest' | 'onApprove' | 'onReturn', jest.Mock>> = {},
) =>
  render(
    <ApprovalDialog
      proposal={{ id: 'p1', proposalTitle: 'Website redesign', approval: a }}
      canDecide={canDecide}
      busy={false}
      onClose={jest.fn()}
      onRequest={handlers.onRequest ?? jest.fn().mockResolvedValue(true)}
      onApprove={handlers.onApprove ?? jest.fn().mockResolvedValue(true)}
      onReturn={handlers.onReturn ?? jest.fn().mockResolvedValue(true)}
    />,
  );

describe('ApprovalBadge', () => {
  it('names each state while the rule holds the proposal, nothing otherwise', () => {
    const { rerender } = render(<ApprovalBadge approval={approval('none')} />);
    expect(screen.getByText('Needs approval')).toBeVisible();
    rerender(<ApprovalBadge approval={approval('requested')} />);
    expect(screen.getByText('Approval requested')).toBeVisible();
    rerender(<ApprovalBadge approval={approval('returned')} />);
    expect(screen.getByText('Returned')).toBeVisible();
    rerender(<ApprovalBadge approval={approval('approved')} />);
    expect(screen.getByText('Approved')).toBeVisible();
    rerender(<ApprovalBadge approval={approval('none', { required: false })} />);
    expect(screen.queryByTestId('approval-badge')).toBeNull();
  });
});

describe('ApprovalDialog', () => {
  it('lets a member request approval, and shows why the rule holds it', async () => {
    const onRequest = jest.fn().mockResolvedValue(true);
    open(approval('none'), false, { onRequest });
    expect(screen.getByText('Its total is over the workspace limit.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request approval' }));
    await waitFor(() => expect(onRequest).toHaveBeenCalledWith('p1'));
  });

  it('shows a returned proposal’s comment and lets its author ask again', () => {
    open(approval('returned', { comment: 'Take 200 off', decidedByName: 'Ada Owner' }), false);
    expect(screen.getByTestId('approval-comment')).toHaveTextContent('Take 200 off');
    expect(screen.getByText('Decided by Ada Owner')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request approval' })).toBeVisible();
  });

  it('lets an admin approve, or return with a comment that must not be empty', async () => {
    const onReturn = jest.fn().mockResolvedValue(true);
    const onApprove = jest.fn().mockResolvedValue(true);
    open(approval('requested', { requestedByName: 'Grace Member' }), true, {
      onReturn,
      onApprove,
    });
    expect(screen.getByText('Requested by Grace Member')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Return with a comment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Return proposal' }));
    expect(await screen.findByText('Please say what to change')).toBeVisible();
    expect(onReturn).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Comment for the author'), {
      target: { value: ' Lower the price ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Return proposal' }));
    await waitFor(() => expect(onReturn).toHaveBeenCalledWith('p1', 'Lower the price'));
  });

  it('offers an admin Approve; a member sees no decision buttons while it waits', async () => {
    const onApprove = jest.fn().mockResolvedValue(true);
    const { unmount } = open(approval('requested'), true, { onApprove });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onApprove).toHaveBeenCalledWith('p1'));
    unmount();
    open(approval('requested'), false);
    expect(screen.getByText('Waiting for an owner or admin to approve it.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request approval' })).toBeNull();
  });
});
