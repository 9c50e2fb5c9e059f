import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

/** GET /api/tax-rates?includeArchived=true */
export class TaxRatesQuery {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean()
  includeArchived: boolean = false;
}
