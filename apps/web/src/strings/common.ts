import type { WorkspaceRole } from '@dealdraft/domain';

/**
 * Words many screens share. An area's own file uses these rather than its own copy, so a
 * translation says "Cancel" once.
 */
export const common = {
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  saving: 'Saving...',
  creating: 'Creating...',
  updating: 'Updating...',
  sending: 'Sending...',
  processing: 'Processing...',
  send: 'Send',
  edit: 'Edit',
  delete: 'Delete',
  remove: 'Remove',
  revoke: 'Revoke',
  archive: 'Archive',
  restore: 'Restore',
  archived: 'Archived',
  duplicate: 'Duplicate',
  done: 'Done',
  leave: 'Leave',
  tryAgain: 'Try Again',
  loading: 'Loading',
  loadMore: 'Load more',
  loadingMore: 'Loading more',
  actions: 'Actions',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  mobile: 'Mobile',
  fax: 'Fax',
  address: 'Address',
  company: 'Company',
  status: 'Status',
  date: 'Date',
  total: 'Total',
  amount: 'Amount',
  role: 'Role',
  /** A workspace role, wherever one is shown or picked. */
  roles: { owner: 'Owner', admin: 'Admin', member: 'Member' } satisfies Record<
    WorkspaceRole,
    string
  >,
  somethingWentWrong: 'Something went wrong. Please try again.',
};
