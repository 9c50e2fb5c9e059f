import { TrashIcon } from 'lucide-react';
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
import { SubmitButton } from '@/components/ui/SubmitButton';
import { strings } from '@/strings';
import { useDeleteWorkspace } from '../hooks/useDeleteWorkspace';

const t = strings.workspace.deleteWorkspace;

/**
 * The owner's "Delete workspace": everything the workspace holds goes with it, so the name is
 * typed to confirm (as GitHub asks for a repository's), and the api's refusal (a plan that
 * still renews) is shown in the dialog.
 */
export function DeleteWorkspaceCard({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { remove, deleting } = useDeleteWorkspace();

  const close = (next: boolean) => {
    if (deleting || next) return;
    setOpen(false);
    setTyped('');
    setError(undefined);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError((await remove(typed)) ?? undefined);
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <TrashIcon aria-hidden />
          {t.title}
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t.dialogTitle(name)}</DialogTitle>
            <DialogDescription>
              {t.typeToConfirm.before}{' '}
              <strong className="font-semibold text-foreground">{name}</strong>{' '}
              {t.typeToConfirm.after}
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
            <FormField label={t.nameLabel} error={error}>
              {(control) => (
                <Input
                  {...control}
                  value={typed}
                  autoComplete="off"
                  onChange={(event) => setTyped(event.target.value)}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                disabled={deleting}
                onClick={() => close(false)}
              >
                {strings.common.cancel}
              </Button>
              <SubmitButton
                variant="destructive"
                busy={deleting}
                busyLabel={t.deleting}
                disabled={typed.trim() !== name}
              >
                {t.title}
              </SubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
