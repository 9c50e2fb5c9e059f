import { CalendarDateMessages, EInvoiceMessages as E } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { SignedUpUser, TestApp, bootApp } from './support/app';

/**
 * The e-invoice data of workspaces, clients, invoices and tax rates through REST and GraphQL:
 * stored normalised, read back alike, left out kept, refused with 400 naming the field.
 */
describe('e-invoice fields', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  beforeAll(async () => {
    ctx = await bootApp();
    owner = await ctx.newUser();
  });
  afterAll(() => ctx.close());

  const call = (method: 'get' | 'post' | 'put', path: string, user = owner) =>
    ctx.http()[method](path).auth(user.token, { type: 'bearer' });
  const db = () => ctx.app.get(DataSource);
  const gqlError = (message: string) => ({
    message,
    extensions: { code: 'VALIDATION_FAILED' },
  });

  describe('workspace settings', () => {
    it('stores the bank details and address parts normalised, and reads them back', async () => {
      const response = await call('put', '/api/workspace')
        .send({
          name: 'Studio Ada',
          address: 'Hauptstraße 1',
          legalName: ' Studio Ada GmbH ',
          postalCode: '10115',
          city: 'Berlin',
          countryCode: 'de',
          taxNumber: 'DE123456789',
          taxRegistrationNumber: '30/123/45678',
          iban: 'de89 3704 0044 0532 0130 00',
          bic: 'cobadeff xxx',
          accountHolder: 'Ada Lovelace',
          eInvoiceFormat: 'xrechnung',
        })
        .expect(200);
      expect(response.body.data).toMatchObject({
        legalName: 'Studio Ada GmbH',
        postalCode: '10115',
        city: 'Berlin',
        countryCode: 'DE',
        taxRegistrationNumber: '30/123/45678',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        accountHolder: 'Ada Lovelace',
        eInvoiceFormat: 'xrechnung',
      });
      const [row] = await db().query(
        'SELECT iban, bic, country_code, e_invoice_format FROM workspaces WHERE id = $1',
        [owner.workspaceId],
      );
      expect(row).toEqual({
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        country_code: 'DE',
        e_invoice_format: 'xrechnung',
      });
    });

    it('keeps them when a caller leaves them out, and clears one sent empty (GraphQL)', async () => {
      const { data } = await ctx.graphql<{ updateWorkspace: Record<string, unknown> }>(
        `mutation($input: UpdateWorkspaceInput!) {
           updateWorkspace(input: $input) { name iban bic accountHolder countryCode eInvoiceFormat }
         }`,
        { input: { name: 'Studio Ada', accountHolder: '' } },
        owner.token,
      );
      expect(data!.updateWorkspace).toEqual({
        name: 'Studio Ada',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        accountHolder: null,
        countryCode: 'DE',
        eInvoiceFormat: 'xrechnung',
      });
      const read = await ctx.graphql<{ workspace: Record<string, unknown> }>(
        '{ workspace { legalName postalCode city taxRegistrationNumber } }',
        {},
        owner.token,
      );
      expect(read.data!.workspace).toEqual({
        legalName: 'Studio Ada GmbH',
        postalCode: '10115',
        city: 'Berlin',
        taxRegistrationNumber: '30/123/45678',
      });
    });

    it.each([
      [{ iban: 'DE89 3704 0044 0532 0130 0' }, `iban: ${E.ibanLength('DE', 22)}`],
      [{ iban: 'DE89370400440532013001' }, `iban: ${E.ibanChecksum}`],
      [{ iban: 'QQ89370400440532013000' }, `iban: ${E.ibanCountry}`],
      [{ bic: 'COBADEF' }, `bic: ${E.bic}`],
      [{ countryCode: 'Germany' }, `countryCode: ${E.countryCode}`],
      [{ countryCode: 'XX' }, `countryCode: ${E.countryCode}`],
      [{ eInvoiceFormat: 'zugferd' }, `eInvoiceFormat: ${E.eInvoiceFormat}`],
    ])('refuses %j with 400 naming the field', async (body, message) => {
      const response = await call('put', '/api/workspace')
        .send({ name: 'Studio Ada', ...body })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it('refuses a bad IBAN over GraphQL too', async () => {
      const result = await ctx.graphql(
        'mutation { updateWorkspace(input: { name: "Studio Ada", iban: "DE00 1234" }) { iban } }',
        {},
        owner.token,
      );
      expect(result.errors?.[0]).toMatchObject(gqlError(`iban: ${E.ibanLength('DE', 22)}`));
    });
  });

  describe('clients', () => {
    let clientId: string;

    it('takes the address parts, the e-invoice format and the buyer reference', async () => {
      const created = await call('post', '/api/clients')
        .send({
          name: 'Bundesamt',
          email: 'rechnung@amt.example',
          address: 'Amtsweg 5',
          postalCode: '53113',
          city: 'Bonn',
          countryCode: 'de',
          eInvoiceFormat: 'xrechnung',
          buyerReference: '04011000-12345-67',
        })
        .expect(201);
      clientId = created.body.data.id;
      expect(created.body.data).toMatchObject({
        postalCode: '53113',
        city: 'Bonn',
        countryCode: 'DE',
        eInvoiceFormat: 'xrechnung',
        buyerReference: '04011000-12345-67',
      });
    });

    it('keeps them on a PUT that leaves them out; null goes back to the workspace format', async () => {
      const updated = await call('put', `/api/clients/${clientId}`)
        .send({ name: 'Bundesamt', email: 'rechnung@amt.example', eInvoiceFormat: null })
        .expect(200);
      expect(updated.body.data).toMatchObject({
        city: 'Bonn',
        countryCode: 'DE',
        eInvoiceFormat: null,
        buyerReference: '04011000-12345-67',
      });
      const { data } = await ctx.graphql<{ updateClient: Record<string, unknown> }>(
        `mutation($id: ID!, $input: ClientInput!) {
           updateClient(id: $id, input: $input) { eInvoiceFormat countryCode buyerReference }
         }`,
        {
          id: clientId,
          input: { name: 'Bundesamt', email: 'rechnung@amt.example', eInvoiceFormat: 'factur-x' },
        },
        owner.token,
      );
      expect(data!.updateClient).toEqual({
        eInvoiceFormat: 'factur-x',
        countryCode: 'DE',
        buyerReference: '04011000-12345-67',
      });
    });

    it.each([
      [{ countryCode: 'D' }, `countryCode: ${E.countryCode}`],
      [{ eInvoiceFormat: 'ubl' }, `eInvoiceFormat: ${E.eInvoiceFormat}`],
    ])('refuses %j with 400 naming the field', async (body, message) => {
      const response = await call('post', '/api/clients')
        .send({ name: 'Hank', ...body })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it('prefills a new invoice with its buyer reference, unless the invoice names one', async () => {
      const prefilled = await call('post', '/api/invoices')
        .send(invoicePayload({ clientId, clientEmail: 'rechnung@amt.example' }))
        .expect(201);
      expect(prefilled.body.data.buyerReference).toBe('04011000-12345-67');
      const own = await call('post', '/api/invoices')
        .send(invoicePayload({ clientId, buyerReference: 'OWN-1' }))
        .expect(201);
      expect(own.body.data.buyerReference).toBe('OWN-1');
      const none = await call('post', '/api/invoices')
        .send(invoicePayload({ clientId, buyerReference: null }))
        .expect(201);
      expect(none.body.data.buyerReference).toBeNull();
    });
  });

  describe('invoices', () => {
    it('round-trips the service period and the references, and keeps them when left out', async () => {
      const created = await call('post', '/api/invoices')
        .send(
          invoicePayload({
            servicePeriodStart: '2096-10-01',
            servicePeriodEnd: '2096-10-31',
            orderReference: 'PO-4711',
          }),
        )
        .expect(201);
      expect(created.body.data).toMatchObject({
        serviceDate: null,
        servicePeriodStart: '2096-10-01',
        servicePeriodEnd: '2096-10-31',
        orderReference: 'PO-4711',
        buyerReference: null,
      });
      const id = created.body.data.id;
      const kept = await call('put', `/api/invoices/${id}`)
        .send(invoicePayload({ serviceDate: '2096-10-15' }))
        .expect(200);
      expect(kept.body.data).toMatchObject({
        serviceDate: '2096-10-15',
        servicePeriodStart: '2096-10-01',
        servicePeriodEnd: '2096-10-31',
        orderReference: 'PO-4711',
      });
      const { data } = await ctx.graphql<{ updateInvoice: Record<string, unknown> }>(
        `mutation($id: ID!, $input: InvoiceInput!) {
           updateInvoice(id: $id, input: $input) {
             serviceDate servicePeriodStart servicePeriodEnd buyerReference orderReference
           }
         }`,
        {
          id,
          input: {
            ...invoicePayload(),
            servicePeriodStart: null,
            servicePeriodEnd: null,
            buyerReference: '991-01234-56',
          },
        },
        owner.token,
      );
      expect(data!.updateInvoice).toEqual({
        serviceDate: '2096-10-15',
        servicePeriodStart: null,
        servicePeriodEnd: null,
        buyerReference: '991-01234-56',
        orderReference: 'PO-4711',
      });
    });

    it.each([
      [{ servicePeriodStart: '2096-10-01' }, `servicePeriodEnd: ${E.servicePeriodBoth}`],
      [{ servicePeriodEnd: '2096-10-01' }, `servicePeriodStart: ${E.servicePeriodBoth}`],
      [
        { servicePeriodStart: '2096-10-02', servicePeriodEnd: '2096-10-01' },
        `servicePeriodEnd: ${E.servicePeriodOrder}`,
      ],
      [{ serviceDate: '3000-01-01' }, `serviceDate: ${CalendarDateMessages.invalid}`],
      [
        { servicePeriodStart: '2096-02-30', servicePeriodEnd: '2096-03-01' },
        `servicePeriodStart: ${CalendarDateMessages.invalid}`,
      ],
    ])('refuses %j with 400 naming the field', async (fields, message) => {
      const response = await call('post', '/api/invoices').send(invoicePayload(fields)).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('refuses a one-ended period over GraphQL too', async () => {
      const result = await ctx.graphql(
        'mutation($input: InvoiceInput!) { createInvoice(input: $input) { id } }',
        { input: { ...invoicePayload(), servicePeriodStart: '2096-10-01' } },
        owner.token,
      );
      expect(result.errors?.[0]).toMatchObject({
        message: `servicePeriodEnd: ${E.servicePeriodBoth}`,
      });
    });
  });

  describe('tax rates', () => {
    it('defaults the category by the percent and keeps an exemption with its reason', async () => {
      const standard = await call('post', '/api/tax-rates')
        .send({ name: 'USt', percent: 19 })
        .expect(201);
      expect(standard.body.data).toMatchObject({ category: 'S', exemptionReason: null });
      const zero = await call('post', '/api/tax-rates').send({ name: 'Zero', percent: 0 });
      expect(zero.body.data).toMatchObject({ category: 'Z', exemptionReason: null });
      const exempt = await call('post', '/api/tax-rates')
        .send({
          name: 'Exempt',
          percent: 0,
          category: 'e',
          exemptionReason: ' Exempt under § 4 Nr. 14 UStG ',
        })
        .expect(201);
      expect(exempt.body.data).toMatchObject({
        category: 'E',
        exemptionReason: 'Exempt under § 4 Nr. 14 UStG',
      });
      // A rename that leaves both out keeps the category and its reason.
      const renamed = await call('put', `/api/tax-rates/${exempt.body.data.id}`)
        .send({ name: 'Steuerfrei', percent: 0 })
        .expect(200);
      expect(renamed.body.data).toMatchObject({
        category: 'E',
        exemptionReason: 'Exempt under § 4 Nr. 14 UStG',
      });
      const { data } = await ctx.graphql<{ createTaxRate: Record<string, unknown> }>(
        `mutation($input: TaxRateInput!) {
           createTaxRate(input: $input) { name percent category exemptionReason }
         }`,
        {
          input: { name: 'RC', percent: 0, category: 'AE', exemptionReason: 'Reverse charge' },
        },
        owner.token,
      );
      expect(data!.createTaxRate).toEqual({
        name: 'RC',
        percent: 0,
        category: 'AE',
        exemptionReason: 'Reverse charge',
      });
    });

    it.each([
      [{ percent: 0, category: 'E' }, `exemptionReason: ${E.exemptionReasonRequired}`],
      [
        { percent: 0, category: 'K', exemptionReason: ' ' },
        `exemptionReason: ${E.exemptionReasonRequired}`,
      ],
      [
        { percent: 20, category: 'S', exemptionReason: 'x' },
        `exemptionReason: ${E.exemptionReasonRefused}`,
      ],
      [{ percent: 0, category: 'S' }, `percent: ${E.standardRateNeedsPercent}`],
      [{ percent: 7, category: 'G', exemptionReason: 'Export' }, `percent: ${E.zeroPercentOnly}`],
      [{ percent: 0, category: 'X' }, `category: ${E.taxCategory}`],
    ])('refuses %j with 400 naming the field', async (fields, message) => {
      const response = await call('post', '/api/tax-rates')
        .send({ name: `Rate ${Math.random()}`, ...fields })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it("issues a document with the rate's category and reason, and lists them in its taxes", async () => {
      const rate = (
        await call('post', '/api/tax-rates')
          .send({
            name: 'Export',
            percent: 0,
            category: 'G',
            exemptionReason: 'Export outside the EU',
          })
          .expect(201)
      ).body.data;
      const invoice = await call('post', '/api/invoices')
        .send(invoicePayload({ currency: 'EUR', taxRateIds: [rate.id] }))
        .expect(201);
      expect(invoice.body.data.taxes).toEqual([
        expect.objectContaining({
          id: rate.id,
          percent: 0,
          category: 'G',
          exemptionReason: 'Export outside the EU',
        }),
      ]);
      const [row] = await db().query('SELECT tax_rates FROM invoices WHERE id = $1', [
        invoice.body.data.id,
      ]);
      expect(row.tax_rates).toEqual([
        {
          id: rate.id,
          name: 'Export',
          rate: 0,
          category: 'G',
          exemptionReason: 'Export outside the EU',
        },
      ]);
    });
  });
});
