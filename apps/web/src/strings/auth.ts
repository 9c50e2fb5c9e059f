/** Sign-in, sign-up and logout. */
export const auth = {
  /** The header buttons on public pages. */
  accountActions: {
    goToDashboard: 'Go to Dashboard',
    login: 'Login',
    signUp: 'Sign Up',
  },
  /** Under the sign-in and sign-up forms: a question, then a link to the other form. */
  switchMode: {
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  logout: {
    /** The profile's button, and the confirming button in its dialog. */
    logout: 'Logout',
    stay: 'Stay Logged In',
  },
  password: {
    label: 'Password',
    show: 'Show password',
    hide: 'Hide password',
  },
  emailPlaceholder: 'name@example.com',
  signIn: {
    submit: 'Sign In',
    submitting: 'Signing in...',
  },
  signUp: {
    fullName: 'Full Name',
    submit: 'Create Account',
    submitting: 'Creating account...',
  },
};
