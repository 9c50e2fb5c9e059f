import { MigrationInterface, QueryRunner } from 'typeorm';

/** Proposals; service lines are a jsonb array (value objects owned by their proposal). */
export class Proposals1763800200000 implements MigrationInterface {
  name = 'Proposals1763800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE proposals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        proposal_number text NOT NULL,
        proposal_title text NOT NULL,
        proposal_date date NOT NULL,
        expiration_date date,
        client_name text NOT NULL,
        client_company text NOT NULL,
        client_email text NOT NULL,
        client_address text,
        company_name text NOT NULL,
        company_email text NOT NULL,
        company_address text NOT NULL,
        company_phone text,
        payment_terms text NOT NULL,
        additional_terms text,
        services jsonb NOT NULL CHECK (jsonb_typeof(services) = 'array' AND jsonb_array_length(services) > 0),
        value numeric(16, 2) NOT NULL CHECK (value >= 0),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'accepted', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT proposals_owner_number_key UNIQUE (owner_id, proposal_number),
        CONSTRAINT proposals_expiration_after_date CHECK (expiration_date IS NULL OR expiration_date >= proposal_date)
      )`);
    await queryRunner.query(
      'CREATE INDEX proposals_owner_created_idx ON proposals (owner_id, created_at DESC, id DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE proposals');
  }
}
