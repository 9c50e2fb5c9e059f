import { canManageWorkspace } from '@dealdraft/domain';
import { CheckIcon, CopyIcon, KeyRoundIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import { SubmitButton } from '@/components/ui/SubmitButton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/Table';
import { capitalize, formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useApiKeys } from '../hooks/useApiKeys';
import { useWorkspaceSettings } from '../hooks/useWorkspaceSettings';
import { WorkspaceCopy } from '../utils/workspace-copy';
import { ConfirmActionDialog, type Confirmation } from './ConfirmActionDialog';
import { RoleSelect } from './RoleSelect';

/** /workspace/api-keys: the keys integrations sign in with (owner/admin). */
export function ApiKeysScreen() {
  const { state } = useWorkspaceSettings();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadErrorPanel message={WorkspaceCopy.loadFailed} />;
  if (!canManageWorkspace(state.workspace.role)) {
    return (
      <Card>
        <CardContent>
          <p className="text-sm text-muted-foreground">
            Only an owner or admin can see and manage API keys.
          </p>
        </CardContent>
      </Card>
    );
  }
  return <ApiKeysCard />;
}

function Loading() {
  return (
    <div className="grid place-items-center py-24">
      <Spinner label="Loading API keys" className="size-8" />
    </div>
  );
}

function ApiKeysCard() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  if (keys.failed) return <LoadErrorPanel message={WorkspaceCopy.loadFailed} />;
  if (keys.loading || !keys.apiKeys) return <Loading />;

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>API keys</CardTitle>
          <CardDescription>
            Send one as <code className="text-xs">Authorization: Bearer &lt;key&gt;</code> to the
            REST and GraphQL API.
          </CardDescription>
        </div>
        <Button className="w-full sm:w-fit" onClick={() => setCreating(true)}>
          <KeyRoundIcon aria-hidden />
          Create API key
        </Button>
      </CardHeader>
      <CardContent>
        {keys.apiKeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API keys yet.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Role</TableHead>
                <TableHead className="hidden sm:table-cell">Prefix</TableHead>
                <TableHead className="hidden md:table-cell">Created</TableHead>
                <TableHead className="hidden md:table-cell">Last used</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keys.apiKeys.map((key) => (
                <TableRow key={key.id}>
                  <TableCell className="max-w-36 truncate font-medium sm:max-w-none">
                    {key.name}
                  </TableCell>
                  <TableCell>{capitalize(key.role)}</TableCell>
                  <TableCell className="hidden font-mono text-xs sm:table-cell">
                    {/* The secret's visible start, so a key can be matched to the list. */}
                    ddk_{key.prefix}_…
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground md:table-cell">
                    {formatDate(key.createdAt)}
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground md:table-cell">
                    {key.lastUsedAt ? formatDate(key.lastUsedAt) : 'Never'}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        setConfirmation({
                          title: 'Revoke API key',
                          text: `Requests with "${key.name}" are refused from now on.`,
                          action: 'Revoke',
                          run: () => keys.revoke(key.id),
                        })
                      }
                    >
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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

type CreateApiKeyDialogProps = {
  open: boolean;
  onClose: () => void;
  create: ReturnType<typeof useApiKeys>['create'];
  busy: boolean;
};

/** Name and role; then the secret, once, with a Copy button. */
export function CreateApiKeyDialog({ open, onClose, create, busy }: CreateApiKeyDialogProps) {
  const [name, setName] = useState('');
  const [role, setRole] = useState('member');
  const [error, setError] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const close = () => {
    if (busy) return;
    // The secret is forgotten on close: it is never shown again.
    setName('');
    setRole('member');
    setError(undefined);
    setSecret(null);
    setCopied(false);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Name is required');
    setError(undefined);
    const created = await create({ name: name.trim(), role });
    if (created) setSecret(created);
  };

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      notify.success(WorkspaceCopy.copied);
    } catch {
      notify.error('Copy failed: select the key and copy it by hand.');
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{secret ? 'Your new API key' : 'Create API key'}</DialogTitle>
          <DialogDescription>
            {secret ? WorkspaceCopy.secretOnce : 'Name it after the integration that will use it.'}
          </DialogDescription>
        </DialogHeader>
        {secret ? (
          <>
            <div className="flex items-center gap-2">
              <Input
                readOnly
                value={secret}
                aria-label="API key"
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <DialogFooter>
              <Button type="button" onClick={close}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
            <FormField label="Name" error={error}>
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  placeholder="e.g. Zapier"
                />
              )}
            </FormField>
            <FormField label="Role">
              {(control) => (
                <RoleSelect
                  id={control.id}
                  label="Role"
                  value={role}
                  onChange={setRole}
                  className="w-full"
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" disabled={busy} onClick={close}>
                Cancel
              </Button>
              <SubmitButton busy={busy} busyLabel="Creating...">
                Create API key
              </SubmitButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
