import { API_KEY_PREFIX, canManageWorkspace } from '@dealdraft/domain';
import { CheckIcon, CopyIcon, KeyRoundIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/Badge';
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
import { formatDate, labelOf } from '@/lib/format';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { useApiKeys } from '../hooks/useApiKeys';
import { useWorkspaceSettings } from '../hooks/useWorkspaceSettings';
import { ConfirmActionDialog, type Confirmation } from './ConfirmActionDialog';
import { RoleSelect } from './RoleSelect';

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
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{c.name}</TableHead>
                <TableHead>{c.role}</TableHead>
                <TableHead className="hidden sm:table-cell">{t.prefix}</TableHead>
                <TableHead className="hidden md:table-cell">{t.created}</TableHead>
                <TableHead className="hidden md:table-cell">{t.lastUsed}</TableHead>
                <TableHead>
                  <span className="sr-only">{c.actions}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keys.apiKeys.map((key) => (
                <TableRow key={key.id}>
                  <TableCell
                    className={cn(
                      'max-w-36 truncate font-medium sm:max-w-none',
                      key.revokedAt && 'text-muted-foreground',
                    )}
                  >
                    {key.name}
                  </TableCell>
                  <TableCell>{labelOf(strings.common.roles, key.role)}</TableCell>
                  <TableCell className="hidden font-mono text-xs sm:table-cell">
                    {/* The secret's visible start, so a key can be matched to the list. */}
                    {API_KEY_PREFIX}
                    {key.prefix}_…
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground md:table-cell">
                    {formatDate(key.createdAt)}
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground md:table-cell">
                    {key.lastUsedAt ? formatDate(key.lastUsedAt) : t.never}
                  </TableCell>
                  <TableCell className="text-right">
                    {key.revokedAt ? (
                      // Revoked for good: nothing left to do with it, so no button. On a phone
                      // the date goes under the word, to fit where the button was.
                      <Badge
                        variant="secondary"
                        className="flex-col items-end gap-0 sm:flex-row sm:items-center sm:gap-1"
                      >
                        <span>{t.revoked}</span>{' '}
                        <span className="font-normal">{formatDate(key.revokedAt)}</span>
                      </Badge>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() =>
                          setConfirmation({
                            title: t.revokeTitle,
                            text: t.revokeText(key.name),
                            action: c.revoke,
                            run: () => keys.revoke(key.id),
                          })
                        }
                      >
                        {c.revoke}
                      </Button>
                    )}
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

const d = strings.workspace.createKeyDialog;

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
    if (!name.trim()) return setError(strings.workspace.nameRequired);
    setError(undefined);
    const created = await create({ name: name.trim(), role });
    if (created) setSecret(created);
  };

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      notify.success(strings.workspace.toasts.copied);
    } catch {
      notify.error(strings.workspace.toasts.copyFailed);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{secret ? d.secretTitle : d.title}</DialogTitle>
          <DialogDescription>{secret ? d.secretOnce : d.description}</DialogDescription>
        </DialogHeader>
        {secret ? (
          <>
            <div className="flex items-center gap-2">
              <Input
                readOnly
                value={secret}
                aria-label={d.secretLabel}
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
                {copied ? d.copied : d.copy}
              </Button>
            </div>
            <DialogFooter>
              <Button type="button" onClick={close}>
                {c.done}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
            <FormField label={c.name} error={error}>
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  placeholder={d.namePlaceholder}
                />
              )}
            </FormField>
            <FormField label={c.role}>
              {(control) => (
                <RoleSelect
                  id={control.id}
                  label={c.role}
                  value={role}
                  onChange={setRole}
                  className="w-full"
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" disabled={busy} onClick={close}>
                {c.cancel}
              </Button>
              <SubmitButton busy={busy} busyLabel={c.creating}>
                {d.title}
              </SubmitButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
