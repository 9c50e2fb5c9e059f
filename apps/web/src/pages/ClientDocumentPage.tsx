import { useParams } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { ClientDocumentScreen } from '@/features/client-view/components/ClientDocumentScreen';

/** /c/:token — a client's public page for one document; no sign-in, the token is the key. */
export function ClientDocumentPage() {
  const { token = '' } = useParams();
  return (
    <PublicLayout>
      <ClientDocumentScreen token={token} />
    </PublicLayout>
  );
}
