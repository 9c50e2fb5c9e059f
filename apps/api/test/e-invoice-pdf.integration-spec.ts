import { INestApplicationContext } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invoicePayload } from './factories/invoice';
import { asBuffer } from './support/bodies';
import { plainSpaces } from './support/pdf-text';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';

/**
 * A German invoice with the workspace's bank details, a service period, a buyer reference and
 * an exempt tax, rendered by the worker's Chromium and read back with pdftotext: everything an
 * EN 16931 invoice prints beyond the old one is on the page, in the invoice's language.
 */
describe('an e-invoice-ready PDF', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let owner: SignedUpUser;
  const dir = mkdtempSync(join(tmpdir(), 'e-invoice-pdf-'));

  beforeAll(async () => {
    ctx = await bootApp();
    worker = await startWorker();
    owner = await ctx.newUser({ name: 'Ada Lovelace' });
    await ctx.upgrade(owner);
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await worker?.close();
    await ctx.close();
  });

  const call = (method: 'post' | 'put', path: string) =>
    ctx.http()[method](path).auth(owner.token, { type: 'bearer' });

  it('prints the bank details, the service period, the references, the addresses and the exemption', async () => {
    await call('put', '/api/workspace')
      .send({
        name: 'Studio Ada',
        address: 'Hauptstraße 1',
        postalCode: '10115',
        city: 'Berlin',
        countryCode: 'DE',
        taxNumber: 'DE123456789',
        taxRegistrationNumber: '30/123/45678',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        accountHolder: 'Ada Lovelace',
      })
      .expect(200);
    const client = (
      await call('post', '/api/clients')
        .send({
          name: 'Bundesamt',
          email: 'rechnung@amt.example',
          address: 'Amtsweg 5',
          postalCode: '53113',
          city: 'Bonn',
          countryCode: 'AT',
          buyerReference: '04011000-12345-67',
        })
        .expect(201)
    ).body.data;
    const exempt = (
      await call('post', '/api/tax-rates')
        .send({
          name: 'USt',
          percent: 0,
          category: 'E',
          exemptionReason: 'Steuerfrei nach § 4 Nr. 14 UStG',
        })
        .expect(201)
    ).body.data;
    const invoice = (
      await call('post', '/api/invoices')
        .send(
          invoicePayload({
            clientId: client.id,
            clientName: 'Bundesamt',
            clientEmail: 'rechnung@amt.example',
            clientAddress: 'Amtsweg 5',
            businessNumber: 'DE123456789',
            invoiceNumber: 'RE-2096-1',
            currency: 'EUR',
            language: 'de',
            taxRateIds: [exempt.id],
            servicePeriodStart: '2096-10-01',
            servicePeriodEnd: '2096-10-31',
            orderReference: 'PO-4711',
          }),
        )
        .expect(201)
    ).body.data;
    expect(invoice.buyerReference).toBe('04011000-12345-67');

    const response = await call('post', '/api/pdf/invoice')
      .send({ _id: invoice.id })
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, response.body as Buffer);
    const text = plainSpaces(
      execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
    );
    const lower = text.toLowerCase();
    for (const expected of [
      'Leistungszeitraum',
      '1. Oktober 2096 – 31. Oktober 2096',
      'Käuferreferenz',
      '04011000-12345-67',
      'Bestellnummer',
      'PO-4711',
      '10115 Berlin',
      'Deutschland',
      '53113 Bonn',
      'Österreich',
      'USt-IdNr. DE123456789',
      'Steuernr. 30/123/45678',
      'IBAN DE89 3704 0044 0532 0130 00',
      'BIC COBADEFFXXX',
      'Kontoinhaber: Ada Lovelace',
      'USt: Steuerfrei nach § 4 Nr. 14 UStG',
    ])
      expect(text).toContain(expected);
    // Section headings print in capitals (CSS).
    expect(lower).toContain('bankverbindung');
    expect(text).not.toContain('Firmennr.');
  });
});
