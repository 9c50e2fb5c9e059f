import { PageHeader } from '@/components/ui/PageHeader';
import { WorkspaceSettingsForm } from '@/features/workspace/components/WorkspaceSettingsForm';
import { WorkspaceTabs } from '@/features/workspace/components/WorkspaceTabs';
import { strings } from '@/strings';

export function WorkspacePage() {
  return (
    <>
      <PageHeader title={strings.workspace.title} description={strings.workspace.subtitle} />
      <WorkspaceTabs />
      <WorkspaceSettingsForm />
    </>
  );
}
