import {
  DocumentMessages,
  DocumentMoneyMessages,
  documentStrings,
  documentTotals,
  FieldCode,
  formatMoney,
  fromMinor,
  Messages,
  TaxRateMessages,
  type MoneyInput,
} from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { asBuffer } from './support/bodies';
import { plainSpaces } from './support/pdf-text';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';

const MM = DocumentMoneyMessages;
/** Intl puts no-break spaces in "1.234,56 €" and "19 %"; pdftotext and tests read them as spaces. */

/**
 * Taxes, discounts, currencies and document languages through the real api, worker,
 * PostgreSQL, Chromium and an SMTP peer. Every expected amount below is worked out by hand in
 * the comments; the property test at the end checks the server against the web's preview.
 */
describe('document money', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let dir: string;
  const rates: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    // The property test below saves many documents: room for them in a minute and in the plan.
    const env = {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://app.dealdraft.test',
      CREATES_PER_MINUTE: '1000',
    };
    ctx = await bootApp(env);
    worker = await startWorker(env);
    owner = await ctx.newUser({ name: 'Anna Schmidt' });
    other = await ctx.newUser({ name: 'Other Owner' });
    await ctx.upgrade(owner);
    await db().query(
      'UPDATE workspaces SET proposals_limit = 1000, invoices_limit = 1000 WHERE id = $1',
      [owner.workspaceId],
    );
    dir = mkdtempSync(join(tmpdir(), 'document-money-'));
    for (const [key, name, percent] of [
      ['vat19', 'MwSt.', 19],
      ['vat7', 'MwSt. ermäßigt', 7],
      ['jct', 'JCT', 10],
      ['kwd', 'VAT', 5],
      ['half', 'Half', 12.5],
    ] as const) {
      rates[key] = (
        await call('post', '/api/tax-rates').send({ name, percent }).expect(201)
      ).body.data.id;
    }
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, user = owner) =>
    ctx.http()[method](path).auth(user.token, { type: 'bearer' });
  const db = () => ctx.app.get(DataSource);

  /** The German invoice of the issue: two VAT rates, a line discount and a document discount. */
  const germanInvoice = (overrides: Record<string, unknown> = {}) =>
    invoicePayload({
      invoiceNumber: 'RE-2026-001',
      currency: 'EUR',
      language: 'de',
      clientTaxNumber: 'DE123456789',
      taxNote: 'Steuerschuldnerschaft des Leistungsempfängers',
      lineItems: [
        { description: 'Beratung', rate: 1234.56, quantity: 2, taxRateIds: [rates.vat19] },
        {
          description: 'Fachbuch',
          rate: 45,
          quantity: 3,
          discount: { percent: 10 },
          taxRateIds: [rates.vat7],
        },
      ],
      discount: { amount: 100 },
      ...overrides,
    });

  it('keeps the spec: a payload without money fields is USD, English, no tax', async () => {
    const invoice = await ctx.create(owner, 'invoices', invoicePayload());
    // 950.25 × 2 + 19.99 × 3 = 1,900.50 + 59.97 = 1,960.47
    expect(invoice).toMatchObject({
      currency: 'USD',
      language: 'en',
      pricesIncludeTax: false,
      discount: null,
      taxRateIds: [],
      subtotal: 1960.47,
      discountTotal: 0,
      taxTotal: 0,
      total: 1960.47,
      amount: 1960.47,
      taxes: [],
    });
    expect(invoice.lineItems[0]).toMatchObject({ rate: 950.25, total: 1900.5, discount: null });
  });

  it('computes the German invoice by hand: discounts before tax, each rate with its base', async () => {
    const invoice = await ctx.create(owner, 'invoices', germanInvoice());
    // Lines: 1,234.56 × 2 = 2,469.12; 45 × 3 = 135.00. Subtotal 2,604.12. The second line's
    // 10% off leaves 121.50. The €100 document discount is shared by what is left: 246912 and
    // 12150 of 259062 cents get 9531 and 468 with one cent over, which goes to the larger
    // remainder (the second line): 9531 and 469. Bases: 2,373.81 at 19% = 451.0239 → 451.02;
    // 116.81 at 7% = 8.1767 → 8.18. Discounts 13.50 + 100 = 113.50; tax 459.20;
    // total 2,604.12 − 113.50 + 459.20 = 2,949.82.
    expect(invoice).toMatchObject({
      currency: 'EUR',
      language: 'de',
      subtotal: 2604.12,
      discountTotal: 113.5,
      taxTotal: 459.2,
      total: 2949.82,
      amount: 2949.82,
      discount: { percent: null, amount: 100 },
      clientTaxNumber: 'DE123456789',
      taxes: [
        { id: rates.vat19, name: 'MwSt.', percent: 19, base: 2373.81, amount: 451.02 },
        { id: rates.vat7, name: 'MwSt. ermäßigt', percent: 7, base: 116.81, amount: 8.18 },
      ],
    });
    expect(invoice.lineItems[1]).toMatchObject({
      rate: 45,
      total: 135,
      discount: { percent: 10, amount: null },
      taxRateIds: [rates.vat7],
    });
    const [row] = await db().query(
      `SELECT currency, subtotal_minor::text, discount_minor::text, tax_minor::text,
              total_minor::text, line_items, tax_rates, discount
         FROM invoices WHERE id = $1`,
      [invoice.id],
    );
    expect(row).toMatchObject({
      currency: 'EUR',
      subtotal_minor: '260412',
      discount_minor: '11350',
      tax_minor: '45920',
      total_minor: '294982',
      discount: { amount: 10000 },
      tax_rates: [
        { id: rates.vat19, name: 'MwSt.', rate: 19000 },
        { id: rates.vat7, name: 'MwSt. ermäßigt', rate: 7000 },
      ],
    });
    expect(row.line_items[0]).toEqual({
      description: 'Beratung',
      extraDetails: null,
      unitPriceMinor: 123456,
      quantity: 2,
      taxIds: [rates.vat19],
    });
  });

  it('prints the German invoice in German: labels, "1.234,56 €", dates, the tax summary', async () => {
    const invoice = await ctx.create(
      owner,
      'invoices',
      germanInvoice({ invoiceNumber: 'RE-2026-PDF' }),
    );
    const response = await call('post', '/api/pdf/invoice')
      .send({ _id: invoice.id })
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    const file = join(dir, 'de.pdf');
    writeFileSync(file, response.body as Buffer);
    // Headings are printed in capitals (CSS), so labels are compared without case.
    const text = plainSpaces(
      execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
    ).toLowerCase();
    const de = documentStrings('de');
    for (const expected of [
      de.kind.invoice,
      de.invoiceFor('Globex Corporation'),
      de.billTo,
      de.description,
      de.subtotal,
      de.discount,
      de.total,
      de.pageOf('1', '1'),
      de.taxNumber('DE123456789'),
      'Steuerschuldnerschaft des Leistungsempfängers',
      '1. November 2096',
      '1. Dezember 2096',
      '1.234,56 €',
      '2.469,12 €',
      '2.604,12 €',
      '−113,50 €',
      plainSpaces(de.taxOn('MwSt.', '19 %', '2.373,81 €')),
      '451,02 €',
      plainSpaces(de.taxOn('MwSt. ermäßigt', '7 %', '116,81 €')),
      '8,18 €',
      '2.949,82 €',
    ])
      expect(text).toContain(expected.toLowerCase());
    // Nothing of the English template is left.
    for (const english of ['Invoice', 'Bill to', 'Subtotal', 'Page 1 of', 'Description'])
      expect(text).not.toContain(english.toLowerCase());
  });

  it('takes JPY in whole yen and refuses decimals by name', async () => {
    const base = {
      currency: 'JPY',
      lineItems: [
        {
          description: 'Design',
          rate: 1500,
          quantity: 3,
          discount: { percent: 5 },
          taxRateIds: [rates.jct],
        },
      ],
    };
    const invoice = await ctx.create(owner, 'invoices', invoicePayload(base));
    // 1,500 × 3 = 4,500 less 5% = 225 → 4,275; 10% of it is 427.5 → 428 (half up). Total 4,703.
    expect(invoice).toMatchObject({
      subtotal: 4500,
      discountTotal: 225,
      taxTotal: 428,
      total: 4703,
    });
    const refused = await call('post', '/api/invoices')
      .send(
        invoicePayload({
          ...base,
          lineItems: [{ description: 'Design', rate: 1500.5, quantity: 1 }],
        }),
      )
      .expect(400);
    const yen = MM.priceDecimals('JPY', 0);
    expect(refused.body.message).toBe(`lineItems.0.rate: ${yen}`);
    const discount = await call('post', '/api/invoices')
      .send(invoicePayload({ ...base, discount: { amount: 0.5 } }))
      .expect(400);
    expect(discount.body.message).toBe(`discount: ${yen}`);
    // Every failing field at once: each named in the message, each with its code in data.errors.
    const both = await call('post', '/api/invoices')
      .send(
        invoicePayload({
          ...base,
          lineItems: [{ description: 'Design', rate: 1500.5, quantity: 1 }],
          discount: { amount: 0.5 },
        }),
      )
      .expect(400);
    expect(both.body).toEqual({
      status: 'error',
      message: `lineItems.0.rate: ${yen}; discount: ${yen}`,
      data: {
        errors: [
          { field: 'lineItems.0.rate', code: FieldCode.TooManyDecimals, message: yen },
          { field: 'discount', code: FieldCode.TooManyDecimals, message: yen },
        ],
      },
    });
  });

  it('takes KWD to three decimals; USD keeps the spec message for a third', async () => {
    const invoice = await ctx.create(
      owner,
      'invoices',
      invoicePayload({
        currency: 'KWD',
        lineItems: [{ description: 'Hosting', rate: 12.345, quantity: 2, taxRateIds: [rates.kwd] }],
      }),
    );
    // 12.345 × 2 = 24.690; 5% = 1.2345 → 1.235 (half up); total 25.925.
    expect(invoice).toMatchObject({ subtotal: 24.69, taxTotal: 1.235, total: 25.925 });
    const four = await call('post', '/api/invoices')
      .send(
        invoicePayload({
          currency: 'KWD',
          lineItems: [{ description: 'x', rate: 1.2345, quantity: 1 }],
        }),
      )
      .expect(400);
    expect(four.body.message).toBe(`lineItems.0.rate: ${MM.priceDecimals('KWD', 3)}`);
    const usd = await call('post', '/api/invoices')
      .send(invoicePayload({ lineItems: [{ description: 'x', rate: 1.005, quantity: 1 }] }))
      .expect(400);
    expect(usd.body.message).toBe(`lineItems.0.rate: ${DocumentMessages.priceDecimals}`);
  });

  it('keeps the tax inside inclusive prices and adds it to exclusive ones', async () => {
    const lines = [{ description: 'Workshop', rate: 119, quantity: 1, taxRateIds: [rates.vat19] }];
    const inclusive = await ctx.create(
      owner,
      'invoices',
      invoicePayload({ currency: 'EUR', pricesIncludeTax: true, lineItems: lines }),
    );
    // 119.00 with 19% inside: base 119 / 1.19 = 100.00, tax 19.00, the client pays 119.00.
    expect(inclusive).toMatchObject({
      subtotal: 119,
      taxTotal: 19,
      total: 119,
      pricesIncludeTax: true,
    });
    expect(inclusive.taxes[0]).toMatchObject({ base: 100, amount: 19 });
    const exclusive = await ctx.create(
      owner,
      'invoices',
      invoicePayload({ currency: 'EUR', lineItems: lines }),
    );
    // 119.00 plus 19%: 22.61 on top, 141.61.
    expect(exclusive).toMatchObject({ subtotal: 119, taxTotal: 22.61, total: 141.61 });
  });

  it('with prices including tax, stores and prints base + taxes = total to the cent (EN 16931 BR-CO-15)', async () => {
    const user = await ctx.newUser();
    await ctx.upgrade(user);
    const rate = async (name: string, percent: number) =>
      (await call('post', '/api/tax-rates', user).send({ name, percent }).expect(201)).body.data
        .id as string;
    const [vat, gst, qst] = [await rate('VAT', 20), await rate('GST', 5), await rate('QST', 9.975)];
    const pdfText = async (id: string, name: string) => {
      const response = await call('post', '/api/pdf/invoice', user)
        .send({ _id: id })
        .buffer(true)
        .parse(asBuffer)
        .expect(200);
      const file = join(dir, name);
      writeFileSync(file, response.body as Buffer);
      return plainSpaces(
        execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
      );
    };
    const en = documentStrings('en');
    const money = (amount: number, currency: string) => formatMoney(amount, currency, en.locale);

    // EUR 10.05 with 20 % inside: the tax 1.675 rounds to 1.68, the base is what is left, 8.37
    // (rounding 8.375 on its own gave 8.38, and 8.38 + 1.68 = 10.06).
    const eur = await ctx.create(
      user,
      'invoices',
      invoicePayload({
        currency: 'EUR',
        language: 'en',
        pricesIncludeTax: true,
        lineItems: [{ description: 'Print', rate: 10.05, quantity: 1, taxRateIds: [vat] }],
      }),
    );
    expect(eur).toMatchObject({ total: 10.05, taxTotal: 1.68 });
    expect(eur.taxes).toEqual([expect.objectContaining({ base: 8.37, amount: 1.68 })]);
    const eurText = await pdfText(eur.id, 'inclusive-eur.pdf');
    expect(eurText).toContain(plainSpaces(en.taxOn('VAT', '20%', money(8.37, 'EUR'))));
    expect(eurText).toContain(money(1.68, 'EUR'));
    expect(eurText).toContain(money(10.05, 'EUR'));
    expect(eurText).not.toContain(money(8.38, 'EUR'));

    // CAD 35.00 + 35.00 + 70.38 with GST and QST inside, rounded per line: GST 1.52 + 1.52 +
    // 3.06 = 6.10, QST 3.04 + 3.04 + 6.11 = 12.19, each line's base its price less both:
    // 30.44 + 30.44 + 61.21 = 122.09, and 122.09 + 6.10 + 12.19 = 140.38.
    await call('put', '/api/workspace', user)
      .send({ name: 'Québec Ltd', roundingScope: 'line', roundingMethod: 'half-up' })
      .expect(200);
    const cad = await ctx.create(
      user,
      'invoices',
      invoicePayload({
        currency: 'CAD',
        language: 'en',
        pricesIncludeTax: true,
        lineItems: [35, 35, 70.38].map((price) => ({
          description: 'Session',
          rate: price,
          quantity: 1,
          taxRateIds: [gst, qst],
        })),
      }),
    );
    expect(cad).toMatchObject({ total: 140.38, taxTotal: 18.29 });
    expect(cad.taxes.map((t: { base: number; amount: number }) => [t.base, t.amount])).toEqual([
      [122.09, 6.1],
      [122.09, 12.19],
    ]);
    const cadText = await pdfText(cad.id, 'inclusive-cad.pdf');
    expect(cadText).toContain(plainSpaces(en.taxOn('GST', '5%', money(122.09, 'CAD'))));
    expect(cadText).toContain(plainSpaces(en.taxOn('QST', '9.975%', money(122.09, 'CAD'))));
    expect(cadText).toContain(money(140.38, 'CAD'));
  });

  it('rounds by the workspace rule: per line or on the total, half up or half to even', async () => {
    const user = await ctx.newUser();
    await ctx.upgrade(user);
    const vat = (
      await call('post', '/api/tax-rates', user).send({ name: 'VAT', percent: 19 }).expect(201)
    ).body.data.id;
    const half = (
      await call('post', '/api/tax-rates', user).send({ name: 'Half', percent: 12.5 }).expect(201)
    ).body.data.id;
    const threeLines = invoicePayload({
      lineItems: [1, 2, 3].map((n) => ({
        description: `L${n}`,
        rate: 0.13,
        quantity: 1,
        taxRateIds: [vat],
      })),
    });
    const oneEighth = invoicePayload({
      lineItems: [{ description: 'x', rate: 1, quantity: 1, taxRateIds: [half] }],
    });
    const settings = async (roundingScope: string, roundingMethod: string) =>
      call('put', '/api/workspace', user)
        .send({ name: 'Rounding Ltd', roundingScope, roundingMethod })
        .expect(200);

    // 19% of 0.13 is 0.0247 a line. On the total: 0.0741 → 0.07; per line: 0.02 × 3 = 0.06.
    expect((await ctx.create(user, 'invoices', threeLines)).taxTotal).toBe(0.07);
    // 12.5% of 1.00 is 0.125: half up 0.13, half to even 0.12.
    expect((await ctx.create(user, 'invoices', oneEighth)).taxTotal).toBe(0.13);
    await settings('line', 'half-even');
    expect((await ctx.create(user, 'invoices', threeLines)).taxTotal).toBe(0.06);
    expect((await ctx.create(user, 'invoices', oneEighth)).taxTotal).toBe(0.12);
    const bad = await call('put', '/api/workspace', user)
      .send({ name: 'Rounding Ltd', roundingScope: 'each', currency: 'EURO' })
      .expect(400);
    expect(bad.body.message).toContain(`roundingScope: Must be line or total`);
    expect(bad.body.message).toContain(`currency: ${MM.currency}`);
  });

  it('defaults currency and language from the client, then the workspace; an update keeps them', async () => {
    const user = await ctx.newUser();
    await ctx.upgrade(user);
    await call('put', '/api/workspace', user)
      .send({ name: 'Atelier', currency: 'eur', language: 'fr' })
      .expect(200);
    const fromWorkspace = await ctx.create(user, 'proposals', proposalPayload());
    expect(fromWorkspace).toMatchObject({ currency: 'EUR', language: 'fr' });

    const client = (
      await call('post', '/api/clients', user)
        .send({
          name: 'Zürich AG',
          email: 'ap@zuerich.example',
          currency: 'CHF',
          language: 'de',
          taxNumber: 'CHE-123.456.789',
        })
        .expect(201)
    ).body.data;
    const fromClient = await ctx.create(
      user,
      'invoices',
      invoicePayload({ clientId: client.id, clientEmail: 'ap@zuerich.example' }),
    );
    expect(fromClient).toMatchObject({
      currency: 'CHF',
      language: 'de',
      clientTaxNumber: 'CHE-123.456.789',
    });

    // A PUT written to the spec (no money fields) keeps the invoice's currency and language.
    const updated = (
      await call('put', `/api/invoices/${fromClient.id}`, user)
        .send(invoicePayload({ clientEmail: 'ap@zuerich.example' }))
        .expect(200)
    ).body.data;
    expect(updated).toMatchObject({ currency: 'CHF', language: 'de' });
    const typed = await ctx.create(
      user,
      'invoices',
      invoicePayload({ clientId: client.id, currency: 'GBP', language: 'en' }),
    );
    expect(typed).toMatchObject({ currency: 'GBP', language: 'en' });

    for (const [body, message] of [
      [{ currency: 'XYZ' }, `currency: ${MM.currency}`],
      [{ language: 'tlh' }, 'language: Choose one of en, de, fr, es, pt, it, nl, pl'],
      [{ discount: { percent: 10, amount: 5 } }, `discount: ${MM.discountOneOf}`],
      [{ discount: { percent: 100.0001 } }, `discount.percent: ${MM.discountPercent}`],
      [{ discount: { amount: 5000 } }, `discount.amount: ${MM.discountTooLarge}`],
    ] as const) {
      const response = await call('post', '/api/invoices', user)
        .send(invoicePayload(body))
        .expect(400);
      expect(response.body.message).toBe(message);
    }
  });

  it("refuses another workspace's, unknown, repeated or archived tax rates by field", async () => {
    const foreign = (
      await call('post', '/api/tax-rates', other).send({ name: 'Theirs', percent: 10 }).expect(201)
    ).body.data.id;
    const line = (taxRateIds: string[]) => ({
      description: 'x',
      rate: 10,
      quantity: 1,
      taxRateIds,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ lineItems: [line([foreign])] }, `lineItems.0.taxRateIds: ${MM.taxRateNotFound}`],
      [{ taxRateIds: [foreign] }, `taxRateIds: ${MM.taxRateNotFound}`],
      [
        { lineItems: [line([rates.vat19, rates.vat19])] },
        `lineItems.0.taxRateIds: ${MM.taxRateRepeated}`,
      ],
      [
        { lineItems: [line([rates.vat19, rates.vat7, rates.jct])] },
        `lineItems.0.taxRateIds: ${MM.taxRatesMax}`,
      ],
      [
        { lineItems: [line(['not-a-uuid'])] },
        `lineItems.0.taxRateIds: ${Messages.validation.invalidId}`,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('post', '/api/invoices').send(invoicePayload(body)).expect(400);
      expect(response.body.message).toBe(message);
    }
    const archived = (
      await call('post', '/api/tax-rates').send({ name: 'Old', percent: 16 }).expect(201)
    ).body.data.id;
    const kept = await ctx.create(
      owner,
      'invoices',
      invoicePayload({ lineItems: [line([archived])] }),
    );
    await call('post', `/api/tax-rates/${archived}/archive`).expect(201);
    const refused = await call('post', '/api/invoices')
      .send(invoicePayload({ lineItems: [line([archived])] }))
      .expect(400);
    expect(refused.body.message).toBe(`lineItems.0.taxRateIds: ${MM.taxRateArchived}`);
    // The invoice that has it keeps it through an edit, at the rate it was issued with.
    await call('put', `/api/tax-rates/${archived}`).send({ name: 'Old', percent: 20 }).expect(200);
    const edited = (
      await call('put', `/api/invoices/${kept.id}`)
        .send(invoicePayload({ lineItems: [line([archived])], notes: 'edited' }))
        .expect(200)
    ).body.data;
    expect(edited.taxes).toEqual([
      {
        id: archived,
        name: 'Old',
        percent: 16,
        category: 'S',
        exemptionReason: null,
        base: 10,
        amount: 1.6,
      },
    ]);
  });

  it('refuses deleting a tax rate a document uses; an unused one goes', async () => {
    const used = (
      await call('post', '/api/tax-rates').send({ name: 'Used', percent: 3 }).expect(201)
    ).body.data.id;
    const unused = (
      await call('post', '/api/tax-rates').send({ name: 'Unused', percent: 4 }).expect(201)
    ).body.data.id;
    await ctx.create(owner, 'proposals', proposalPayload({ taxRateIds: [used] }));
    const refused = await call('delete', `/api/tax-rates/${used}`).expect(409);
    expect(refused.body.message).toBe(TaxRateMessages.inUse);
    await call('delete', `/api/tax-rates/${unused}`).expect(200);
    const [{ n }] = await db().query('SELECT count(*)::int AS n FROM tax_rates WHERE id = $1', [
      used,
    ]);
    expect(n).toBe(1);
  });

  it("carries an accepted proposal's currency, discounts and taxes into its invoice", async () => {
    const proposal = await ctx.create(
      owner,
      'proposals',
      proposalPayload({
        currency: 'EUR',
        language: 'de',
        companyTaxNumber: 'DE999999999',
        services: [
          { description: 'Beratung', price: 1000, quantity: 1, taxRateIds: [rates.vat19] },
        ],
        discount: { percent: 10 },
      }),
    );
    // 1,000 less 10% = 900; 19% = 171; total 1,071.
    expect(proposal).toMatchObject({ value: 1071, total: 1071, discountTotal: 100, taxTotal: 171 });
    await call('put', `/api/proposals/${proposal.id}`)
      .send(
        proposalPayload({
          status: 'accepted',
          services: [
            { description: 'Beratung', price: 1000, quantity: 1, taxRateIds: [rates.vat19] },
          ],
        }),
      )
      .expect(200);
    const invoice = (await call('post', `/api/proposals/${proposal.id}/invoice`).expect(201)).body
      .data;
    expect(invoice).toMatchObject({
      currency: 'EUR',
      language: 'de',
      businessNumber: 'DE999999999',
      discount: { percent: 10, amount: null },
      total: 1071,
      taxes: [{ id: rates.vat19, name: 'MwSt.', percent: 19, base: 900, amount: 171 }],
    });
    expect(invoice.lineItems[0]).toMatchObject({ rate: 1000, taxRateIds: [rates.vat19] });
  });

  it('writes the client e-mail and the client page in the document language', async () => {
    const invoice = await ctx.create(
      owner,
      'invoices',
      germanInvoice({ invoiceNumber: 'RE-2026-MAIL', clientEmail: 'buchhaltung@kunde.example' }),
    );
    const de = documentStrings('de');
    const queued = await call('post', `/api/invoices/${invoice.id}/send`).expect(202);
    expect(queued.body.data.subject).toBe(de.email.subject('invoice', null, 'RE-2026-MAIL'));
    const message = await (async () => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const found = smtp.messages.find((m) => m.subject === queued.body.data.subject);
        if (found || Date.now() > deadline) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const text = plainSpaces(message!.text ?? '');
    expect(text).toContain(de.email.greeting('Globex Corporation'));
    expect(text).toContain(plainSpaces(de.email.amountDue('2.949,82 €', '1. Dezember 2096')));
    expect(text).toContain(de.email.regards);

    const link = await ctx.graphql<{ createClientLink: { url: string } }>(
      `mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }`,
      { input: { documentKind: 'invoice', documentId: invoice.id } },
      owner.token,
    );
    const token = link.data!.createClientLink.url.split('/').pop();
    const page = await ctx.graphql<{
      clientDocument: {
        language: string;
        currency: string;
        title: string;
        summary: { subtotal: number; discount: number; taxes: { name: string; amount: number }[] };
        lines: { discount: string | null }[];
      };
    }>(
      `query($token: String!) { clientDocument(token: $token) {
         language currency title
         summary { subtotal discount taxes { name amount } }
         lines { discount } } }`,
      { token },
    );
    expect(page.data?.clientDocument).toMatchObject({
      language: 'de',
      currency: 'EUR',
      title: de.invoiceFor('Globex Corporation'),
      summary: {
        subtotal: 2604.12,
        discount: 113.5,
        taxes: [
          { name: 'MwSt.', amount: 451.02 },
          { name: 'MwSt. ermäßigt', amount: 8.18 },
        ],
      },
    });
    expect(plainSpaces(page.data!.clientDocument.lines[1].discount!)).toBe('−10 %');
  });

  it('never adds currencies together in the stats or on the client page', async () => {
    const user = await ctx.newUser();
    await ctx.upgrade(user);
    await call('put', '/api/workspace', user).send({ name: 'Mixed', currency: 'EUR' }).expect(200);
    const line = (rate: number) => [{ description: 'x', rate, quantity: 1 }];
    const client = (
      await call('post', '/api/clients', user)
        .send({ name: 'Tokyo KK', email: 'kk@tokyo.example', currency: 'JPY' })
        .expect(201)
    ).body.data;
    await ctx.create(user, 'invoices', invoicePayload({ lineItems: line(100.5) })); // EUR
    await ctx.create(user, 'invoices', invoicePayload({ currency: 'EUR', lineItems: line(20) }));
    await ctx.create(
      user,
      'invoices',
      invoicePayload({ clientId: client.id, lineItems: line(5000) }),
    );
    await ctx.create(
      user,
      'proposals',
      proposalPayload({
        currency: 'USD',
        services: line(70).map(({ rate, ...l }) => ({ ...l, price: rate })),
      }),
    );
    const stats = (await call('get', '/api/stats', user).expect(200)).body.data;
    expect(stats).toMatchObject({
      currency: 'EUR',
      invoicesTotalAmount: 120.5,
      proposalsTotalValue: 0,
      otherCurrencies: [
        { currency: 'JPY', invoicesTotalAmount: 5000, invoicesCount: 1, proposalsCount: 0 },
        { currency: 'USD', proposalsTotalValue: 70, proposalsCount: 1, invoicesCount: 0 },
      ],
    });
    const summary = (await call('get', `/api/clients/${client.id}/summary`, user).expect(200)).body
      .data;
    expect(summary.totals).toMatchObject({ currency: 'JPY', proposed: 0 });
    expect(summary.invoices[0]).toMatchObject({ currency: 'JPY', total: 5000 });
  });

  it('answers what the web preview computes, for random documents (fast-check)', async () => {
    const taxRates = [
      { id: rates.vat19, name: 'MwSt.', percent: 19 },
      { id: rates.vat7, name: 'MwSt. ermäßigt', percent: 7 },
      { id: rates.half, name: 'Half', percent: 12.5 },
    ];
    const cents = fc.integer({ min: 100, max: 2_000_000 });
    // Every line costs at least 1.00 and keeps at least a tenth after its own discount, so the
    // amounts off (at most 1.00 a line, 0.10 on the document) are never refused as too large.
    const discount = (maxAmountCents: number) =>
      fc.option(
        fc.oneof(
          fc.record({ percent: fc.integer({ min: 0, max: 90_000 }).map((t) => t / 1000) }),
          fc.record({ amount: fc.integer({ min: 0, max: maxAmountCents }).map((c) => c / 100) }),
        ),
        { nil: undefined },
      );
    const line = fc.record({
      price: cents.map((c) => c / 100),
      quantity: fc.integer({ min: 1, max: 20 }),
      discount: discount(90),
      taxRateIds: fc.subarray(
        taxRates.map((r) => r.id),
        { maxLength: 2 },
      ),
    });
    const document = fc.record({
      lines: fc.array(line, { minLength: 1, maxLength: 4 }),
      taxRateIds: fc.subarray(
        taxRates.map((r) => r.id),
        { maxLength: 1 },
      ),
      discount: discount(10),
      pricesIncludeTax: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(document, async (doc) => {
        const { lines } = doc;
        const preview = documentTotals({
          currency: 'EUR',
          lines,
          taxRates,
          taxRateIds: doc.taxRateIds,
          discount: doc.discount,
          pricesIncludeTax: doc.pricesIncludeTax,
        } satisfies MoneyInput);
        const saved = await ctx.create(
          owner,
          'invoices',
          invoicePayload({
            currency: 'EUR',
            lineItems: lines.map((l, i) => ({
              description: `Line ${i + 1}`,
              rate: l.price,
              quantity: l.quantity,
              discount: l.discount ?? null,
              taxRateIds: l.taxRateIds,
            })),
            taxRateIds: doc.taxRateIds,
            discount: doc.discount ?? null,
            pricesIncludeTax: doc.pricesIncludeTax,
          }),
        );
        const eur = (minor: bigint) => fromMinor(minor, 'EUR');
        expect(saved.subtotal).toBe(eur(preview.subtotal));
        expect(saved.discountTotal).toBe(eur(preview.discount));
        expect(saved.taxTotal).toBe(eur(preview.tax));
        expect(saved.total).toBe(eur(preview.total));
        expect(
          saved.taxes.map((t: { amount: number; base: number }) => [t.base, t.amount]),
        ).toEqual(preview.taxes.map((t) => [eur(t.base), eur(t.tax)]));
      }),
      { numRuns: 40 },
    );
  });
});
