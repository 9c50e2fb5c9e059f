import { PageHeader } from '@/components/ui/PageHeader';
import { ApiKeysScreen } from '@/features/workspace/components/ApiKeysScreen';
import { WorkspaceTabs } from '@/features/workspace/components/WorkspaceTabs';
import { strings } from '@/strings';

export function WorkspaceApiKeysPage() {
  return (
    <>
      <PageHeader title={strings.workspace.title} description={strings.workspace.subtitle} />
      <WorkspaceTabs />
      <ApiKeysScreen />
    </>
  );
}
