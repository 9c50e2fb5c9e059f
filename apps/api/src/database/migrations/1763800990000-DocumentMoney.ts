import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money in minor units with a currency, taxes, discounts and a document language.
 *
 * Every document gets its currency (USD for those made before: the spec's only currency) and
 * language, its discount and taxes as issued (the rates' names and percents are copied in, so
 * a rate edited or archived later never changes a sent invoice), and its totals in integer minor
 * units: subtotal, discount, tax and total. The old numeric(16,2) amount/value becomes
 * total_minor, and each line's cents key becomes minor units of the document's currency.
 * Workspaces get the defaults a new document takes: currency, language and the rounding rule.
 */
export class DocumentMoney1763800990000 implements MigrationInterface {
  name = 'DocumentMoney1763800990000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE workspaces
        ADD COLUMN currency char(3) NOT NULL DEFAULT 'USD',
        ADD COLUMN language text NOT NULL DEFAULT 'en',
        ADD COLUMN rounding_scope text NOT NULL DEFAULT 'total'
          CHECK (rounding_scope IN ('line', 'total')),
        ADD COLUMN rounding_method text NOT NULL DEFAULT 'half-up'
          CHECK (rounding_method IN ('half-up', 'half-even'))`);

    for (const [table, total, lines, oldKey] of [
      ['proposals', 'value', 'services', 'priceCents'],
      ['invoices', 'amount', 'line_items', 'rateCents'],
    ] as const) {
      await queryRunner.query(`
        ALTER TABLE ${table}
          ADD COLUMN currency char(3) NOT NULL DEFAULT 'USD',
          ADD COLUMN language text NOT NULL DEFAULT 'en',
          ADD COLUMN prices_include_tax boolean NOT NULL DEFAULT false,
          ADD COLUMN discount jsonb,
          ADD COLUMN document_tax_ids jsonb NOT NULL DEFAULT '[]',
          ADD COLUMN tax_rates jsonb NOT NULL DEFAULT '[]',
          ADD COLUMN tax_note text,
          ADD COLUMN client_tax_number text,
          ADD COLUMN subtotal_minor bigint NOT NULL DEFAULT 0,
          ADD COLUMN discount_minor bigint NOT NULL DEFAULT 0,
          ADD COLUMN tax_minor bigint NOT NULL DEFAULT 0,
          ADD COLUMN total_minor bigint NOT NULL DEFAULT 0,
          ADD COLUMN tax_summary jsonb NOT NULL DEFAULT '[]'`);
      // Documents so far are USD without tax or discount: the total is the subtotal.
      await queryRunner.query(`
        UPDATE ${table} SET
          subtotal_minor = round(${total} * 100)::bigint,
          total_minor = round(${total} * 100)::bigint,
          ${lines} = coalesce((
            SELECT jsonb_agg((line - '${oldKey}') || jsonb_build_object('unitPriceMinor', line -> '${oldKey}')
                             ORDER BY n)
              FROM jsonb_array_elements(${lines}) WITH ORDINALITY AS l(line, n)), '[]'::jsonb)`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${total}`);
      // An invoice has the spec's businessNumber; a proposal gets its company's tax number.
      if (table === 'proposals')
        await queryRunner.query('ALTER TABLE proposals ADD COLUMN company_tax_number text');
      await queryRunner.query(`
        ALTER TABLE ${table}
          ALTER COLUMN subtotal_minor DROP DEFAULT,
          ALTER COLUMN total_minor DROP DEFAULT,
          ADD CONSTRAINT ${table}_money_check CHECK (subtotal_minor >= 0 AND discount_minor >= 0
            AND tax_minor >= 0 AND total_minor >= 0),
          ADD CONSTRAINT ${table}_currency_check CHECK (currency ~ '^[A-Z]{3}$')`);
      // The per-currency sums of the dashboard and the client page read these.
      await queryRunner.query(
        `CREATE INDEX ${table}_workspace_currency ON ${table} (workspace_id, currency)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, total, lines, oldKey] of [
      ['proposals', 'value', 'services', 'priceCents'],
      ['invoices', 'amount', 'line_items', 'rateCents'],
    ] as const) {
      await queryRunner.query(`DROP INDEX ${table}_workspace_currency`);
      // Back to the numeric dollars the old code reads: every currency read as if in cents.
      // As the column was made: its CHECK gets the same generated name back.
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN ${total} numeric(16,2) NOT NULL DEFAULT 0 CHECK (${total} >= 0)`,
      );
      await queryRunner.query(`
        UPDATE ${table} SET
          ${total} = total_minor / 100.0,
          ${lines} = coalesce((
            SELECT jsonb_agg(jsonb_build_object(
                     'description', line -> 'description',
                     '${oldKey}', line -> 'unitPriceMinor',
                     'quantity', line -> 'quantity')
                     ${table === 'invoices' ? `|| jsonb_build_object('extraDetails', line -> 'extraDetails')` : ''}
                   ORDER BY n)
              FROM jsonb_array_elements(${lines}) WITH ORDINALITY AS l(line, n)), '[]'::jsonb)`);
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN ${total} DROP DEFAULT`);
      await queryRunner.query(`
        ALTER TABLE ${table}
          DROP COLUMN currency, DROP COLUMN language, DROP COLUMN prices_include_tax,
          DROP COLUMN discount, DROP COLUMN document_tax_ids, DROP COLUMN tax_rates,
          DROP COLUMN tax_note, DROP COLUMN client_tax_number,
          DROP COLUMN subtotal_minor, DROP COLUMN discount_minor, DROP COLUMN tax_minor,
          DROP COLUMN total_minor, DROP COLUMN tax_summary`);
    }
    await queryRunner.query('ALTER TABLE proposals DROP COLUMN company_tax_number');
    await queryRunner.query(`
      ALTER TABLE workspaces
        DROP COLUMN currency, DROP COLUMN language,
        DROP COLUMN rounding_scope, DROP COLUMN rounding_method`);
  }
}
