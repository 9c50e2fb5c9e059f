import { DocumentMessages, ErrorCode, PLANS } from '@dealdraft/domain';
import { AppError } from '../common/errors/app-error';
import { isPlanActive, Workspace } from './workspace.entity';

/** Trial (and lapsed) plans preview PDFs only; downloads and sends need an active paid plan. */
export function canExport(
  user: Pick<Workspace, 'plan' | 'isSubscriptionActive' | 'planEnd'>,
): boolean {
  return user.plan !== 'none' && PLANS[user.plan].canExportPdf && isPlanActive(user);
}

export function assertCanExport(
  user: Pick<Workspace, 'plan' | 'isSubscriptionActive' | 'planEnd'>,
): void {
  if (!canExport(user))
    throw new AppError(ErrorCode.PlanRequired, DocumentMessages.exportPlanRequired);
}
