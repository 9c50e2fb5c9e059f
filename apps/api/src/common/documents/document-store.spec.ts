import { ErrorCode, todayIso } from '@dealdraft/domain';
import { Repository } from 'typeorm';
import { DocumentActivity, DocumentActivityService, NO_ACTIVITY } from './document-activity';
import { DocumentStore } from './document-store';

interface Row {
  id: string;
  workspaceId: string;
  createdById: string | null;
  updatedById: string | null;
}

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

function storeWith(activity: Map<string, DocumentActivity>) {
  const forDocuments = jest.fn().mockResolvedValue(activity);
  const rows = { manager: { findOne: jest.fn(), delete: jest.fn() }, target: class {} };
  const store = new DocumentStore<Row, { id: string; opens: number; today: string }>(
    rows as unknown as Repository<Row>,
    { forDocuments } as unknown as DocumentActivityService,
    { allowance: { consume: jest.fn() }, createLimit: { take: jest.fn() } } as never,
    {
      kind: 'proposal',
      alias: 'd',
      searchColumns: ['d.client_name'],
      notFound: 'Widget not found',
      numberConstraint: 'widgets_number_key',
      numberTaken: 'Taken',
      toModel: (row, rowActivity, today) => ({
        id: row.id,
        opens: rowActivity.emailOpenCount,
        today,
      }),
    },
  );
  return { store, forDocuments, rows };
}

describe('DocumentStore', () => {
  it("reads a page's activity in one call and maps each row with its own, dated today", async () => {
    const { store, forDocuments } = storeWith(
      new Map([[B, { ...NO_ACTIVITY, emailOpenCount: 3 }]]),
    );
    const models = await store.present('owner', [
      { id: A, workspaceId: 'owner', createdById: null, updatedById: null },
      { id: B, workspaceId: 'owner', createdById: null, updatedById: null },
    ]);
    expect(forDocuments).toHaveBeenCalledTimes(1);
    expect(forDocuments).toHaveBeenCalledWith('owner', [A, B]);
    expect(models).toEqual([
      { id: A, opens: 0, today: todayIso() },
      { id: B, opens: 3, today: todayIso() },
    ]);
  });

  it("answers the kind's 404 for a malformed id without asking the database", async () => {
    const { store, rows } = storeWith(new Map());
    for (const call of [
      () => store.get('owner', 'nope'),
      () => store.getStored('owner', 'nope'),
      () => store.delete('owner', 'nope'),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: ErrorCode.NotFound,
        message: 'Widget not found',
      });
    }
    expect(rows.manager.findOne).not.toHaveBeenCalled();
    expect(rows.manager.delete).not.toHaveBeenCalled();
  });
});
