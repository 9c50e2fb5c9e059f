import { ClientsScreen } from '@/features/clients/components/ClientsScreen';

export function ClientsPage() {
  return <ClientsScreen />;
}
