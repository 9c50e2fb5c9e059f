/** Approval before sending: the workspace's rule (/workspace) and a proposal's approval. */
export const approvals = {
  rule: {
    title: 'Approvals',
    description:
      "A proposal over these limits needs an owner's or admin's approval before it is sent. Leave both empty for no approvals.",
    overTotal: (currency: string) => `Total over (${currency})`,
    overDiscount: 'Document discount over (%)',
    save: 'Save approval rule',
    saved: 'Approval rule saved',
    saveFailed: 'Could not save the approval rule',
    none: 'No approvals: every proposal can be sent.',
    readOnly: 'Only owners and admins can change this rule.',
  },
  state: {
    none: 'Needs approval',
    requested: 'Approval requested',
    approved: 'Approved',
    returned: 'Returned',
  },
  /** The row action and its dialog. */
  action: 'Approval',
  dialogTitle: 'Approval',
  reasons: {
    total: 'Its total is over the workspace limit.',
    discount: 'Its discount is over the workspace limit.',
  },
  requestedBy: (name: string) => `Requested by ${name}`,
  decidedBy: (name: string) => `Decided by ${name}`,
  returnedComment: 'What to change',
  request: 'Request approval',
  approve: 'Approve',
  returnAction: 'Return',
  returnWithComment: 'Return with a comment',
  commentLabel: 'Comment for the author',
  commentRequired: 'Please say what to change',
  sendReturn: 'Return proposal',
  cancel: 'Cancel',
  close: 'Close',
  done: {
    requested: 'Approval requested',
    approved: 'Proposal approved',
    returned: 'Proposal returned',
  },
  failed: 'Could not update the approval',
  waiting: 'Waiting for an owner or admin to approve it.',
  approvedNote: 'Approved: it can be sent.',
  notRequired: 'Within the workspace rule: no approval needed.',
} as const;
