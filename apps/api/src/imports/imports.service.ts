import {
  ClientMessages,
  ErrorCode,
  FieldCode,
  IMPORT_FIELDS,
  ImportKind,
  ImportMessages,
  ImportRules,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { CatalogueItemInput } from '../catalogue/dto/catalogue-item.input';
import { ClientsService } from '../clients/clients.service';
import { ClientInput } from '../clients/dto/client.input';
import type { Actor } from '../common/actor';
import { AppError } from '../common/errors/app-error';
import { invalidFields } from '../common/errors/validation';
import { isUuid } from '../common/input/uuid';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { isUniqueViolation } from '../database/unique-violation';
import { RedisClient } from '../redis/redis.module';
import { ColumnMapping, CsvTable, readCsv, suggestMapping } from './csv-upload';
import { CellFix, RowError, validateRows } from './import-rows';

const M = ImportMessages;

/** An uploaded file waiting for its import, kept in Redis under its id. */
interface PendingImport extends CsvTable {
  workspaceId: string;
  userId: string;
  kind: ImportKind;
}

export interface ImportCheck {
  rowCount: number;
  errorCount: number;
  /** The first ImportRules.errorsShown of them, in row order. */
  errors: RowError[];
}

export interface ImportPreview extends ImportCheck {
  id: string;
  kind: ImportKind;
  headers: string[];
  mapping: ColumnMapping;
  /** The first rows of the file, for the user to see what each column holds. */
  sample: { row: number; cells: string[] }[];
  /** Fields the suggested mapping could not place (the user must choose their columns). */
  unmapped: string[];
}

/**
 * CSV imports, as Invoice Ninja does them: the upload is read and kept for an hour,
 * the user checks the mapping and fixes rows against it, and the import writes every row in
 * one transaction or, when any row fails, none.
 */
@Injectable()
export class ImportsService {
  constructor(
    private readonly redis: RedisClient,
    private readonly dataSource: DataSource,
    private readonly createLimit: CreateLimit,
    private readonly clients: ClientsService,
    private readonly catalogue: CatalogueService,
  ) {}

  async upload(actor: Actor, kind: ImportKind, bytes: Buffer): Promise<ImportPreview> {
    const table = await readCsv(bytes);
    const pending: PendingImport = {
      ...table,
      workspaceId: actor.workspaceId,
      userId: actor.id,
      kind,
    };
    const id = randomUUID();
    await this.keep(id, pending);
    const mapping = suggestMapping(kind, table.headers);
    const unmapped = IMPORT_FIELDS[kind].filter((f) => f.required && mapping[f.key] === null);
    const check = unmapped.length
      ? { rowCount: table.rows.length, errorCount: 0, errors: [] }
      : await this.validate(pending, mapping, []).then(({ check }) => check);
    return {
      id,
      kind,
      headers: table.headers,
      mapping,
      sample: table.rows
        .slice(0, ImportRules.previewRows)
        .map((cells, index) => ({ row: table.rowNumbers[index], cells })),
      unmapped: unmapped.map((f) => f.key),
      ...check,
    };
  }

  /** The rows against a mapping and fixes; nothing is written. */
  async check(
    actor: Actor,
    id: string,
    mapping: ColumnMapping,
    fixes: CellFix[],
  ): Promise<ImportCheck> {
    const pending = await this.find(actor, id);
    return (await this.validate(pending, mapping, fixes)).check;
  }

  /** All rows or none: any failing row refuses the import with every error, and keeps the file. */
  async commit(
    actor: Actor,
    id: string,
    mapping: ColumnMapping,
    fixes: CellFix[],
  ): Promise<{ kind: ImportKind; imported: number }> {
    const pending = await this.find(actor, id);
    // Taken before writing: a second click (or a replay) finds no upload, not a second copy.
    if ((await this.redis.del(key(id))) === 0) throw AppError.notFound(M.notFound);
    try {
      const { check, inputs } = await this.validate(pending, mapping, fixes);
      if (check.errorCount > 0) {
        throw new AppError(ErrorCode.ValidationFailed, M.rowsHaveErrors(check.errorCount), check);
      }
      // One import is one create against the per-minute budget, however many rows it holds.
      await this.createLimit.take(actor.workspaceId);
      await this.dataSource.transaction((manager) =>
        pending.kind === 'clients'
          ? this.clients.insertMany(manager, actor, inputs as ClientInput[])
          : this.catalogue.insertMany(manager, actor.workspaceId, inputs as CatalogueItemInput[]),
      );
      return { kind: pending.kind, imported: inputs.length };
    } catch (error) {
      // Refused: the upload stays, for the user to fix and try again.
      await this.keep(id, pending);
      if (isUniqueViolation(error, 'clients_workspace_email'))
        throw new AppError(ErrorCode.Conflict, ClientMessages.emailTaken);
      throw error;
    }
  }

  private async validate(
    pending: PendingImport,
    mapping: ColumnMapping,
    fixes: CellFix[],
  ): Promise<{ check: ImportCheck; inputs: (ClientInput | CatalogueItemInput)[] }> {
    assertMapping(pending, mapping);
    assertKnownFields(pending, mapping, fixes);
    for (const fix of fixes) {
      if (!pending.rowNumbers.includes(fix.row)) throw invalid(M.noSuchRow);
    }
    const { inputs, errors } = await validateRows(pending.kind, pending, mapping, fixes);
    if (pending.kind === 'clients' && errors.length === 0)
      errors.push(...(await this.takenEmails(pending, inputs as ClientInput[], mapping)));
    const check = {
      rowCount: pending.rows.length,
      errorCount: errors.length,
      errors: errors.slice(0, ImportRules.errorsShown),
    };
    return { check, inputs: errors.length ? [] : inputs };
  }

  /** Rows whose e-mail another client of the workspace already has. */
  private async takenEmails(
    pending: PendingImport,
    inputs: ClientInput[],
    mapping: ColumnMapping,
  ): Promise<RowError[]> {
    const emails = inputs.map((input) => input.email ?? '').filter(Boolean);
    if (emails.length === 0) return [];
    const rows: { email: string }[] = await this.dataSource.query(
      `SELECT lower(email) AS email FROM clients
        WHERE workspace_id = $1 AND email <> '' AND lower(email) = ANY($2::text[])`,
      [pending.workspaceId, emails],
    );
    const taken = new Set(rows.map((row) => row.email));
    const column = mapping.email == null ? 'E-mail' : pending.headers[mapping.email];
    return inputs.flatMap((input, index) =>
      input.email && taken.has(input.email)
        ? [
            {
              row: pending.rowNumbers[index],
              field: 'email',
              column,
              code: FieldCode.EmailTaken,
              message: ClientMessages.emailTaken,
              value: input.email,
            },
          ]
        : [],
    );
  }

  /** The caller's own upload: another user's or workspace's id is as unknown as a wrong one. */
  private async find(actor: Actor, id: string): Promise<PendingImport> {
    if (!isUuid(id)) throw AppError.notFound(M.notFound);
    const stored = await this.redis.get(key(id));
    const pending = stored ? (JSON.parse(stored) as PendingImport) : null;
    if (!pending || pending.workspaceId !== actor.workspaceId || pending.userId !== actor.id)
      throw AppError.notFound(M.notFound);
    return pending;
  }

  private async keep(id: string, pending: PendingImport): Promise<void> {
    await this.redis.set(key(id), JSON.stringify(pending), 'EX', ImportRules.keepSeconds);
  }
}

const key = (id: string) => `import:${id}`;
const invalid = (message: string) => new AppError(ErrorCode.ValidationFailed, message);

/**
 * Mapping keys and fixes name fields of this import only: `isAdmin` or `__proto__` would be
 * dropped without a word, and a caller could believe them imported.
 */
function assertKnownFields(pending: PendingImport, mapping: ColumnMapping, fixes: CellFix[]): void {
  const known = new Set(IMPORT_FIELDS[pending.kind].map((field) => field.key));
  const unknown = [
    ...Object.keys(mapping)
      .filter((key) => !known.has(key))
      .map((key) => `mapping.${key}`),
    ...fixes.flatMap((fix, index) => (known.has(fix.field) ? [] : [`fixes.${index}.field`])),
  ];
  if (unknown.length > 0)
    throw invalidFields(
      unknown.map((field) => ({ field, code: FieldCode.UnknownField, message: M.noSuchField })),
    );
}

/** Every required field placed, each column used once, and only the file's columns named. */
function assertMapping(pending: PendingImport, mapping: ColumnMapping): void {
  const fields = IMPORT_FIELDS[pending.kind];
  const used = new Set<number>();
  for (const field of fields) {
    const column = mapping[field.key];
    if (column === null || column === undefined) {
      if (field.required) throw invalid(M.unmapped(field.label));
      continue;
    }
    if (!Number.isInteger(column) || column < 0 || column >= pending.headers.length)
      throw invalid(M.noSuchColumn);
    if (used.has(column)) throw invalid(M.columnTwice);
    used.add(column);
  }
}
