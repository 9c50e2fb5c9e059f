import { MigrationInterface, QueryRunner } from 'typeorm';

/** Invoices; line items are a jsonb array (value objects owned by their invoice). */
export class Invoices1763800300000 implements MigrationInterface {
  name = 'Invoices1763800300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invoices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        invoice_number text NOT NULL,
        invoice_date date NOT NULL,
        due_date date,
        business_name text NOT NULL,
        business_email text NOT NULL,
        business_address text NOT NULL,
        business_phone text,
        business_number text,
        client_name text NOT NULL,
        client_email text NOT NULL,
        client_address text NOT NULL,
        client_phone text,
        client_mobile text,
        client_fax text,
        payment_terms text NOT NULL,
        notes text,
        line_items jsonb NOT NULL CHECK (jsonb_typeof(line_items) = 'array' AND jsonb_array_length(line_items) > 0),
        amount numeric(16, 2) NOT NULL CHECK (amount >= 0),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'paid', 'overdue')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT invoices_owner_number_key UNIQUE (owner_id, invoice_number),
        CONSTRAINT invoices_due_after_date CHECK (due_date IS NULL OR due_date >= invoice_date)
      )`);
    await queryRunner.query(
      'CREATE INDEX invoices_owner_created_idx ON invoices (owner_id, created_at DESC, id DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE invoices');
  }
}
