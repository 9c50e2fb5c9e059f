import { PageHeader } from '@/components/ui/PageHeader';
import { WorkspaceSettingsForm } from '@/features/workspace/components/WorkspaceSettingsForm';
import { WorkspaceTabs } from '@/features/workspace/components/WorkspaceTabs';
import { WorkspaceCopy } from '@/features/workspace/utils/workspace-copy';

export function WorkspacePage() {
  return (
    <>
      <PageHeader title={WorkspaceCopy.title} description={WorkspaceCopy.subtitle} />
      <WorkspaceTabs />
      <WorkspaceSettingsForm />
    </>
  );
}
