import { RecurringMessages, RecurringRules } from '@dealdraft/domain';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const invalid = { message: RecurringMessages.previewCount };

/** GET /api/recurring-invoices/:id/preview?count=5 */
export class RecurringPreviewQuery {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  @IsInt(invalid)
  @Min(1, invalid)
  @Max(RecurringRules.previewMax, invalid)
  count: number = RecurringRules.previewDefault;
}
