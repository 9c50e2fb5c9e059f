import { useMutation } from '@apollo/client/react';
import { AccountMessages } from '@dealdraft/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ConfirmEmailChangeDocument } from '@/generated/graphql';
import { messageOr } from '@/lib/api-errors';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { AUTH_LINK_CLASS, AuthPanel } from './AuthPanel';

const t = strings.auth.confirmEmail;

/**
 * The confirmation link's page. The change waits for a click, not the page load: mail scanners
 * open links on their own, and must not move an account.
 */
export function ConfirmEmailCard({ token }: { token: string }) {
  const [confirm, { loading }] = useMutation(ConfirmEmailChangeDocument);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const submit = async () => {
    try {
      const { data } = await confirm({ variables: { input: { token } } });
      if (!data) throw new Error('Confirmation returned no data');
      const email = data.confirmEmailChange;
      // A signed-in tab shows the new address at once.
      const state = session.getState();
      if (state.status === 'signed-in') {
        session.start(state.session.token, { ...state.session.user, email });
      }
      setChangedTo(email);
    } catch (error) {
      notify.error(messageOr(error, t.failed));
    }
  };
  if (changedTo) {
    return (
      <AuthPanel
        title={t.doneTitle}
        description={AccountMessages.emailChanged(changedTo)}
        footer={
          <Link to="/dashboard" className={AUTH_LINK_CLASS}>
            {t.continue}
          </Link>
        }
      />
    );
  }
  return (
    <AuthPanel title={t.title} description={t.subtitle}>
      <form
        className="grid"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SubmitButton busy={loading} busyLabel={t.submitting} size="lg">
          {t.submit}
        </SubmitButton>
      </form>
    </AuthPanel>
  );
}
