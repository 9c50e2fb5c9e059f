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
  /** Under the sign-in password: the way back in for a person who forgot it. */
  forgotLink: 'Forgot password?',
  forgot: {
    title: 'Reset your password',
    subtitle:
      'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    submitting: 'Sending...',
    sentTitle: 'Check your inbox',
    backToSignIn: 'Back to sign in',
    failed: 'The reset link could not be sent. Please try again.',
  },
  reset: {
    title: 'Choose a new password',
    subtitle:
      'Setting a new password signs out every session of your account, then signs you in here.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    mismatch: 'The passwords do not match',
    submit: 'Set new password',
    submitting: 'Saving...',
    askAgain: 'Ask for a new link',
    failed: 'The password could not be changed. Please try again.',
  },
  confirmEmail: {
    title: 'Confirm your new e-mail address',
    subtitle: 'Your account will sign in with the address this link was sent to.',
    submit: 'Confirm e-mail address',
    submitting: 'Confirming...',
    doneTitle: 'E-mail address changed',
    continue: 'Continue',
    failed: 'The e-mail address could not be changed. Please try again.',
  },
};
