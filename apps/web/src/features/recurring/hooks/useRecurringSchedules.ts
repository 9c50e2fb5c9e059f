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
import { messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
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

  const attempt = async (run: () => Promise<unknown>, success: string, fallback: string) => {
    try {
      await run();
      notify.success(success);
      return true;
    } catch (failure) {
      notify.error(messageOr(failure, fallback));
      return false;
    }
  };
  const fallback = strings.common.somethingWentWrong;

  return {
    saving: creating || updating,
    deleting,
    save: (id: string | null, input: RecurringScheduleInput) =>
      id
        ? attempt(() => update({ variables: { id, input } }), t.updated, t.saveFailed)
        : attempt(() => create({ variables: { input } }), t.created, t.saveFailed),
    pause: (id: string) => attempt(() => pause({ variables: { id } }), t.paused, fallback),
    resume: (id: string) => attempt(() => resume({ variables: { id } }), t.resumed, fallback),
    remove: (id: string) => attempt(() => remove({ variables: { id } }), t.deleted, fallback),
  };
}
