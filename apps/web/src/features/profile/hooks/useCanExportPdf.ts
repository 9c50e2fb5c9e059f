import { canExportPdf } from '../utils/subscription';
import { useProfile } from './useProfile';

/** Whether the user may download PDFs; until the profile is known, no (previews work for all). */
export function useCanExportPdf(): boolean {
  const state = useProfile();
  return state.status === 'ready' && canExportPdf(state.profile);
}
