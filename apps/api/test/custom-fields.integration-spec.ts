import { parse } from 'csv-parse/sync';
import { CustomFieldMessages, CustomFieldRules, Messages } from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { invoiceVersion, proposalVersion } from '../src/documents/content/to-printable';
import { InvoiceStore } from '../src/invoices/invoice-store';
import { ProposalStore } from '../src/proposals/proposal-store';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { asBuffer } from './support/bodies';
import { pdfPages } from './support/pdf-text';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';

const M = CustomFieldMessages;

/**
 * Custom fields: definitions (limits, unique labels, order, roles through the access table),
 * values on clients, documents and lines checked against the caller's workspace's definitions,
 * printed where chosen on the PDF, and exported as CSV columns.
 */
describe('custom fields', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    ctx = await bootApp();
    worker = await startWorker();
    owner = await ctx.newUser({ name: 'Ada Owner' });
    other = await ctx.newUser({ name: 'Eve Other' });
    await ctx.upgrade(owner);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx.close();
  });

  const db = () => ctx.app.get(DataSource);
  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, user = owner) =>
    ctx.http()[method](path).auth(user.token, { type: 'bearer' });
  const define = async (
    body: { label: string; target: string; printed?: boolean },
    user = owner,
  ): Promise<{ id: string; label: string; position: number; printed: boolean }> =>
    (await call('post', '/api/custom-fields', user).send(body).expect(201)).body.data;
  const csv = async (file: string, user = owner) => {
    const response = await call('get', `/api/exports/${file}`, user)
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    return parse((response.body as Buffer).toString('utf8').slice(1)) as string[][];
  };

  describe('definitions', () => {
    it('keeps a trimmed label, printed by default, at the end of its target', async () => {
      const first = await define({ label: ' Region ', target: 'client' });
      const second = await define({ label: 'Account manager', target: 'client', printed: false });
      expect(first).toMatchObject({ label: 'Region', printed: true, position: 0 });
      expect(second).toMatchObject({ label: 'Account manager', printed: false, position: 1 });
      const [row] = await db().query(
        `SELECT workspace_id, target, label, printed, position FROM custom_fields WHERE id = $1`,
        [first.id],
      );
      expect(row).toEqual({
        workspace_id: owner.workspaceId,
        target: 'client',
        label: 'Region',
        printed: true,
        position: 0,
      });
    });

    it.each([
      [{ label: '', target: 'client' }, `label: ${Messages.validation.required}`],
      [{ label: 'x'.repeat(41), target: 'client' }, 'label: Must be at most 40 characters'],
      [{ label: 'Fine', target: 'invoice' }, `target: ${M.target}`],
      [
        { label: 'Fine', target: 'client', printed: 'yes' },
        `printed: ${Messages.validation.required}`,
      ],
    ])('refuses %j with 400 naming the field', async (body, message) => {
      const response = await call('post', '/api/custom-fields').send(body).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('keeps labels unique per target, case-insensitively', async () => {
      const taken = await call('post', '/api/custom-fields')
        .send({ label: 'REGION', target: 'client' })
        .expect(409);
      expect(taken.body).toMatchObject({ message: M.labelTaken });
      // Another target may use it; so may another workspace.
      await define({ label: 'Region', target: 'document' });
      await define({ label: 'Region', target: 'client' }, other);
    });

    it('holds at most 20 per target', async () => {
      const [{ count }] = await db().query(
        `SELECT count(*)::int AS count FROM custom_fields WHERE workspace_id = $1 AND target = 'line'`,
        [owner.workspaceId],
      );
      const made: string[] = [];
      for (let i = count; i < CustomFieldRules.perTargetMax; i += 1)
        made.push((await define({ label: `Line field ${i}`, target: 'line' })).id);
      const refused = await call('post', '/api/custom-fields')
        .send({ label: 'One more', target: 'line' })
        .expect(409);
      expect(refused.body.message).toBe(M.tooMany('line'));
      for (const id of made) await call('delete', `/api/custom-fields/${id}`).expect(200);
    });

    it('renames, reorders and deletes; another workspace gets 404', async () => {
      const a = await define({ label: 'Cost centre', target: 'document' });
      const b = await define({ label: 'Campaign', target: 'document' });
      const renamed = await call('put', `/api/custom-fields/${a.id}`)
        .send({ label: 'Cost center', printed: false })
        .expect(200);
      expect(renamed.body).toMatchObject({
        message: M.updated,
        data: { label: 'Cost center', printed: false },
      });
      const documentIds = (await call('get', '/api/custom-fields').expect(200)).body.data
        .filter((f: { target: string }) => f.target === 'document')
        .map((f: { id: string }) => f.id);
      const reordered = await call('post', '/api/custom-fields/reorder')
        .send({ target: 'document', ids: [...documentIds].reverse() })
        .expect(201);
      expect(reordered.body.data.map((f: { id: string }) => f.id)).toEqual(
        [...documentIds].reverse(),
      );
      const incomplete = await call('post', '/api/custom-fields/reorder')
        .send({ target: 'document', ids: [a.id] })
        .expect(400);
      expect(incomplete.body.message).toBe(`ids: ${M.reorderIncomplete}`);

      await call('put', `/api/custom-fields/${a.id}`, other).send({ label: 'Mine' }).expect(404);
      await call('delete', `/api/custom-fields/${a.id}`, other).expect(404);
      const deleted = await call('delete', `/api/custom-fields/${b.id}`).expect(200);
      expect(deleted.body.message).toBe(M.deleted);
      await call('delete', `/api/custom-fields/${b.id}`).expect(404);
      await call('delete', `/api/custom-fields/${a.id}`).expect(200);
    });

    it('answers the same over GraphQL', async () => {
      const { data } = await ctx.graphql<{ createCustomField: { label: string; target: string } }>(
        'mutation($input: CustomFieldInput!) { createCustomField(input: $input) { label target } }',
        { input: { label: 'Sector', target: 'client', printed: false } },
        owner.token,
      );
      expect(data?.createCustomField).toEqual({ label: 'Sector', target: 'client' });
      const listed = await ctx.graphql<{ customFields: { label: string }[] }>(
        '{ customFields { label } }',
        {},
        other.token,
      );
      expect(listed.data?.customFields.map((f) => f.label)).toEqual(['Region']);
    });
  });

  describe('values, printing and exports', () => {
    let po: string;
    let internal: string;
    let project: string;
    let hours: string;
    let foreign: string;
    beforeAll(async () => {
      po = (await define({ label: 'PO contact', target: 'client' })).id;
      internal = (await define({ label: 'Credit rating', target: 'client', printed: false })).id;
      project = (await define({ label: 'Project code', target: 'document' })).id;
      hours = (await define({ label: 'Hours ref', target: 'line' })).id;
      foreign = (await define({ label: 'Theirs', target: 'client' }, other)).id;
    });

    it('refuses unknown, foreign, misplaced and too long values with 400 naming the field', async () => {
      const cases: [object, string][] = [
        [
          { customFields: [{ fieldId: foreign, value: 'x' }] },
          `customFields.0.fieldId: ${M.unknown}`,
        ],
        [
          { customFields: [{ fieldId: project, value: 'x' }] },
          `customFields.0.fieldId: ${M.wrongTarget('document', 'client')}`,
        ],
        [
          {
            customFields: [
              { fieldId: po, value: 'a' },
              { fieldId: po, value: 'b' },
            ],
          },
          `customFields.1.fieldId: ${M.repeated}`,
        ],
        [
          { customFields: [{ fieldId: po, value: 'x'.repeat(201) }] },
          `customFields.0.value: ${M.valueTooLong}`,
        ],
        [
          { customFields: [{ fieldId: 'nope', value: 'x' }] },
          `customFields.0.fieldId: ${Messages.validation.invalidId}`,
        ],
      ];
      for (const [extra, message] of cases) {
        const response = await call('post', '/api/clients')
          .send({ name: 'Refused', email: 'refused@example.com', ...extra })
          .expect(400);
        expect(response.body.message).toBe(message);
      }
      const line = await call('post', '/api/invoices')
        .send(
          invoicePayload({
            lineItems: [
              { description: 'A', rate: 1, quantity: 1 },
              {
                description: 'B',
                rate: 1,
                quantity: 1,
                customFields: [{ fieldId: po, value: 'x' }],
              },
            ],
          }),
        )
        .expect(400);
      expect(line.body.message).toBe(
        `lineItems.1.customFields.0.fieldId: ${M.wrongTarget('client', 'line')}`,
      );
      const { errors } = await ctx.graphql(
        'mutation($input: ClientInput!) { createClient(input: $input) { id } }',
        {
          input: {
            name: 'G',
            email: 'g@example.com',
            customFields: [{ fieldId: foreign, value: 'x' }],
          },
        },
        owner.token,
      );
      expect(errors?.[0]).toMatchObject({
        message: `customFields.0.fieldId: ${M.unknown}`,
        extensions: { code: 'VALIDATION_FAILED' },
      });
      const [{ count }] = await db().query(
        `SELECT count(*)::int AS count FROM clients WHERE workspace_id = $1 AND name IN ('Refused', 'G')`,
        [owner.workspaceId],
      );
      expect(count).toBe(0);
    });

    it('keeps values by field id, trimmed, empty ones left out; left out of an update, kept', async () => {
      const client = await ctx.create(owner, 'clients', {
        name: 'Initech',
        email: 'ap@initech.example',
        customFields: [
          { fieldId: po, value: ' Jane Roe ' },
          { fieldId: internal, value: 'AA' },
        ],
      });
      expect(client.customFields).toEqual(
        expect.arrayContaining([
          { fieldId: po, value: 'Jane Roe' },
          { fieldId: internal, value: 'AA' },
        ]),
      );
      const [row] = await db().query(`SELECT custom_values FROM clients WHERE id = $1`, [
        client.id,
      ]);
      expect(row.custom_values).toEqual({ [po]: 'Jane Roe', [internal]: 'AA' });
      await call('put', `/api/clients/${client.id}`)
        .send({ name: 'Initech', email: 'ap@initech.example', company: 'Initech' })
        .expect(200);
      const [kept] = await db().query(`SELECT custom_values FROM clients WHERE id = $1`, [
        client.id,
      ]);
      expect(kept.custom_values).toEqual({ [po]: 'Jane Roe', [internal]: 'AA' });
      const cleared = await call('put', `/api/clients/${client.id}`)
        .send({
          name: 'Initech',
          email: 'ap@initech.example',
          customFields: [
            { fieldId: po, value: 'Jane Roe' },
            { fieldId: internal, value: '' },
          ],
        })
        .expect(200);
      expect(cleared.body.data.customFields).toEqual([{ fieldId: po, value: 'Jane Roe' }]);
    });

    it('prints the client, document and line fields where chosen, not the internal one', async () => {
      const client = (await call('get', '/api/clients?search=Initech').expect(200)).body.data
        .items[0];
      const invoice = await ctx.create(
        owner,
        'invoices',
        invoicePayload({
          clientId: client.id,
          clientName: 'Initech',
          clientEmail: 'ap@initech.example',
          customFields: [{ fieldId: project, value: 'PRJ-7' }],
          lineItems: [
            {
              description: 'Design sprint',
              extraDetails: 'Week of 3 Nov',
              rate: 100,
              quantity: 2,
              customFields: [{ fieldId: hours, value: 'H-12' }],
            },
            { description: 'Hosting', rate: 10, quantity: 1 },
          ],
        }),
      );
      expect(invoice.customFields).toEqual([{ fieldId: project, value: 'PRJ-7' }]);
      expect(invoice.lineItems.map((l: { customFields: unknown }) => l.customFields)).toEqual([
        [{ fieldId: hours, value: 'H-12' }],
        [],
      ]);
      const [row] = await db().query(
        `SELECT custom_values, line_items FROM invoices WHERE id = $1`,
        [invoice.id],
      );
      expect(row.custom_values).toEqual({ [project]: 'PRJ-7' });
      expect(row.line_items[0].customValues).toEqual({ [hours]: 'H-12' });
      // A line without values stores none: its jsonb is what it was before custom fields.
      expect(row.line_items[1]).not.toHaveProperty('customValues');

      const stored = await ctx.app.get(InvoiceStore).getStored(owner.workspaceId, invoice.id);
      expect(stored.printedFields).toEqual({
        client: [{ label: 'PO contact', value: 'Jane Roe' }],
        document: [{ label: 'Project code', value: 'PRJ-7' }],
        lines: [[{ label: 'Hours ref', value: 'H-12' }], []],
      });

      const pdf = await call('post', '/api/pdf/invoice')
        .send({ _id: invoice.id })
        .buffer(true)
        .parse(asBuffer)
        .expect(200);
      const text = (await pdfPages(pdf.body as Buffer)).join('\n');
      expect(text).toContain('PO contact: Jane Roe');
      expect(text).toMatch(/Project code\s*PRJ-7/);
      expect(text).toContain('Week of 3 Nov');
      expect(text).toContain('Hours ref: H-12');
      expect(text).not.toContain('Credit rating');
      expect(text).not.toContain('AA');
    });

    it('keeps the content version of a document that prints no custom field', async () => {
      // Made before this workspace had any field: the version then, and now that it has some
      // (its client holding only an internal one, and no value of its own), are the same.
      const plain = await ctx.create(
        other,
        'invoices',
        invoicePayload({ clientName: 'Plain', clientEmail: 'plain@example.com' }),
      );
      const proposal = await ctx.create(
        other,
        'proposals',
        proposalPayload({ clientName: 'Plain', clientEmail: 'plain@example.com' }),
      );
      const invoices = ctx.app.get(InvoiceStore);
      const proposals = ctx.app.get(ProposalStore);
      // `other` has a client field already ("Theirs"); remove it to read the version before any.
      await call('delete', `/api/custom-fields/${foreign}`, other).expect(200);
      await db().query(`DELETE FROM custom_fields WHERE workspace_id = $1`, [other.workspaceId]);
      const before = {
        invoice: invoiceVersion(await invoices.getStored(other.workspaceId, plain.id)),
        proposal: proposalVersion(await proposals.getStored(other.workspaceId, proposal.id)),
      };
      const kept = await define({ label: 'Kept inside', target: 'client', printed: false }, other);
      await define({ label: 'Printed but empty', target: 'document' }, other);
      await call('put', `/api/clients/${plain.clientId}`, other)
        .send({
          name: 'Plain',
          email: 'plain@example.com',
          customFields: [{ fieldId: kept.id, value: 'internal' }],
        })
        .expect(200);
      const storedInvoice = await invoices.getStored(other.workspaceId, plain.id);
      expect(storedInvoice.printedFields).toBeUndefined();
      expect({
        invoice: invoiceVersion(storedInvoice),
        proposal: proposalVersion(await proposals.getStored(other.workspaceId, proposal.id)),
      }).toEqual(before);
    });

    it('exports one column per field of the target, headed by its label', async () => {
      const clients = await csv('clients.csv');
      const header = clients[0];
      const customHeader = header.slice(header.indexOf('Created') + 1);
      expect(customHeader).toEqual([
        'Region',
        'Account manager',
        'Sector',
        'PO contact',
        'Credit rating',
      ]);
      const initech = clients.find((r) => r[0] === 'Initech')!;
      expect(initech.slice(header.indexOf('Created') + 1)).toEqual(['', '', '', 'Jane Roe', '']);

      const invoices = await csv('invoices.csv');
      const invoiceCustom = invoices[0].slice(invoices[0].indexOf('Created') + 1);
      expect(invoiceCustom).toEqual(['Region', 'Project code']);
      expect(invoices.some((r) => r[r.length - 1] === 'PRJ-7')).toBe(true);

      const lines = await csv('invoice-lines.csv');
      expect(lines[0].slice(lines[0].indexOf('Currency') + 1)).toEqual(['Hours ref']);
      const sprint = lines.find((r) => r[2] === 'Design sprint' && r[r.length - 1] === 'H-12');
      expect(sprint).toBeDefined();

      // Another workspace's export has its own columns and none of these values.
      const theirs = await csv('clients.csv', other);
      expect(theirs[0]).not.toContain('PO contact');
      expect(JSON.stringify(theirs)).not.toContain('Jane Roe');
    });

    it('stops printing and exporting a deleted field; its values stay unread', async () => {
      await call('delete', `/api/custom-fields/${hours}`).expect(200);
      const lines = await csv('invoice-lines.csv');
      expect(lines[0]).not.toContain('Hours ref');
      expect(JSON.stringify(lines)).not.toContain('H-12');
      const [row] = await db().query(
        `SELECT line_items FROM invoices WHERE workspace_id = $1 AND custom_values <> '{}'`,
        [owner.workspaceId],
      );
      expect(row.line_items[0].customValues).toEqual({ [hours]: 'H-12' });
      const invoiceId: string = (
        await db().query(
          `SELECT id FROM invoices WHERE workspace_id = $1 AND custom_values <> '{}'`,
          [owner.workspaceId],
        )
      )[0].id;
      const stored = await ctx.app.get(InvoiceStore).getStored(owner.workspaceId, invoiceId);
      expect(stored.printedFields?.lines).toEqual([[], []]);
      // A value for the deleted field is refused like any unknown one.
      const refused = await call('post', '/api/invoices')
        .send(
          invoicePayload({
            lineItems: [
              {
                description: 'A',
                rate: 1,
                quantity: 1,
                customFields: [{ fieldId: hours, value: 'x' }],
              },
            ],
          }),
        )
        .expect(400);
      expect(refused.body.message).toBe(`lineItems.0.customFields.0.fieldId: ${M.unknown}`);
    });
  });
});
