import { Copy } from '@dealdraft/domain';
import { Link, useLocation } from 'react-router';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/Card';
import { strings } from '@/strings';
import type { AfterAuth } from '../hooks/useStartSession';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const t = strings.auth.switchMode;

export type AuthMode = 'sign-in' | 'sign-up';

const MODES = {
  'sign-in': {
    copy: Copy.signIn,
    Form: SignInForm,
    prompt: t.noAccount,
    switchTo: { to: '/signup', label: t.signUp },
  },
  'sign-up': {
    copy: Copy.signUp,
    Form: SignUpForm,
    prompt: t.haveAccount,
    switchTo: { to: '/login', label: t.signIn },
  },
} as const;

/** The auth screen's card (spec §2): sign-in or sign-up, with a link to the other mode. */
export function AuthCard({
  mode,
  afterAuth,
  email,
}: {
  mode: AuthMode;
  afterAuth?: AfterAuth;
  /** Filled in for the person (the address an invitation was sent to). */
  email?: string;
}) {
  const { copy, Form, prompt, switchTo } = MODES[mode];
  // The other mode keeps the query (an invitation the person came from, say).
  const { search } = useLocation();
  return (
    <Card className="w-full max-w-md gap-7 py-8 shadow-lg shadow-primary/5">
      <CardHeader className="gap-2 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{copy.title}</h1>
        <CardDescription className="text-base">{copy.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form afterAuth={afterAuth} email={email} />
      </CardContent>
      <CardFooter className="justify-center gap-1 text-sm text-muted-foreground">
        {prompt}
        <Link
          to={{ pathname: switchTo.to, search }}
          replace
          className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {switchTo.label}
        </Link>
      </CardFooter>
    </Card>
  );
}
