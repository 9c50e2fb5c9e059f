import type { ImportKind } from '@dealdraft/domain';

/** A cell with a problem, as the api names it: the row as the spreadsheet numbers it. */
export type RowError = {
  row: number;
  field: string;
  column: string;
  message: string;
  value: string;
};
export type CellFix = { row: number; field: string; value: string };
export type ColumnMapping = Record<string, number | null>;

export type ImportCheck = { rowCount: number; errorCount: number; errors: RowError[] };
export type ImportPreview = ImportCheck & {
  id: string;
  kind: ImportKind;
  headers: string[];
  mapping: ColumnMapping;
  sample: { row: number; cells: string[] }[];
  unmapped: string[];
};

/** A refused step: the api's message, and the row errors when the refusal is about rows. */
export class ImportRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly check: ImportCheck | null,
  ) {
    super(message);
    this.name = 'ImportRequestError';
  }
}

type Envelope<T> = { status?: string; data?: T; message?: string };

async function send<T>(url: string, init: RequestInit, token: string | null): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...init.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ImportRequestError('', 0, null);
  }
  const body = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (!response.ok) {
    const data = body.data as Partial<ImportCheck> | undefined;
    throw new ImportRequestError(
      typeof body.message === 'string' ? body.message : '',
      response.status,
      data && Array.isArray(data.errors) ? (data as ImportCheck) : null,
    );
  }
  return body;
}

/** POST /api/imports/{clients|items} with the file as it is: the api reads and checks it. */
export async function uploadImport(
  kind: ImportKind,
  file: Blob,
  token: string | null,
): Promise<ImportPreview> {
  const body = await send<ImportPreview>(
    `/api/imports/${kind}`,
    { method: 'POST', headers: { 'content-type': 'text/csv' }, body: file },
    token,
  );
  return body.data!;
}

/** Checks the rows (nothing written) or commits them (all or none). */
export async function runImport(
  id: string,
  step: 'check' | 'commit',
  input: { mapping: ColumnMapping; fixes: CellFix[] },
  token: string | null,
): Promise<{ check?: ImportCheck; message: string }> {
  const body = await send<ImportCheck>(
    `/api/imports/${id}/${step}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    },
    token,
  );
  return { check: step === 'check' ? body.data : undefined, message: body.message ?? '' };
}
