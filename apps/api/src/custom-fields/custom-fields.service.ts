import {
  CustomFieldMessages,
  CustomFieldRules,
  type CustomFieldTarget,
  type CustomFieldValue,
  type CustomValues,
  customValueRefusals,
  customValuesOf,
  ErrorCode,
  FieldCode,
  printedFields,
  type PrintedCustomFields,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { deleteOwned, findOwned } from '../common/owned';
import { AppError } from '../common/errors/app-error';
import { invalidField, invalidFields, refusedField } from '../common/errors/validation';
import { isUniqueViolation } from '../database/unique-violation';
import { CustomField } from './custom-field.entity';
import {
  CustomFieldInput,
  CustomFieldOrderInput,
  CustomFieldUpdateInput,
} from './dto/custom-field.input';
import { CustomFieldModel } from './models/custom-field.model';

const M = CustomFieldMessages;
const LABEL_INDEX = 'custom_fields_workspace_label';

/**
 * The workspace's custom field definitions, and the one check of the values clients, documents
 * and lines are saved with. Every definition is reached through the caller's workspace.
 */
@Injectable()
export class CustomFieldsService {
  constructor(@InjectRepository(CustomField) private readonly fields: Repository<CustomField>) {}

  /** By target, then the workspace's order. */
  async list(workspaceId: string, target?: CustomFieldTarget): Promise<CustomFieldModel[]> {
    const rows = await this.definitions(this.fields.manager, workspaceId);
    return rows.filter((row) => !target || row.target === target).map(toModel);
  }

  /** At most CustomFieldRules.perTargetMax per target: creates in one workspace queue up. */
  async create(workspaceId: string, input: CustomFieldInput): Promise<CustomFieldModel> {
    return this.fields.manager.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM workspaces WHERE id = $1 FOR UPDATE`, [workspaceId]);
      const [{ count, next }]: { count: number; next: number }[] = await manager.query(
        `SELECT count(*)::int AS count, coalesce(max(position) + 1, 0)::int AS next
           FROM custom_fields WHERE workspace_id = $1 AND target = $2`,
        [workspaceId, input.target],
      );
      if (count >= CustomFieldRules.perTargetMax)
        throw new AppError(ErrorCode.Conflict, M.tooMany(input.target));
      const row = manager.create(CustomField, {
        workspaceId,
        target: input.target,
        label: input.label,
        printed: input.printed ?? true,
        position: next,
      });
      return toModel(await this.save(manager, row));
    });
  }

  async update(
    workspaceId: string,
    id: string,
    input: CustomFieldUpdateInput,
  ): Promise<CustomFieldModel> {
    const row = await findOwned(this.fields.manager, CustomField, workspaceId, id, M.notFound);
    if (input.label !== undefined) row.label = input.label;
    if (input.printed !== undefined) row.printed = input.printed;
    return toModel(await this.save(this.fields.manager, row));
  }

  /** The values stay on the records, unread (see the CustomFields migration). */
  async delete(workspaceId: string, id: string): Promise<void> {
    await deleteOwned(this.fields.manager, CustomField, workspaceId, id, M.notFound);
  }

  /** `ids` must name every field of the target once; they take positions 0, 1, 2… */
  async reorder(workspaceId: string, input: CustomFieldOrderInput): Promise<CustomFieldModel[]> {
    return this.fields.manager.transaction(async (manager) => {
      const rows = await manager.find(CustomField, {
        where: { workspaceId, target: input.target },
        lock: { mode: 'pessimistic_write' },
      });
      const known = new Set(rows.map((row) => row.id));
      if (
        new Set(input.ids).size !== input.ids.length ||
        input.ids.length !== rows.length ||
        input.ids.some((id) => !known.has(id))
      )
        throw invalidField('ids', FieldCode.OutOfRange, M.reorderIncomplete);
      const position = new Map(input.ids.map((id, index) => [id, index]));
      for (const row of rows) row.position = position.get(row.id)!;
      await manager.save(CustomField, rows);
      return rows.sort((a, b) => a.position - b.position).map(toModel);
    });
  }

  /** The workspace's definitions, in the caller's transaction where there is one. */
  async definitions(manager: EntityManager, workspaceId: string): Promise<CustomField[]> {
    return manager.find(CustomField, {
      where: { workspaceId },
      order: { target: 'ASC', position: 'ASC', createdAt: 'ASC' },
    });
  }

  /**
   * The stored form of `values` sent for `target`, checked against the workspace's definitions
   * (400 naming each field at fault). Undefined when none were sent: the record keeps its own.
   */
  async valuesFor(
    manager: EntityManager,
    workspaceId: string,
    target: CustomFieldTarget,
    values: CustomFieldValue[] | null | undefined,
    path = 'customFields',
  ): Promise<CustomValues | undefined> {
    if (values === undefined) return undefined;
    if (values === null || values.length === 0) return {};
    const refusals = customValueRefusals(
      values,
      await this.definitions(manager, workspaceId),
      target,
      path,
    );
    if (refusals.length) throw invalidFields(refusals);
    return customValuesOf(values);
  }

  /**
   * A document's lines' values, each line's checked as `${linesPath}.${index}.customFields`:
   * one read of the definitions for all of them. Undefined for a line that sent none.
   */
  async lineValuesFor(
    manager: EntityManager,
    workspaceId: string,
    lines: { customFields?: CustomFieldValue[] | null }[],
    linesPath: string,
  ): Promise<(CustomValues | undefined)[]> {
    if (!lines.some((line) => line.customFields?.length)) return lines.map(() => undefined);
    const definitions = await this.definitions(manager, workspaceId);
    const refusals = lines.flatMap((line, index) =>
      customValueRefusals(
        line.customFields ?? [],
        definitions,
        'line',
        `${linesPath}.${index}.customFields`,
      ),
    );
    if (refusals.length) throw invalidFields(refusals);
    return lines.map((line) => {
      const values = customValuesOf(line.customFields ?? []);
      return Object.keys(values).length ? values : undefined;
    });
  }

  /**
   * What a document prints of its custom fields: its client's (as the client is now, like the
   * buyer's address parts), its own and its lines'. Undefined when it prints none, so the
   * printable content of a document without any is what it was before custom fields.
   */
  async printedFor(
    workspaceId: string,
    document: {
      clientId: string | null;
      customFields: CustomFieldValue[];
      lines: { customFields: CustomFieldValue[] }[];
    },
  ): Promise<PrintedCustomFields | undefined> {
    const own = customValuesOf(document.customFields);
    const lines = document.lines.map((line) => customValuesOf(line.customFields));
    const hasLineValues = lines.some((values) => Object.keys(values).length > 0);
    const hasOwn = Object.keys(own).length > 0;
    const [[client], definitions] = await Promise.all([
      document.clientId
        ? (this.fields.manager.query(
            `SELECT custom_values AS "values" FROM clients WHERE id = $1 AND workspace_id = $2`,
            [document.clientId, workspaceId],
          ) as Promise<{ values: CustomValues }[]>)
        : Promise.resolve([] as { values: CustomValues }[]),
      hasLineValues || hasOwn || document.clientId
        ? this.definitions(this.fields.manager, workspaceId)
        : Promise.resolve([]),
    ]);
    const printed: PrintedCustomFields = {
      client: printedFields(definitions, 'client', client?.values),
      document: printedFields(definitions, 'document', own),
      lines: lines.map((values) => printedFields(definitions, 'line', values)),
    };
    const any =
      printed.client.length || printed.document.length || printed.lines.some((l) => l.length);
    return any ? printed : undefined;
  }

  private async save(manager: EntityManager, row: CustomField): Promise<CustomField> {
    try {
      return await manager.save(CustomField, row);
    } catch (error) {
      if (isUniqueViolation(error, LABEL_INDEX))
        throw refusedField(ErrorCode.Conflict, 'label', 'LABEL_TAKEN', M.labelTaken);
      throw error;
    }
  }
}

function toModel(row: CustomField): CustomFieldModel {
  return {
    id: row.id,
    target: row.target,
    label: row.label,
    printed: row.printed,
    position: row.position,
    createdAt: row.createdAt,
  };
}
