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
import { useInviteMember } from '../hooks/useInviteMember';
import { RoleSelect } from './RoleSelect';

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
    if (!EMAIL.test(trimmed)) return setError('Enter a valid e-mail address');
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
          <DialogTitle>Invite member</DialogTitle>
          <DialogDescription>
            We e-mail them a link to join this workspace. It works once, for 7 days.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
          <FormField label="Email" error={error}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="off"
                placeholder="name@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
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
          {refusal && (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-lg border border-destructive/25 bg-destructive/10 p-3 text-sm"
            >
              <p>{refusal}</p>
              {onViewPricing && (
                <Button type="button" size="sm" className="w-fit" onClick={onViewPricing}>
                  <SparklesIcon aria-hidden />
                  View Pricing Plans
                </Button>
              )}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={sending} onClick={() => close(false)}>
              Cancel
            </Button>
            <SubmitButton busy={sending} busyLabel="Sending...">
              <UserPlusIcon aria-hidden />
              Send invitation
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
