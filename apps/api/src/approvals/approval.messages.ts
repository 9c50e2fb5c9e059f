/** What the approval routes answer and refuse with (fixed texts the web shows as they are). */
export const ApprovalMessages = {
  needsApproval: "This proposal needs an admin's approval before it is sent",
  notNeeded: 'This proposal does not need approval: it is within the workspace rule',
  alreadyRequested: 'Approval has already been requested for this proposal',
  alreadyApproved: 'This proposal is already approved',
  nothingToDecide: 'Approval has not been requested for this proposal',
  adminOnly: 'Only an owner or admin can approve or return a proposal',
  commentRequired: 'Please say what to change',
  ruleSaved: 'Approval rule saved',
  requested: 'Approval requested',
  approved: 'Proposal approved',
  returned: 'Proposal returned',
  fetched: 'Approval fetched',
  notice: {
    requested: (by: string, title: string) => `${by} asks for approval of “${title}”`,
    approved: (by: string, title: string) => `${by} approved “${title}”`,
    returned: (by: string, title: string, comment: string) =>
      `${by} returned “${title}”: ${comment}`,
  },
} as const;
