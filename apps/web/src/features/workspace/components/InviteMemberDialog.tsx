import { SparklesIcon, UserPlusIcon } from 'lucide-react';
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
import { strings } from '@/strings';
import { useInviteMember } from '../hooks/useInviteMember';
import { RoleSelect } from './RoleSelect';

const t = strings.workspace.inviteDialog;
const c = strings.common;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type InviteMemberDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** View Pricing Plans beside a refusal past the seats; absent for whoever has no billing. */
  onViewPricing?: () => void;
};

/** "Invite member": an e-mail and a role; the api mails the link. */
export function InviteMemberDialog({ open, onOpenChange, onViewPricing }: InviteMemberDialogProps) {
  const { send, sending } = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('member');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (sending) return;
    if (!next) {
      setEmail('');
      setRole('member');
      setError(undefined);
      setRefusal(null);
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!EMAIL.test(trimmed)) return setError(strings.workspace.invalidEmail);
    setError(undefined);
    setRefusal(null);
    const outcome = await send({ email: trimmed, role });
    if (outcome.status === 'sent') close(false);
    else if (outcome.status === 'refused') setRefusal(outcome.message);
    else setError(outcome.fieldErrors.find((f) => f.field === 'email')?.messages[0]);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
          <FormField label={c.email} error={error}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="off"
                placeholder={t.emailPlaceholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
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
          {refusal && (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-lg border border-destructive/25 bg-destructive/10 p-3 text-sm"
            >
              <p>{refusal}</p>
              {onViewPricing && (
                <Button type="button" size="sm" className="w-fit" onClick={onViewPricing}>
                  <SparklesIcon aria-hidden />
                  {t.viewPricing}
                </Button>
              )}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={sending} onClick={() => close(false)}>
              {c.cancel}
            </Button>
            <SubmitButton busy={sending} busyLabel={c.sending}>
              <UserPlusIcon aria-hidden />
              {t.send}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
