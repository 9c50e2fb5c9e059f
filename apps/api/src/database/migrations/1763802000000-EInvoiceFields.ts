import { MigrationInterface, QueryRunner } from 'typeorm';

const FORMATS = `('none', 'factur-x', 'xrechnung')`;
const COUNTRY = (column: string) => `${column} ~ '^[A-Z]{2}$'`;

/**
 * What an EN 16931 e-invoice needs beyond the printed invoice: the seller's legal name, tax
 * registration number and bank account, structured addresses (postal code, city, ISO 3166-1
 * country) of both parties, the e-invoice format of a workspace and a client's override, the
 * date or period of service and the buyer's references of an invoice, and a VAT category with
 * its exemption reason per tax rate. Every column is nullable or has a default, so existing rows
 * and callers keep working. Existing 0% rates become zero rated (Z): a standard-rated 0% tax
 * breaks EN 16931 (BR-S-05), and Z is what a 0% rate was until there were categories.
 */
export class EInvoiceFields1763802000000 implements MigrationInterface {
  name = 'EInvoiceFields1763802000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE workspaces
        ADD COLUMN legal_name text,
        ADD COLUMN postal_code text,
        ADD COLUMN city text,
        ADD COLUMN country_code char(2)
          CONSTRAINT workspaces_country_code CHECK (${COUNTRY('country_code')}),
        ADD COLUMN tax_registration_number text,
        ADD COLUMN iban text
          CONSTRAINT workspaces_iban CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
        ADD COLUMN bic text
          CONSTRAINT workspaces_bic CHECK (bic ~ '^[A-Z0-9]{8}([A-Z0-9]{3})?$'),
        ADD COLUMN account_holder text,
        ADD COLUMN e_invoice_format text NOT NULL DEFAULT 'none'
          CONSTRAINT workspaces_e_invoice_format CHECK (e_invoice_format IN ${FORMATS})`);
    await queryRunner.query(`
      ALTER TABLE clients
        ADD COLUMN postal_code text,
        ADD COLUMN city text,
        ADD COLUMN country_code char(2)
          CONSTRAINT clients_country_code CHECK (${COUNTRY('country_code')}),
        ADD COLUMN e_invoice_format text
          CONSTRAINT clients_e_invoice_format CHECK (e_invoice_format IN ${FORMATS}),
        ADD COLUMN buyer_reference text`);
    await queryRunner.query(`
      ALTER TABLE invoices
        ADD COLUMN service_date date,
        ADD COLUMN service_period_start date,
        ADD COLUMN service_period_end date,
        ADD COLUMN buyer_reference text,
        ADD COLUMN order_reference text,
        ADD CONSTRAINT invoices_service_period CHECK (
          (service_period_start IS NULL) = (service_period_end IS NULL)
          AND (service_period_start IS NULL OR service_period_start <= service_period_end))`);
    await queryRunner.query(`
      ALTER TABLE tax_rates
        ADD COLUMN category text NOT NULL DEFAULT 'S'
          CONSTRAINT tax_rates_category CHECK (category IN ('S', 'Z', 'E', 'AE', 'K', 'G', 'O')),
        ADD COLUMN exemption_reason text`);
    await queryRunner.query(`UPDATE tax_rates SET category = 'Z' WHERE rate_thousandths = 0`);
    await queryRunner.query(`
      ALTER TABLE tax_rates ADD CONSTRAINT tax_rates_exemption_reason CHECK (
        (category IN ('E', 'AE', 'K', 'G', 'O')) = (exemption_reason IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE tax_rates
        DROP CONSTRAINT tax_rates_exemption_reason,
        DROP COLUMN exemption_reason,
        DROP COLUMN category`);
    await queryRunner.query(`
      ALTER TABLE invoices
        DROP CONSTRAINT invoices_service_period,
        DROP COLUMN order_reference,
        DROP COLUMN buyer_reference,
        DROP COLUMN service_period_end,
        DROP COLUMN service_period_start,
        DROP COLUMN service_date`);
    await queryRunner.query(`
      ALTER TABLE clients
        DROP COLUMN buyer_reference,
        DROP COLUMN e_invoice_format,
        DROP COLUMN country_code,
        DROP COLUMN city,
        DROP COLUMN postal_code`);
    await queryRunner.query(`
      ALTER TABLE workspaces
        DROP COLUMN e_invoice_format,
        DROP COLUMN account_holder,
        DROP COLUMN bic,
        DROP COLUMN iban,
        DROP COLUMN tax_registration_number,
        DROP COLUMN country_code,
        DROP COLUMN city,
        DROP COLUMN postal_code,
        DROP COLUMN legal_name`);
  }
}
