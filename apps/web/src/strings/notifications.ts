const kindWord = { proposal: 'proposal', invoice: 'invoice' } as const;
type Kind = keyof typeof kindWord;

/** The top bar's bell and the live toasts of what clients do (features/notifications). */
export const notifications = {
  bell: {
    /** The bell button's name for screen readers, with the unread count. */
    label: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
    /** The count on the bell; past 99 it reads 99+. */
    count: (unread: number) => (unread > 99 ? '99+' : String(unread)),
    title: 'Notifications',
    empty: 'Nothing yet. When a client views, answers or pays, it shows here.',
    /** Beside a notice not seen before this opening of the bell, for screen readers. */
    unread: 'Unread:',
    failed: 'Could not load notifications.',
  },
  /** Toasts for what a client did that makes no notice of its own (answers and payments do). */
  events: {
    viewed: (client: string, kind: Kind, number: string) =>
      `${client} is viewing ${kindWord[kind]} ${number}.`,
    opened: (client: string, kind: Kind, number: string) =>
      `${client} opened the e-mail with ${kindWord[kind]} ${number}.`,
  },
};
