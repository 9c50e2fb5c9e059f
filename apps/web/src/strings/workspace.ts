/** Workspace settings, members, invitations, API keys, tax rates, numbering. */
export const workspace = {
  /** The header of the three workspace pages. */
  title: 'Workspace',
  subtitle: 'Your business details, your team and the keys integrations use.',
  tabs: {
    settings: 'Settings',
    members: 'Members',
    apiKeys: 'API keys',
  },
  loadFailed: 'Failed to load workspace',
  saveFailed: 'Failed to update workspace',
  nameRequired: 'Name is required',
  invalidEmail: 'Enter a valid e-mail address',
  /** Toasts after a change to the team, a key or the workspace. */
  toasts: {
    invited: (email: string) => `Invitation sent to ${email}`,
    inviteFailed: 'Failed to send invitation',
    resent: 'Invitation sent again',
    revoked: 'Invitation revoked',
    roleChanged: 'Role updated',
    removed: 'Member removed',
    transferred: 'Ownership transferred',
    left: 'You left the workspace',
    keyCreated: 'API key created',
    keyRevoked: 'API key revoked',
    keyCreateFailed: 'Failed to create API key',
    copied: 'Copied to clipboard',
    copyFailed: 'Copy failed: select the key and copy it by hand.',
    joined: (workspaceName: string) => `You joined ${workspaceName}`,
    switched: (workspaceName: string) => `Switched to ${workspaceName}`,
  },
  /** The workspace section of the user menu. */
  switcher: {
    heading: 'Workspaces',
    activeLabel: 'Active workspace',
  },
  /** /workspace: the business details form. */
  settings: {
    loading: 'Loading workspace',
    title: 'Business details',
    description: 'New proposals and invoices take their sender details from here.',
    readOnly: 'Only an owner or admin can change these details.',
    nameLabel: 'Workspace name',
    taxNumberLabel: 'Tax / business number',
    paymentTermsLabel: 'Default payment terms',
    paymentTermsPlaceholder: 'e.g. Net 30',
    proposalNumbersLabel: 'Proposal numbers',
    proposalNumbersPlaceholder: 'e.g. PROP-{YYYY}-{SEQ:3}',
    invoiceNumbersLabel: 'Invoice numbers',
    invoiceNumbersPlaceholder: 'e.g. INV-{YYYY}-{SEQ:4}',
    /** The hint under a number pattern: the default numbering, when the pattern is empty. */
    numberedByDefault: (fallback: string) => `Numbered ${fallback} (the default).`,
    /** The hint under a number pattern: its first number. */
    firstNumber: (number: string) => `The first one reads ${number}.`,
    /** Explains the pattern placeholders; they stay as written. */
    patternHelp:
      '{YYYY} {YY} {MM} {DD}: the date; {SEQ:4}: the count, as 0001. It restarts each year or month the pattern shows.',
    currencyLabel: 'Currency of new documents',
    currencyHint: 'A client with a currency of their own keeps theirs.',
    languageLabel: 'Language of new documents',
    languageHint: 'What clients read: the PDF, the client page and the e-mail.',
    roundingLabel: 'Tax rounding',
    roundingHint:
      'Once per rate on the total is what a tax return adds up and what EN 16931 e-invoices require. Per line matches line-by-line tax but is not EN 16931-compliant.',
    /** The choices of the tax rounding select. */
    rounding: {
      totalHalfUp: 'Each tax rate once, on the total; halves up (default)',
      totalHalfEven: 'Each tax rate once, on the total; halves to even',
      lineHalfUp: 'On every line; halves up',
      lineHalfEven: 'On every line; halves to even',
    },
    invoiceOnAccept: 'Create a draft invoice when a client accepts a proposal',
    invoiceOnAcceptHint:
      "Made from the proposal's client, services and terms, for you to check and send.",
    saveChanges: 'Save changes',
  },
  taxRates: {
    title: 'Tax rates',
    description:
      'The taxes your documents charge, like VAT 20% or GST 5%. A rate in use is archived, not deleted, so documents keep it.',
    loadFailed: 'Failed to load the tax rates',
    loading: 'Loading tax rates',
    empty: 'No tax rates yet.',
    listLabel: 'Tax rates',
    archiveLabel: (name: string) => `Archive ${name}`,
    restoreLabel: (name: string) => `Restore ${name}`,
    deleteLabel: (name: string) => `Delete ${name}`,
    nameLabel: 'Tax name',
    namePlaceholder: 'e.g. VAT',
    percentLabel: 'Percent',
    percentPlaceholder: 'e.g. 20',
    adding: 'Adding',
    add: 'Add rate',
  },
  /** The owner's "Card payments" card on /workspace: the workspace's own Stripe account. */
  paymentAccount: {
    title: 'Card payments',
    description:
      "The Stripe account your clients' card payments go to: this workspace's own, not Dealdraft's. The keys are checked with Stripe, stored encrypted and never shown again.",
    loading: 'Loading payment account',
    loadFailed: 'Failed to load the payment account',
    unavailable:
      'Card payments are not set up on this server yet: its operator must set PAYMENT_KEYS_SECRET before a Stripe account can be connected.',
    /** When Stripe knows no display name for the account. */
    unnamedAccount: 'Stripe account',
    testMode: 'Test mode',
    liveMode: 'Live mode',
    keyEnding: (hint: string) => `Key ending in ${hint}`,
    connectedOn: (date: string) => `Connected ${date}`,
    replaceKeys: 'Replace keys',
    disconnect: 'Disconnect',
    disconnectTitle: 'Disconnect Stripe?',
    disconnectText:
      'The stored keys are deleted and clients can no longer pay by card until keys are connected again.',
    disconnectFailed: 'Failed to disconnect Stripe',
    secretKeyLabel: 'Secret key',
    secretKeyPlaceholder: 'sk_live_…',
    secretKeyHint: "From Stripe's Developers → API keys page.",
    webhookSecretLabel: 'Webhook signing secret',
    webhookSecretPlaceholder: 'whsec_…',
    webhookSecretHint: "From your webhook endpoint's page in Stripe.",
    connect: 'Connect Stripe',
    connecting: 'Checking with Stripe...',
    connectFailed: 'Failed to connect Stripe',
  },
  /** The owner's card at the bottom of /workspace, and its dialog. */
  deleteWorkspace: {
    title: 'Delete workspace',
    description:
      'Deletes every proposal, invoice, client link, e-mail record, invitation and API key of this workspace, for every member. This cannot be undone.',
    dialogTitle: (name: string) => `Delete ${name}?`,
    /** "Type <name> to confirm.", the name in bold between the two parts. */
    typeToConfirm: { before: 'Type', after: 'to confirm.' },
    nameLabel: 'Workspace name',
    deleting: 'Deleting...',
  },
  /** /workspace/members. */
  members: {
    loading: 'Loading members',
    title: 'Members',
    seats: (used: number, total: number) => `${used} of ${total} seats`,
    invite: 'Invite member',
    joined: 'Joined',
    /** After the signed-in person's own name. */
    you: '(you)',
    roleOf: (name: string) => `Role of ${name}`,
    transferOwnership: 'Transfer ownership',
    removeTitle: 'Remove member',
    removeText: (name: string) => `${name} loses access to this workspace at once.`,
    transferText: (name: string) =>
      `${name} becomes the owner, with billing and the subscription. You stay on as an admin.`,
    leaveTitle: 'Leave workspace',
    leaveText: (workspaceName: string) =>
      `You lose access to ${workspaceName} and its documents at once.`,
  },
  invitations: {
    title: 'Pending invitations',
    description: 'Links expire after 7 days and work once.',
    empty: 'No pending invitations.',
    expires: 'Expires',
    resend: 'Resend',
    revokeTitle: 'Revoke invitation',
    revokeText: (email: string) => `The link sent to ${email} stops working.`,
  },
  /** The "Invite member" dialog. */
  inviteDialog: {
    title: 'Invite member',
    description: 'We e-mail them a link to join this workspace. It works once, for 7 days.',
    emailPlaceholder: 'name@example.com',
    viewPricing: 'View Pricing Plans',
    send: 'Send invitation',
  },
  /** /invitations/:token: the page an invitation link opens. */
  invitation: {
    loading: 'Loading invitation',
    unavailable: 'Invitation unavailable',
    loadFailed: 'This invitation could not be loaded.',
    goToDashboard: 'Go to dashboard',
    goHome: 'Go home',
    join: (workspaceName: string) => `Join ${workspaceName}`,
    /**
     * "<inviter> invited <email> to join <workspace> as a Member.", in parts: the e-mail and the
     * workspace name are in bold between them.
     */
    invitedBy: (name: string) => `${name} invited`,
    invitedByNobody: 'You are invited:',
    toJoin: 'to join',
    /** The end of the invitation's sentence, by the role it grants. */
    asRole: { admin: 'as an Admin.', member: 'as a Member.' },
    signedInAs: (email: string) => `Signed in as ${email}`,
    signIn: 'Sign in',
    createAccount: 'Create account',
  },
  /** /workspace/api-keys. */
  apiKeys: {
    forbidden: 'Only an owner or admin can see and manage API keys.',
    loading: 'Loading API keys',
    title: 'API keys',
    /** "Send one as <header> to the REST and GraphQL API.", the header in code between the parts. */
    description: { before: 'Send one as', after: 'to the REST and GraphQL API.' },
    /** The HTTP header, shown as code. */
    header: 'Authorization: Bearer <key>',
    create: 'Create API key',
    empty: 'No API keys yet.',
    prefix: 'Prefix',
    created: 'Created',
    lastUsed: 'Last used',
    never: 'Never',
    /** The badge a revoked key shows, with the date, where its Revoke button was. */
    revoked: 'Revoked',
    revokeTitle: 'Revoke API key',
    revokeText: (name: string) => `Requests with "${name}" are refused from now on.`,
  },
  /** The dialog creating an API key, then showing its secret once. */
  createKeyDialog: {
    title: 'Create API key',
    description: 'Name it after the integration that will use it.',
    namePlaceholder: 'e.g. Zapier',
    secretTitle: 'Your new API key',
    secretOnce: "Copy this key now. You won't be able to see it again.",
    secretLabel: 'API key',
    copy: 'Copy',
    copied: 'Copied',
  },
  /** The "Custom fields" card on /workspace: fields kept on clients, documents and lines. */
  customFields: {
    title: 'Custom fields',
    description:
      'Extra fields on your clients, proposals and invoices, and their lines: printed on the PDF where you choose, and exported as CSV columns.',
    loading: 'Loading custom fields',
    loadFailed: 'Failed to load the custom fields',
    targets: { client: 'Clients', document: 'Proposals & invoices', line: 'Lines' },
    empty: 'None yet.',
    labelLabel: 'Label',
    labelPlaceholder: 'e.g. PO contact',
    targetLabel: 'Kept on',
    printedLabel: 'Print on the PDF',
    printed: 'Printed',
    internal: 'Internal',
    add: 'Add field',
    adding: 'Adding',
    rename: 'Rename',
    save: 'Save',
    cancel: 'Cancel',
    renameLabel: (label: string) => `Rename ${label}`,
    newLabel: (label: string) => `New label for ${label}`,
    moveUp: (label: string) => `Move ${label} up`,
    moveDown: (label: string) => `Move ${label} down`,
    printedToggle: (label: string) => `Print ${label} on the PDF`,
    deleteLabel: (label: string) => `Delete ${label}`,
    deleteTitle: 'Delete custom field',
    deleteBody: (label: string) =>
      `Delete "${label}"? Its values are no longer shown, printed or exported. This cannot be undone.`,
    deleteConfirm: 'Delete',
  },
};
