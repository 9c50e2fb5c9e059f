import { canManageWorkspace } from '@dealdraft/domain';
import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useApiKeys } from '../hooks/useApiKeys';
import { useWorkspaceSettings } from '../hooks/useWorkspaceSettings';
import { ConfirmActionDialog, type Confirmation } from './ConfirmActionDialog';
import { ApiKeysTable } from './ApiKeysTable';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

const t = strings.workspace.apiKeys;
const c = strings.common;

/** /workspace/api-keys: the keys integrations sign in with (owner/admin). */
export function ApiKeysScreen() {
  const { state } = useWorkspaceSettings();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadErrorPanel message={strings.workspace.loadFailed} />;
  if (!canManageWorkspace(state.workspace.role)) {
    return (
      <Card>
        <CardContent>
          <p className="text-sm text-muted-foreground">{t.forbidden}</p>
        </CardContent>
      </Card>
    );
  }
  return <ApiKeysCard />;
}

function Loading() {
  return (
    <div className="grid place-items-center py-24">
      <Spinner label={t.loading} className="size-8" />
    </div>
  );
}

function ApiKeysCard() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  if (keys.failed) return <LoadErrorPanel message={strings.workspace.loadFailed} />;
  if (keys.loading || !keys.apiKeys) return <Loading />;

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t.title}</CardTitle>
          <CardDescription>
            {t.description.before} <code className="text-xs">{t.header}</code> {t.description.after}
          </CardDescription>
        </div>
        <Button className="w-full sm:w-fit" onClick={() => setCreating(true)}>
          <KeyRoundIcon aria-hidden />
          {t.create}
        </Button>
      </CardHeader>
      <CardContent>
        {keys.apiKeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <ApiKeysTable
            apiKeys={keys.apiKeys}
            onRevoke={(key) =>
              setConfirmation({
                title: t.revokeTitle,
                text: t.revokeText(key.name),
                action: c.revoke,
                run: () => keys.revoke(key.id),
              })
            }
          />
        )}
      </CardContent>
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        create={keys.create}
        busy={keys.creating}
      />
      <ConfirmActionDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Card>
  );
}
