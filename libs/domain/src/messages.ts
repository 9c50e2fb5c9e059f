/**
 * Every user-facing string the spec names, written once. The api answers with them,
 * the web shows them, and the tests assert on them.
 */
export const PRODUCT_NAME = 'Dealdraft';
export const THEME_STORAGE_KEY = 'dealdraft-ai-theme';
/** The web app's session token in localStorage; the GraphQL IDE on the same origin reads it too. */
export const SESSION_TOKEN_STORAGE_KEY = 'dealdraft-token';

export const Messages = {
  validation: {
    required: 'This field is required',
    email: 'Please enter a valid email address',
    positive: 'Must be a positive number',
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 6 characters',
    nameRequired: 'Name is required',
    nameMin: 'Name must be at least 2 characters',
    controlCharacters: 'Contains characters that are not allowed',
    invalidId: 'Not a valid id',
  },
  auth: {
    invalidCredentials: 'Invalid email or password. Please check your credentials.',
    accountNotFound: 'Account not found. Please check your email or sign up.',
    loginFailed: 'Login failed. Please try again.',
    loginFailedCredentials: 'Login failed. Please check your credentials.',
    emailTaken: 'An account with this email already exists. Please login instead.',
    signupInvalid: 'Invalid information provided. Please check your details.',
    signupFailed: 'Signup failed. Please try again.',
    loginSuccess: 'Login successful! Welcome back.',
    signupSuccess: `Account created successfully! Welcome to ${PRODUCT_NAME}.`,
    logoutSuccess: 'Logged out successfully. See you soon!',
    sessionRequired: 'Please sign in to continue.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    tooManyLogins: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    tooManySignups: 'Too many accounts created from this network. Please try again later.',
  },
  profile: {
    fetchFailed: 'Failed to fetch profile',
    loadFailed: 'Failed to load profile',
    fetched: 'Profile fetched successfully',
  },
  system: {
    internal: 'Something went wrong on our side. Please try again.',
    unavailable: 'The service is briefly unavailable. Please try again in a moment.',
    notFound: 'The requested resource was not found.',
    payloadTooLarge: 'The request body is too large.',
    invalidJson: 'The request body is not valid JSON.',
    jsonTooDeep: 'The request body is nested too deeply.',
    badRequest: 'The request could not be read. Please check it and try again.',
    unsupportedMediaType:
      'The request body is in a format, charset or encoding that is not supported.',
    jsonOnly: 'Send the request body as JSON, with Content-Type: application/json.',
    forbidden: 'Access to this resource is not allowed.',
    invalidInput: 'Invalid input',
    healthy: 'All systems operational',
    alive: 'The process is running',
    shuttingDown: 'Shutting down: send new requests elsewhere',
    operatorTokenRequired: 'Enter the operator token (OPERATOR_TOKEN) to open the job dashboard.',
    rateLimited: 'Too many requests. Please slow down and try again shortly.',
    tooManyRootFields: (count: number, max: number) =>
      `Too many top-level fields in one operation: ${count}, at most ${max} allowed. Send them as separate requests.`,
    tooManyCreates: (perMinute: number) =>
      `You are creating too much at once: at most ${perMinute} new items a minute. Please wait a minute and try again.`,
    operatorsOnly: 'This action is for the operators of this installation.',
    queryTooDeep: (depth: number, max: number) =>
      `Query is too deep: ${depth} levels, at most ${max} allowed.`,
    tooManyAliases: (count: number, max: number) =>
      `Too many aliases in one operation: ${count}, at most ${max} allowed.`,
    tooManyDirectives: (count: number, max: number) =>
      `Too many directives in one operation: ${count}, at most ${max} allowed.`,
    queryTooCostly: (cost: number, max: number) =>
      `Query is too expensive: cost ${cost}, at most ${max} allowed. Ask for fewer items (first) or fewer fields.`,
    pingProcessed: 'Ping processed by a worker',
    noWorker: 'No worker answered in time. Is the worker process running?',
    cursorInvalid: 'The cursor is not valid. Start again from the first page.',
    listLimit: (max: number) => `Must be a whole number from 1 to ${max}.`,
    pagesOrCursor: 'Ask for page and pageSize, or for limit and cursor, not both.',
  },
} as const;

/**
 * Screen copy the spec gives word for word: headings, subtitles and dialog texts. Button and
 * field labels stay beside their components.
 */
export const Copy = {
  signIn: { title: 'Welcome Back', subtitle: 'Sign in to your account to continue' },
  signUp: {
    title: 'Create Account',
    subtitle: `Join thousands of professionals using ${PRODUCT_NAME}`,
  },
  logout: { title: 'Logout', text: 'Are you sure you want to log out of your account?' },
  dashboard: { title: 'Welcome Back' },
  proposals: {
    title: 'Proposals',
    subtitle: 'Create and manage your project proposals',
    searchPlaceholder: 'Search proposals...',
    loading: 'Loading proposals...',
    empty: 'No proposals found',
    emptyHint: 'Get started by creating your first proposal',
    createTitle: 'Create New Proposal',
    editTitle: 'Edit Proposal',
    deleteTitle: 'Delete Proposal',
    deleteText: 'Are you sure you want to delete this proposal? This action cannot be undone.',
  },
  invoices: {
    title: 'Invoices',
    subtitle: 'Create and manage your invoices',
    searchPlaceholder: 'Search invoices...',
    loading: 'Loading invoices...',
    empty: 'No invoices found',
    // The spec words only the proposals' hint; this one mirrors it.
    emptyHint: 'Get started by creating your first invoice',
    createTitle: 'Create New Invoice',
    editTitle: 'Edit Invoice',
    deleteTitle: 'Delete Invoice',
    deleteText: 'Are you sure you want to delete this invoice? This action cannot be undone.',
  },
  /** Either list's empty state while a search or a status filter is active. */
  documents: { emptyFilteredHint: 'Try adjusting your search or filter criteria' },
  profile: {
    title: 'Profile & Settings',
    subtitle: 'Manage your account information and preferences.',
  },
  notFound: { title: 'Page Not Found' },
  paymentSuccess: {
    title: 'Payment Successful!',
    text: 'Thank you for your subscription. Your account has been successfully upgraded.',
  },
  paymentDecline: {
    title: 'Payment Unsuccessful',
    text: "We couldn't process your payment. Please try again or contact support if the issue persists.",
  },
} as const;

/** Names the service that is down, e.g. "Redis is unavailable". */
export const unavailableMessage = (services: string[]): string =>
  `${services.join(' and ')} ${services.length > 1 ? 'are' : 'is'} unavailable`;
