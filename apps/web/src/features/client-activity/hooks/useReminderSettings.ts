import { useMutation, useQuery } from '@apollo/client/react';
import { ClientLinkMessages } from '@dealdraft/domain';
import { ReminderSettingsDocument, UpdateReminderSettingsDocument } from '@/generated/graphql';
import { fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

/** "3, 7" → [3, 7]; null when any part is not a whole number. */
export function parseSteps(text: string): number[] | null {
  const parts = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (!parts.every((part) => /^[+-]?\d+$/.test(part))) return null;
  return parts.map(Number);
}

export function useReminderSettings() {
  const { data, loading } = useQuery(ReminderSettingsDocument);
  const [update, { loading: saving }] = useMutation(UpdateReminderSettingsDocument);
  return {
    settings: data?.reminderSettings ?? null,
    loading,
    saving,
    save: async (proposalReminderDays: number[], invoiceReminderOffsets: number[]) => {
      try {
        await update({ variables: { input: { proposalReminderDays, invoiceReminderOffsets } } });
        notify.success(ClientLinkMessages.remindersUpdated);
        return null;
      } catch (error) {
        const [field] = fieldErrorsOf(error);
        if (field) return field.messages[0];
        notify.error(messageOr(error, strings.clientActivity.settings.saveFailed));
        return null;
      }
    },
  };
}
