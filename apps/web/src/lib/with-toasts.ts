import { strings } from '@/strings';
import { messageOr } from './api-errors';
import { notify } from './toast';

/**
 * Runs one change and toasts how it went: `success`, or the server's message (else `fallback`).
 * True when it went through, so a dialog knows whether to close.
 */
export async function withToasts(
  run: () => Promise<unknown>,
  success: string,
  fallback: string = strings.common.somethingWentWrong,
): Promise<boolean> {
  try {
    await run();
    notify.success(success);
    return true;
  } catch (failure) {
    notify.error(messageOr(failure, fallback));
    return false;
  }
}
