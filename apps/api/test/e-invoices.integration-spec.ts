import { PDFArray, PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { EInvoiceMessages, FieldCode } from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DataSource } from 'typeorm';
import { EInvoiceValidationService } from '../src/e-invoices/validation/e-invoice-validation.service';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';
import { asBuffer } from './support/bodies';
import { clientLinkToken, recordPayment } from './support/payments';
import { plainSpaces } from './support/pdf-text';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';

jest.setTimeout(180_000);

/**
 * E-invoices through the running app: a German invoice under the workspace's XRechnung setting
 * is refused until the workspace's address and IBAN are filled in (readiness lists exactly what
 * is missing, the send says it), then its XRechnung UBL and CII pass the official rules, its
 * PDF (downloaded, e-mailed by the worker, and from the client page) is a Factur-X PDF/A-3 whose
 * embedded totals are the printed ones; a deposit invoice, its final invoice and a credit note
 * have their own e-invoices.
 */
describe('e-invoices', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;
  let clientId: string;
  let invoiceId: string;
  const dir = mkdtempSync(join(tmpdir(), 'e-invoices-'));
  const validator = new EInvoiceValidationService();

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dealdraft <billing@dealdraft.test>',
      PUBLIC_URL: 'https://app.dealdraft.test',
    };
    ctx = await bootApp(env);
    worker = await startWorker(env);
    owner = await ctx.newUser({ name: 'Nora Nord' });
    await ctx.upgrade(owner);
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const auth = { type: 'bearer' } as const;
  const http = () => ctx.http();
  const get = (path: string) => http().get(path).auth(owner.token, auth).buffer(true);
  const call = (method: 'post' | 'put', path: string) =>
    http()[method](path).auth(owner.token, auth);
  const pdfOf = async (response: Promise<{ body: unknown }>) => (await response).body as Buffer;
  const downloadPdf = () =>
    pdfOf(
      call('post', '/api/pdf/invoice')
        .send({ id: invoiceId })
        .buffer(true)
        .parse(asBuffer)
        .expect(200),
    );

  /** The file pdfdetach lists, the embedded XML, the printed text and the PDF/A-3 markers. */
  async function facturX(pdf: Buffer) {
    const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, pdf);
    const listed = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    const text = plainSpaces(
      execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
    );
    const meta = execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' });
    // The first page as pixels, and the QR code a banking app would read from it.
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '200',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      file,
    ]);
    const page = PNG.sync.read(readFileSync(`${file}.png`));
    const qr = jsQR(new Uint8ClampedArray(page.data), page.width, page.height)?.data ?? null;
    const doc = await PDFDocument.load(pdf);
    const attachments = doc.getAttachments();
    const intents = doc.catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray);
    return {
      listed,
      text,
      meta,
      qr,
      attachments: attachments.map((a) => ({ name: a.name, relationship: a.afRelationship })),
      xml: attachments[0] ? new TextDecoder().decode(attachments[0].data) : '',
      outputIntent: intents?.lookup(0, PDFDict).get(PDFName.of('S'))?.toString(),
    };
  }

  /** 1428.00 → "1.428,00", as the German PDF prints it. */
  const german = (decimal: string) =>
    Number(decimal).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const ciiAmount = (xml: string, element: string) =>
    xml.match(new RegExp(`<ram:${element}(?: [^>]*)?>([\\d.]+)</ram:${element}>`))?.[1];

  it('lists what the invoice lacks, refuses to send it, then sends a valid XRechnung', async () => {
    await call('put', '/api/workspace')
      .send({ name: 'Studio Nord', eInvoiceFormat: 'xrechnung', taxNumber: 'DE123456789' })
      .expect(200);
    const vat = (
      await call('post', '/api/tax-rates').send({ name: 'USt 19%', percent: 19 }).expect(201)
    ).body.data;
    clientId = (
      await call('post', '/api/clients')
        .send({
          name: 'Stadt Köln',
          email: 'rechnung@stadt.example',
          address: 'Marktplatz 1',
          postalCode: '50667',
          city: 'Köln',
          countryCode: 'DE',
          buyerReference: '04011000-12345-34',
        })
        .expect(201)
    ).body.data.id;
    invoiceId = (
      await ctx.create(
        owner,
        'invoices',
        invoicePayload({
          clientId,
          clientName: 'Stadt Köln',
          clientEmail: 'rechnung@stadt.example',
          clientAddress: 'Marktplatz 1',
          businessName: 'Studio Nord',
          businessAddress: 'Hafenstraße 5',
          businessNumber: 'DE123456789',
          invoiceNumber: 'RE-2096-7',
          currency: 'EUR',
          language: 'de',
          serviceDate: '2096-10-30',
          lineItems: [
            { description: 'Design-Workshop', rate: 600, quantity: 2, taxRateIds: [vat.id] },
          ],
        }),
      )
    ).id;

    // What is missing, exactly, on the fields to fix, over REST and GraphQL.
    const missing = [
      {
        rule: 'BR-DE-4',
        field: 'workspace.postalCode',
        message: 'BR-DE-4: add your postal code under Workspace → Settings',
      },
      {
        rule: 'BR-DE-3',
        field: 'workspace.city',
        message: 'BR-DE-3: add your city under Workspace → Settings',
      },
      {
        rule: 'BR-9',
        field: 'workspace.countryCode',
        message: 'BR-9: add your country under Workspace → Settings',
      },
      {
        rule: 'BR-DE-23-a',
        field: 'workspace.iban',
        message: 'BR-DE-23-a: add your IBAN under Workspace → Bank details',
      },
    ];
    const readiness = await get(`/api/invoices/${invoiceId}/e-invoice/readiness`).expect(200);
    expect(readiness.body).toEqual({
      status: 'success',
      message: EInvoiceMessages.readinessFetched,
      data: { setting: 'xrechnung', ready: false, checks: missing },
    });
    const gqlReadiness = await ctx.graphql(
      'query($id: ID!) { invoiceEInvoiceReadiness(id: $id) { setting ready checks { rule field message } } }',
      { id: invoiceId },
      owner.token,
    );
    expect(gqlReadiness.data).toEqual({
      invoiceEInvoiceReadiness: { setting: 'xrechnung', ready: false, checks: missing },
    });

    // The send is refused, with every check on its field, and nothing is queued.
    const refusal = `This invoice cannot be sent as XRechnung yet: ${missing[0].message}`;
    const fields = missing.map(({ field, message }) => ({
      field,
      code: FieldCode.EInvoiceCheck,
      message,
    }));
    const refused = await call('post', `/api/invoices/${invoiceId}/send`).send({}).expect(400);
    expect(refused.body).toMatchObject({ message: refusal, data: { errors: fields } });
    const gqlRefused = await ctx.graphql(
      'mutation($id: ID!) { sendInvoice(id: $id) { id } }',
      { id: invoiceId },
      owner.token,
    );
    expect(gqlRefused.errors?.[0]).toMatchObject({
      message: refusal,
      extensions: { code: 'VALIDATION_FAILED', fields },
    });
    const db = ctx.app.get(DataSource);
    expect(
      await db.query('SELECT count(*)::int AS n FROM email_sends WHERE document_id = $1', [
        invoiceId,
      ]),
    ).toEqual([{ n: 0 }]);
    // The XML is refused likewise; an unknown format is refused by its name.
    const xmlRefused = await get(`/api/invoices/${invoiceId}/e-invoice`).expect(400);
    expect(xmlRefused.body.message).toBe(
      `This invoice cannot be written as XRechnung (UBL) yet: ${missing[0].message}`,
    );
    const badFormat = await get(`/api/invoices/${invoiceId}/e-invoice?format=zugferd`).expect(400);
    expect(badFormat.body.data.errors).toEqual([
      { field: 'format', code: FieldCode.EInvoiceFormat, message: EInvoiceMessages.format },
    ]);
    // Until ready, the PDF stays a plain one.
    expect((await facturX(await downloadPdf())).attachments).toEqual([]);

    // Filled in through the API: ready.
    await call('put', '/api/workspace')
      .send({
        name: 'Studio Nord',
        eInvoiceFormat: 'xrechnung',
        taxNumber: 'DE123456789',
        address: 'Hafenstraße 5',
        postalCode: '20457',
        city: 'Hamburg',
        countryCode: 'DE',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        invoiceOnAccept: true,
      })
      .expect(200);
    expect(
      (await get(`/api/invoices/${invoiceId}/e-invoice/readiness`).expect(200)).body.data,
    ).toEqual({
      setting: 'xrechnung',
      ready: true,
      checks: [],
    });

    // XRechnung UBL (the default) and CII, over REST and GraphQL, pass the official rules.
    const ubl = await get(`/api/invoices/${invoiceId}/e-invoice`)
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    expect(ubl.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(ubl.headers['content-disposition']).toBe(
      'attachment; filename="RE-2096-7-xrechnung-ubl.xml"',
    );
    const ublXml = (ubl.body as Buffer).toString('utf8');
    expect(ublXml).toContain('<cbc:BuyerReference>04011000-12345-34</cbc:BuyerReference>');
    expect(ublXml).toContain('<cbc:PayableAmount currencyID="EUR">1428.00</cbc:PayableAmount>');
    const cii = await ctx.graphql<{
      invoiceEInvoice: { filename: string; contentType: string; xml: string };
    }>(
      'query($id: ID!) { invoiceEInvoice(id: $id, format: XRECHNUNG_CII) { filename contentType xml } }',
      { id: invoiceId },
      owner.token,
    );
    expect(cii.data?.invoiceEInvoice).toMatchObject({
      filename: 'RE-2096-7-xrechnung-cii.xml',
      contentType: 'application/xml',
    });
    for (const [xml, syntax] of [
      [ublXml, 'UBL'],
      [cii.data!.invoiceEInvoice.xml, 'CII'],
    ] as const) {
      const result = await validator.validate(xml, { syntax, profile: 'XRECHNUNG' });
      expect(result.errors).toEqual([]);
    }

    // Sent: the e-mailed PDF carries the XRechnung CII, with the printed totals.
    const before = smtp.messages.length;
    await call('post', `/api/invoices/${invoiceId}/send`).send({}).expect(202);
    const [message] = (await smtp.waitForMessages(before + 1, 60_000)).slice(before);
    const mailed = await facturX(message.attachments[0].content);
    expect(mailed.listed).toContain('xrechnung.xml');
    expect(mailed.attachments).toEqual([{ name: 'xrechnung.xml', relationship: 'Alternative' }]);
    expect(mailed.meta).toContain('<fx:ConformanceLevel>XRECHNUNG</fx:ConformanceLevel>');
    expect(mailed.meta).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(mailed.outputIntent).toBe('/GTS_PDFA1');
    const totals = {
      net: ciiAmount(mailed.xml, 'TaxBasisTotalAmount'),
      tax: ciiAmount(mailed.xml, 'TaxTotalAmount'),
      total: ciiAmount(mailed.xml, 'GrandTotalAmount'),
      due: ciiAmount(mailed.xml, 'DuePayableAmount'),
    };
    expect(totals).toEqual({ net: '1200.00', tax: '228.00', total: '1428.00', due: '1428.00' });
    for (const amount of Object.values(totals)) expect(mailed.text).toContain(german(amount!));
    // And the EPC QR code (GiroCode) of what is due, as a banking app reads it off the page.
    expect(mailed.qr).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nStudio Nord\nDE89370400440532013000\nEUR1428.00\n\n\nRE-2096-7',
    );

    // The client's own setting wins: Factur-X, in the downloaded PDF (no stale copy).
    await call('put', `/api/clients/${clientId}`)
      .send({
        name: 'Stadt Köln',
        email: 'rechnung@stadt.example',
        address: 'Marktplatz 1',
        postalCode: '50667',
        city: 'Köln',
        countryCode: 'DE',
        buyerReference: '04011000-12345-34',
        eInvoiceFormat: 'factur-x',
      })
      .expect(200);
    const downloaded = await facturX(await downloadPdf());
    expect(downloaded.attachments).toEqual([{ name: 'factur-x.xml', relationship: 'Alternative' }]);
    expect(downloaded.listed).toContain('factur-x.xml');
    expect(downloaded.meta).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(ciiAmount(downloaded.xml, 'GrandTotalAmount')).toBe('1428.00');
    expect(downloaded.text).toContain(german('1428.00'));

    // The client page offers the XML, and serves it.
    const token = await clientLinkToken(ctx, owner, invoiceId);
    const page = (await http().get(`/api/client/${token}`).expect(200)).body.data;
    expect(page.eInvoice).toEqual({
      filename: 'RE-2096-7-factur-x.xml',
      url: `/api/client/${token}/e-invoice`,
    });
    const clientXml = await http().get(page.eInvoice.url).buffer(true).parse(asBuffer).expect(200);
    expect(clientXml.headers['content-disposition']).toBe(
      'attachment; filename="RE-2096-7-factur-x.xml"',
    );
    expect((clientXml.body as Buffer).toString('utf8')).toMatch(
      /<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>urn:cen\.eu:en16931:2017<\/ram:ID>/,
    );
  });

  it('writes a deposit invoice, its final invoice deducting the deposit paid, and a credit note', async () => {
    const vat = (await get('/api/tax-rates').expect(200)).body.data.find(
      (rate: { name: string }) => rate.name === 'USt 19%',
    );
    const made = await call('post', '/api/proposals').send(
      proposalPayload({
        status: 'sent',
        clientId,
        clientName: 'Stadt Köln',
        clientCompany: 'Stadt Köln',
        clientEmail: 'rechnung@stadt.example',
        clientAddress: 'Marktplatz 1',
        companyName: 'Studio Nord',
        companyAddress: 'Hafenstraße 5',
        currency: 'EUR',
        language: 'de',
        services: [{ description: 'Website', price: 1000, quantity: 1, taxRateIds: [vat.id] }],
        deposit: { percent: 30, amount: null },
      }),
    );
    expect(made.status).toBe(201);
    const proposal = made.body.data;
    const token = await clientLinkToken(ctx, owner, proposal.id, 'proposal');
    const { version } = (await http().get(`/api/client/${token}`).expect(200)).body.data;
    await http()
      .post(`/api/client/${token}/accept`)
      .set('x-forwarded-for', '198.51.100.77')
      .send({ fullName: 'Hank Scorpio', version })
      .expect(200);
    const db = ctx.app.get(DataSource);
    const [deposit] = await db.query(
      'SELECT id, invoice_number, buyer_reference FROM invoices WHERE deposit_for_proposal_id = $1',
      [proposal.id],
    );
    const [final] = await db.query(
      'SELECT id, buyer_reference FROM invoices WHERE proposal_id = $1',
      [proposal.id],
    );
    // Both take the client's buyer reference.
    expect([deposit.buyer_reference, final.buyer_reference]).toEqual([
      '04011000-12345-34',
      '04011000-12345-34',
    ]);
    await recordPayment(ctx, owner, deposit.id, { amount: 357 }).expect(201);

    const depositXml = (
      await get(`/api/invoices/${deposit.id}/e-invoice?format=factur-x`).expect(200)
    ).text;
    expect(depositXml).toContain('<ram:TypeCode>386</ram:TypeCode>');
    expect(ciiAmount(depositXml, 'GrandTotalAmount')).toBe('357.00');
    expect(ciiAmount(depositXml, 'TaxTotalAmount')).toBe('57.00');

    // The final invoice states the date of service before it is written.
    const finalRefused = await get(`/api/invoices/${final.id}/e-invoice?format=factur-x`).expect(
      400,
    );
    expect(finalRefused.body.data.errors).toEqual([
      {
        field: 'invoice.serviceDate',
        code: FieldCode.EInvoiceCheck,
        message: 'BT-72: add the date of service or the service period to the invoice',
      },
    ]);
    await db.query(`UPDATE invoices SET service_date = '2096-11-20' WHERE id = $1`, [final.id]);
    const finalXml = (await get(`/api/invoices/${final.id}/e-invoice?format=factur-x`).expect(200))
      .text;
    expect(finalXml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(ciiAmount(finalXml, 'GrandTotalAmount')).toBe('1190.00');
    expect(ciiAmount(finalXml, 'TotalPrepaidAmount')).toBe('357.00');
    expect(ciiAmount(finalXml, 'DuePayableAmount')).toBe('833.00');
    expect(
      (await validator.validate(finalXml, { syntax: 'CII', profile: 'EN16931' })).errors,
    ).toEqual([]);
    // Its PDF states the VAT inside the deposit it deducts: 57.00 of 357.00 at 19 %.
    const finalPdf = await pdfOf(
      call('post', '/api/pdf/invoice')
        .send({ id: final.id })
        .buffer(true)
        .parse(asBuffer)
        .expect(200),
    );
    expect((await facturX(finalPdf)).text).toContain(
      `Abzüglich Anzahlung, Rechnung ${deposit.invoice_number} (darin USt 57,00 €)`,
    );

    // A credit note of part of the first invoice: its own 381, referring to that invoice.
    const note = (
      await call('post', `/api/invoices/${invoiceId}/credit-notes`)
        .send({ amount: 119, reason: 'Nachlass' })
        .expect(201)
    ).body.data.creditNote;
    const noteXml = await get(`/api/credit-notes/${note.id}/e-invoice?format=xrechnung-ubl`).expect(
      200,
    );
    expect(noteXml.headers['content-disposition']).toBe(
      `attachment; filename="${note.creditNoteNumber}-xrechnung-ubl.xml"`,
    );
    expect(noteXml.text).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(noteXml.text).toContain('<cbc:ID>RE-2096-7</cbc:ID>');
    expect(noteXml.text).toContain(
      '<cbc:PayableAmount currencyID="EUR">119.00</cbc:PayableAmount>',
    );
    expect(
      (await validator.validate(noteXml.text, { syntax: 'UBL', profile: 'XRECHNUNG' })).errors,
    ).toEqual([]);
  });
});
