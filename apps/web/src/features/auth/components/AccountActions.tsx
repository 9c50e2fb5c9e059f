import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { useSessionState } from '@/lib/session';
import { strings } from '@/strings';

const t = strings.auth.accountActions;

/** Header buttons on public pages: Login and Sign Up, or Go to Dashboard when signed in. */
export function AccountActions() {
  const state = useSessionState();
  switch (state.status) {
    case 'restoring':
      // A moment while the stored session is confirmed; guessing would make the buttons flicker.
      return null;
    case 'signed-in':
      return (
        <Button asChild>
          <Link to="/dashboard">{t.goToDashboard}</Link>
        </Button>
      );
    case 'signed-out':
      return (
        <>
          <Button asChild variant="ghost">
            <Link to="/login">{t.login}</Link>
          </Button>
          <Button asChild>
            <Link to="/signup">{t.signUp}</Link>
          </Button>
        </>
      );
  }
}
