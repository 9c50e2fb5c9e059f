import { CheckIcon, CopyIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
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
import { SubmitButton } from '@/components/ui/SubmitButton';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { useApiKeys } from '../hooks/useApiKeys';
import { RoleSelect } from './RoleSelect';

const c = strings.common;
const d = strings.workspace.createKeyDialog;

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
