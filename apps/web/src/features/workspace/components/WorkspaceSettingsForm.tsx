import { canManageBilling, canManageWorkspace } from '@dealdraft/domain';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useWorkspaceSettings } from '../hooks/useWorkspaceSettings';
import { useFocusFromHash } from '../hooks/useFocusFromHash';
import { WorkspaceBrandCard } from './BrandCard';
import { DeleteWorkspaceCard } from './DeleteWorkspaceCard';
import { PaymentAccountCard } from './PaymentAccountCard';
import { TaxRatesCard } from './TaxRatesCard';
import { CustomFieldsCard } from './CustomFieldsCard';
import { ApprovalRuleCard } from './ApprovalRuleCard';
import { WorkspaceProfileCard } from './WorkspaceProfileCard';

const t = strings.workspace.settings;

/** Deleting is the owner's, like billing; so is the Stripe account clients pay into. */
const canDeleteWorkspace = canManageBilling;
const canConnectPayments = canManageBilling;

/** /workspace: the business's profile; read-only for a member. */
export function WorkspaceSettingsForm() {
  const { state, save } = useWorkspaceSettings();
  useFocusFromHash(state.status === 'ready');
  switch (state.status) {
    case 'loading':
      return (
        <div className="grid place-items-center py-24">
          <Spinner label={t.loading} className="size-8" />
        </div>
      );
    case 'error':
      return <LoadErrorPanel message={strings.workspace.loadFailed} />;
    case 'ready':
      return (
        <div className="grid gap-6">
          <WorkspaceProfileCard workspace={state.workspace} save={save} />
          <WorkspaceBrandCard editable={canManageWorkspace(state.workspace.role)} />
          <TaxRatesCard editable={canManageWorkspace(state.workspace.role)} />
          <CustomFieldsCard editable={canManageWorkspace(state.workspace.role)} />
          <ApprovalRuleCard editable={canManageWorkspace(state.workspace.role)} />
          {canConnectPayments(state.workspace.role) && <PaymentAccountCard />}
          {canDeleteWorkspace(state.workspace.role) && (
            <DeleteWorkspaceCard name={state.workspace.name} />
          )}
        </div>
      );
  }
}
