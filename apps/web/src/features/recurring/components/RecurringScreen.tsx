import { PlusIcon, RepeatIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useRecurringActions, useRecurringSchedules } from '../hooks/useRecurringSchedules';
import type { RecurringSchedule } from '../utils/recurring-form';
import { RecurringScheduleDialog } from './RecurringScheduleDialog';
import { SchedulesTable } from './SchedulesTable';

const t = strings.recurring;

type RecurringScreenProps = {
  /** Whether the plan may e-mail invoices; the trial keeps drafts only. */
  canSend: boolean;
};

/** /invoices/recurring: the workspace's schedules, and the dialog that makes and edits them. */
export function RecurringScreen({ canSend }: RecurringScreenProps) {
  const { schedules, failed } = useRecurringSchedules();
  const actions = useRecurringActions();
  const [editing, setEditing] = useState<RecurringSchedule | null | 'new'>(null);
  const [deleting, setDeleting] = useState<RecurringSchedule | null>(null);
  const dialogSchedule = editing === 'new' ? null : editing;
  const newButton = (label: string) => (
    <Button onClick={() => setEditing('new')}>
      <PlusIcon aria-hidden />
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description} actions={newButton(t.newSchedule)} />
      {failed ? (
        <LoadErrorPanel message={t.messages.loadFailed} />
      ) : !schedules ? (
        <div className="grid place-items-center py-24">
          <Spinner label={t.loading} className="size-8" />
        </div>
      ) : schedules.length === 0 ? (
        <EmptyState icon={RepeatIcon} title={t.empty.title} description={t.empty.description}>
          {newButton(t.empty.action)}
        </EmptyState>
      ) : (
        <SchedulesTable
          schedules={schedules}
          onEdit={setEditing}
          onPause={(schedule) => void actions.pause(schedule.id)}
          onResume={(schedule) => void actions.resume(schedule.id)}
          onDelete={setDeleting}
        />
      )}
      <RecurringScheduleDialog
        open={editing !== null}
        schedule={dialogSchedule}
        busy={actions.saving}
        canSend={canSend}
        onClose={() => setEditing(null)}
        onSave={(input) => actions.save(dialogSchedule?.id ?? null, input)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteDialog.title}
        text={t.deleteDialog.text(deleting?.templateInvoiceNumber ?? '')}
        action={strings.common.delete}
        busy={actions.deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && (await actions.remove(deleting.id))) setDeleting(null);
        }}
      />
    </>
  );
}
