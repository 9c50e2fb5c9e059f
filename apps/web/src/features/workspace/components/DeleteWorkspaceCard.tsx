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
import { useDeleteWorkspace } from '../hooks/useDeleteWorkspace';

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
        <CardTitle>Delete workspace</CardTitle>
        <CardDescription>
          Deletes every proposal, invoice, client link, e-mail record, invitation and API key of
          this workspace, for every member. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <TrashIcon aria-hidden />
          Delete workspace
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Delete {name}?</DialogTitle>
            <DialogDescription>
              Type <strong className="font-semibold text-foreground">{name}</strong> to confirm.
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
            <FormField label="Workspace name" error={error}>
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
                Cancel
              </Button>
              <SubmitButton
                variant="destructive"
                busy={deleting}
                busyLabel="Deleting..."
                disabled={typed.trim() !== name}
              >
                Delete workspace
              </SubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
