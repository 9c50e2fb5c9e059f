import { useParams } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { InvitationScreen } from '@/features/workspace/components/InvitationScreen';

/** /invitations/:token — public: the link in the invitation e-mail. */
export function InvitationPage() {
  const { token = '' } = useParams();
  return (
    <PublicLayout>
      <InvitationScreen token={token} />
    </PublicLayout>
  );
}
