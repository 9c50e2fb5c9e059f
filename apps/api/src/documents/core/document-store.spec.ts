import { ErrorCode } from '@dealdraft/domain';
import { Repository } from 'typeorm';
import { ACTIVITY_COLUMNS, activityOf } from './document-activity';
import { DocumentStore } from './document-store';

interface Row {
  id: string;
  workspaceId: string;
  createdById: string | null;
  updatedById: string | null;
  status: string;
  remindersEnabled: boolean;
  updatedAt: Date;
}

function storeWith() {
  const rows = { manager: { findOne: jest.fn(), delete: jest.fn() }, target: class {} };
  const store = new DocumentStore<Row, { id: string; opens: number; today: string }>(
    rows as unknown as Repository<Row>,
    { allowance: { consume: jest.fn() }, createLimit: { take: jest.fn() } } as never,
    {
      kind: 'proposal',
      alias: 'd',
      searchColumns: ['d.client_name'],
      notFound: 'Widget not found',
      numberConstraint: 'widgets_number_key',
      numberTaken: 'Taken',
      numberField: 'id',
      toModel: (row, rowActivity, today) => ({
        id: row.id,
        opens: rowActivity.emailOpenCount,
        today,
      }),
    },
  );
  return { store, rows };
}

describe('DocumentStore', () => {
  it("reads a document's activity from the two aggregates the list statement adds", () => {
    expect(
      activityOf({
        [ACTIVITY_COLUMNS.sends]: {
          opens: 3,
          lastSentAt: '2026-11-20T10:00:00+00:00',
          lastStatus: 'sent',
        },
        [ACTIVITY_COLUMNS.views]: { views: 0, lastViewedAt: null },
      }),
    ).toEqual({
      emailOpenCount: 3,
      lastSentAt: new Date('2026-11-20T10:00:00Z'),
      lastEmailStatus: 'sent',
      clientViewCount: 0,
      clientLastViewedAt: null,
    });
  });

  it("answers the kind's 404 for a malformed id without asking the database", async () => {
    const { store, rows } = storeWith();
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
