import { toast } from 'sonner';

/** Toast timings from the spec (section 9). */
export const TOAST_DURATION_MS = { success: 3000, error: 4000, info: 3500 } as const;
export const TOASTER_DEFAULTS = { visibleToasts: 3, duration: 4000 } as const;

type Kind = keyof typeof TOAST_DURATION_MS;

/** A toast's options: the spec's duration, and `description` as a second, smaller line. */
const options = (kind: Kind, description?: string) =>
  description
    ? { duration: TOAST_DURATION_MS[kind], description }
    : { duration: TOAST_DURATION_MS[kind] };

/** The one way features raise toasts, so every kind keeps the spec's duration. */
export const notify = {
  success: (message: string, description?: string) =>
    toast.success(message, options('success', description)),
  error: (message: string, description?: string) =>
    toast.error(message, options('error', description)),
  info: (message: string, description?: string) =>
    toast.info(message, options('info', description)),
};
