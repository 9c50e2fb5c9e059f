import { PageHeader } from '@/components/ui/PageHeader';
import { ApiKeysScreen } from '@/features/workspace/components/ApiKeysScreen';
import { WorkspaceTabs } from '@/features/workspace/components/WorkspaceTabs';
import { WorkspaceCopy } from '@/features/workspace/utils/workspace-copy';

export function WorkspaceApiKeysPage() {
  return (
    <>
      <PageHeader title={WorkspaceCopy.title} description={WorkspaceCopy.subtitle} />
      <WorkspaceTabs />
      <ApiKeysScreen />
    </>
  );
}
