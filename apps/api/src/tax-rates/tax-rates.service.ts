import {
  defaultTaxCategory,
  ErrorCode,
  FieldCode,
  taxCategoryError,
  taxCategoryNeedsReason,
  TaxRateMessages,
  TaxRateRules,
  percentToThousandths,
  thousandthsToPercent,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { findOwned, deleteOwned } from '../common/owned';
import { AppError } from '../common/errors/app-error';
import { invalidField } from '../common/errors/validation';
import { isUniqueViolation } from '../database/unique-violation';
import { TaxRateInput } from './dto/tax-rate.input';
import { TaxRate } from './tax-rate.entity';
import { TaxRateModel } from './models/tax-rate.model';

const M = TaxRateMessages;
const NAME_INDEX = 'tax_rates_workspace_name';

/** The workspace's tax rates; every row is reached through the caller's workspace. */
@Injectable()
export class TaxRatesService {
  constructor(@InjectRepository(TaxRate) private readonly rates: Repository<TaxRate>) {}

  /** In use first by name, then the archived ones (on request). */
  async list(workspaceId: string, includeArchived = false): Promise<TaxRateModel[]> {
    const rows = await this.rates.find({
      where: includeArchived ? { workspaceId } : { workspaceId, archivedAt: IsNull() },
      order: { name: 'ASC', createdAt: 'ASC' },
    });
    return rows.map(toModel).sort((a, b) => Number(a.archived) - Number(b.archived));
  }

  async create(workspaceId: string, input: TaxRateInput): Promise<TaxRateModel> {
    if ((await this.rates.countBy({ workspaceId })) >= TaxRateRules.countMax)
      throw new AppError(ErrorCode.Conflict, M.tooMany);
    const row = this.rates.create({ workspaceId, ...columns(input, null), archivedAt: null });
    return toModel(await this.save(row));
  }

  async update(workspaceId: string, id: string, input: TaxRateInput): Promise<TaxRateModel> {
    const row = await findOwned(this.rates.manager, TaxRate, workspaceId, id, M.notFound);
    return toModel(await this.save(Object.assign(row, columns(input, row))));
  }

  async setArchived(workspaceId: string, id: string, archived: boolean): Promise<TaxRateModel> {
    const row = await findOwned(this.rates.manager, TaxRate, workspaceId, id, M.notFound);
    // Archiving twice keeps the first date; restoring may meet a newer rate of the same name.
    row.archivedAt = archived ? (row.archivedAt ?? new Date()) : null;
    return toModel(await this.save(row));
  }

  /**
   * Only a rate no document names: a used one is archived instead, so the documents keep the
   * name they were issued with and the list still explains it. The check and the delete share
   * a row lock with document writes that read the rate (FOR SHARE there), so none slips between.
   */
  async delete(workspaceId: string, id: string): Promise<void> {
    await this.rates.manager.transaction(async (manager) => {
      await findOwned(manager, TaxRate, workspaceId, id, M.notFound, { lock: true });
      const used = JSON.stringify([{ id }]);
      const [{ inUse }]: { inUse: boolean }[] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM proposals WHERE workspace_id = $1 AND tax_rates @> $2::jsonb)
             OR EXISTS (SELECT 1 FROM invoices WHERE workspace_id = $1 AND tax_rates @> $2::jsonb)
             AS "inUse"`,
        [workspaceId, used],
      );
      if (inUse) throw new AppError(ErrorCode.Conflict, M.inUse);
      await deleteOwned(manager, TaxRate, workspaceId, id, M.notFound);
    });
  }

  private async save(row: TaxRate): Promise<TaxRate> {
    try {
      return await this.rates.save(row);
    } catch (error) {
      if (isUniqueViolation(error, NAME_INDEX)) throw new AppError(ErrorCode.Conflict, M.nameTaken);
      throw error;
    }
  }
}

/**
 * The row an input is stored as. A category left out is S above 0% and Z at 0%, unless the rate
 * already has one that needs a reason (E, AE, K, G, O), which it keeps with its reason; the
 * combination is then checked as EN 16931 has it (taxCategoryError), on the field at fault.
 */
function columns(input: TaxRateInput, current: TaxRate | null) {
  // Validated by TaxRateInput: never null here.
  const rateThousandths = Number(percentToThousandths(input.percent));
  const kept = current && taxCategoryNeedsReason(current.category) ? current.category : null;
  const category = input.category ?? kept ?? defaultTaxCategory(rateThousandths);
  const exemptionReason =
    input.exemptionReason !== undefined
      ? input.exemptionReason || null
      : category === current?.category
        ? current.exemptionReason
        : null;
  const refusal = taxCategoryError({ category, rateThousandths, exemptionReason });
  if (refusal) throw invalidField(refusal.field, FieldCode.TaxCategory, refusal.message);
  return { name: input.name, rateThousandths, category, exemptionReason };
}

function toModel(row: TaxRate): TaxRateModel {
  return {
    id: row.id,
    name: row.name,
    percent: thousandthsToPercent(row.rateThousandths),
    category: row.category,
    exemptionReason: row.exemptionReason,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt,
  };
}
