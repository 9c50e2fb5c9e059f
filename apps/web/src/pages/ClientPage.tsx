import { useParams } from 'react-router';
import { ClientScreen } from '@/features/clients/components/ClientScreen';

export function ClientPage() {
  const { id = '' } = useParams();
  // A new id is a new page: nothing of the last client's state carries over.
  return <ClientScreen key={id} id={id} />;
}
