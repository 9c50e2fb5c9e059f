import { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import { RawEntityReader } from '../src/documents/core/raw-entity-reader';
import { Invoice } from '../src/invoices/invoice.entity';
import { Proposal } from '../src/proposals/proposal.entity';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

/**
 * A stored value for a nullable column of each type, so no column reads as null; each passes the
 * tables' checks (a hex text fits the answer's sha256, a last day of the century any due date).
 */
const FILL: Record<string, string> = {
  text: `'${'ab'.repeat(32)}'`,
  date: `'2099-12-31'`,
  timestamptz: `'2096-03-01T10:11:12.345Z'`,
  jsonb: `'{"percent": 12500}'`,
  boolean: 'true',
  bigint: '9007199254740993',
};
/** Columns whose check allows only named values: one of them. */
const COLUMN_FILL: Record<string, string> = {
  layout: `'modern'`,
};

/**
 * The list pages read documents through RawEntityReader instead of TypeORM's result transformer
 * (document-store.ts): it must build exactly the entity TypeORM builds, column for column, on a
 * row as created (its nulls) and on one where every nullable column holds a value.
 */
describe('RawEntityReader', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  const db = () => ctx.app.get(DataSource);

  beforeAll(async () => {
    ctx = await bootApp();
    owner = await ctx.newUser();
  });

  afterAll(() => ctx.close());

  /** Sets every nullable column that is null (foreign keys aside) to a value of its type. */
  async function fillNullables(metadata: EntityMetadata, id: string) {
    const sets = metadata.columns
      .filter((column) => column.isNullable && column.type !== 'uuid')
      .map((column) => {
        const value = COLUMN_FILL[column.databaseName] ?? FILL[String(column.type)];
        if (!value) throw new Error(`no fill for ${column.databaseName} (${String(column.type)})`);
        return `${column.databaseName} = ${value}`;
      });
    await db().query(`UPDATE ${metadata.tableName} SET ${sets.join(', ')} WHERE id = $1`, [id]);
  }

  async function bothReads<E extends ObjectLiteral>(target: EntityTarget<E>, id: string) {
    const repository = db().getRepository(target);
    const { entities, raw } = await repository
      .createQueryBuilder('d')
      .where('d.id = :id', { id })
      .getRawAndEntities();
    const reader = new RawEntityReader<E>(repository.metadata, 'd');
    return { typeorm: entities[0], ours: reader.read(raw[0]) };
  }

  it.each([
    ['proposal', Proposal, 'proposals', proposalPayload()],
    ['invoice', Invoice, 'invoices', invoicePayload()],
  ] as const)('reads a %s as TypeORM does', async (_label, target, kind, payload) => {
    const created = await ctx.create(owner, kind, payload);
    const metadata = db().getMetadata(target);

    const asCreated = await bothReads(target, created.id);
    expect(asCreated.ours).toBeInstanceOf(target);
    expect(asCreated.ours).toStrictEqual(asCreated.typeorm);

    await fillNullables(metadata, created.id);
    const filled = await bothReads(target, created.id);
    expect(filled.ours).toStrictEqual(filled.typeorm);
    // Every column was read, and the types the driver converts were among them.
    const nulls = metadata.columns
      .filter((column) => column.type !== 'uuid')
      .filter((column) => (filled.ours as ObjectLiteral)[column.propertyName] == null);
    expect(nulls.map((column) => column.propertyName)).toEqual([]);
    const entity = filled.ours as ObjectLiteral;
    expect(typeof entity[kind === 'proposals' ? 'proposalDate' : 'invoiceDate']).toBe('string');
    expect(entity.createdAt).toBeInstanceOf(Date);
    expect(entity.remindersEnabled).toBe(true);
  });
});
