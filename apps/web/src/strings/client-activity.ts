const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** Client link, reminders and the owner's notices (features/client-activity). */
export const clientActivity = {
  /** The dialog of one document's client link and follow-up reminders, opened from its row. */
  dialog: {
    /** A sent reminder's state, beside it in the list. */
    reminderStatuses: { queued: 'Queued', sent: 'Sent', failed: 'Failed', cancelled: 'Cancelled' },
    title: 'Client link & reminders',
    linkHeading: 'Client link',
    notViewed: 'Not viewed yet',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy; select the link and copy it instead.',
    /** `date` is the formatted expiry date. */
    expires: (date: string) => `Expires ${date}`,
    noLiveLink: 'No live link. Sending the document by e-mail creates one.',
    replaceLink: 'Replace with a new link',
    createLink: 'Create link',
    remindersHeading: 'Reminders',
    /** The switch of the document's reminders. */
    remindersOn: 'On',
    remindersOff: 'Off',
    noReminders: 'No reminders sent yet.',
    /** A sent proposal reminder: how many days after the proposal was sent. */
    proposalStep: (step: number) => `${days(step)} after sending`,
    /** A sent invoice reminder: days before (negative) or after the due date. */
    invoiceStep: (step: number) =>
      step === 0
        ? 'On the due date'
        : `${days(Math.abs(step))} ${step < 0 ? 'before' : 'after'} the due date`,
  },
  /** Toasts of the dialog's actions. */
  toasts: {
    createLinkFailed: 'Could not create the link. Please try again.',
    revokeLinkFailed: 'Could not revoke the link. Please try again.',
    remindersOn: 'Reminders on',
    remindersOff: 'Reminders off',
    remindersFailed: 'Could not change reminders. Please try again.',
  },
  /** The workspace's reminder schedule (a card on the profile). */
  settings: {
    title: 'Follow-up reminders',
    description:
      'E-mails to your client about a sent proposal with no answer, and an unpaid invoice. Leave a field empty to turn those reminders off.',
    proposalDays: 'Proposal: days after sending',
    invoiceOffsets: 'Invoice: days from the due date',
    hint: 'Negative numbers are days before the due date. At most one reminder a day per document; reminders stop once a proposal is answered or an invoice is paid.',
    save: 'Save reminders',
    /** Instead of the save button, for a workspace member. */
    readOnly: 'Only a workspace owner or admin can change the reminders.',
    saveFailed: 'Could not save the reminder settings. Please try again.',
  },
};
