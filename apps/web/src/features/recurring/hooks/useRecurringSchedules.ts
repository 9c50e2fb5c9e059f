import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateRecurringScheduleDocument,
  DeleteRecurringScheduleDocument,
  PauseRecurringScheduleDocument,
  RecurringSchedulesDocument,
  ResumeRecurringScheduleDocument,
  UpdateRecurringScheduleDocument,
  type RecurringScheduleInput,
} from '@/generated/graphql';
import { withToasts } from '@/lib/with-toasts';
import { strings } from '@/strings';

const t = strings.recurring.messages;

/** The workspace's schedules, active first (the api's order). */
export function useRecurringSchedules() {
  const { data, previousData, error } = useQuery(RecurringSchedulesDocument);
  const schedules = (data ?? previousData)?.recurringSchedules;
  return { schedules, failed: Boolean(error && !schedules) };
}

/** Create, update, pause/resume, delete; each toasts its outcome and refreshes the list. */
export function useRecurringActions() {
  const refetch = { refetchQueries: [RecurringSchedulesDocument], awaitRefetchQueries: true };
  const [create, { loading: creating }] = useMutation(CreateRecurringScheduleDocument, refetch);
  const [update, { loading: updating }] = useMutation(UpdateRecurringScheduleDocument, refetch);
  const [pause] = useMutation(PauseRecurringScheduleDocument, refetch);
  const [resume] = useMutation(ResumeRecurringScheduleDocument, refetch);
  const [remove, { loading: deleting }] = useMutation(DeleteRecurringScheduleDocument, refetch);

  return {
    saving: creating || updating,
    deleting,
    save: (id: string | null, input: RecurringScheduleInput) =>
      id
        ? withToasts(() => update({ variables: { id, input } }), t.updated, t.saveFailed)
        : withToasts(() => create({ variables: { input } }), t.created, t.saveFailed),
    pause: (id: string) => withToasts(() => pause({ variables: { id } }), t.paused),
    resume: (id: string) => withToasts(() => resume({ variables: { id } }), t.resumed),
    remove: (id: string) => withToasts(() => remove({ variables: { id } }), t.deleted),
  };
}
