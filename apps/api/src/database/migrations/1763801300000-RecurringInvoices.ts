import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recurring invoices. A schedule copies a template invoice of its workspace each
 * period; `recurring_runs` keeps one row per issued period, and its unique
 * (schedule_id, period_start) is what makes a period issued exactly once: a second worker, a
 * retry or a catch-up meets the key and does nothing.
 *
 * The template is named with its workspace, so a schedule can only copy an invoice of its own
 * workspace (the same NO ACTION composite key clients use): deleting an invoice that a schedule
 * copies is refused, while a workspace's cascade still deletes both. An issued invoice may be
 * deleted; its run stays (invoice_id set null), so the period is not issued again.
 */
export class RecurringInvoices1763801300000 implements MigrationInterface {
  name = 'RecurringInvoices1763801300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE invoices ADD CONSTRAINT invoices_workspace_id_key UNIQUE (workspace_id, id)',
    );
    await queryRunner.query(`
      CREATE TABLE recurring_schedules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        template_invoice_id uuid NOT NULL,
        frequency text NOT NULL
          CHECK (frequency IN ('week', 'two-weeks', 'month', 'quarter', 'year')),
        -- Month-based schedules: a day (1-31, clamped in short months) or the last day.
        day_of_month smallint CHECK (day_of_month BETWEEN 1 AND 31),
        last_day_of_month boolean NOT NULL DEFAULT false,
        start_date date NOT NULL,
        end_date date,
        max_count integer CHECK (max_count BETWEEN 1 AND 1000),
        issued_count integer NOT NULL DEFAULT 0 CHECK (issued_count >= 0),
        send_automatically boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'ended')),
        -- Why the sweep paused it (the plan's allowance ran out), for the owner to read.
        paused_reason text,
        -- The next period to issue; none once ended.
        next_run_on date,
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now(),
        CONSTRAINT recurring_schedules_template_fkey FOREIGN KEY (workspace_id, template_invoice_id)
          REFERENCES invoices (workspace_id, id),
        CONSTRAINT recurring_schedules_day CHECK (
          CASE WHEN frequency IN ('week', 'two-weeks')
               THEN day_of_month IS NULL AND NOT last_day_of_month
               ELSE (day_of_month IS NULL) = last_day_of_month END),
        CONSTRAINT recurring_schedules_end CHECK (
          (end_date IS NULL OR max_count IS NULL) AND (end_date IS NULL OR end_date >= start_date)),
        CONSTRAINT recurring_schedules_next CHECK ((status = 'ended') = (next_run_on IS NULL))
      )`);
    // The sweep's question: active schedules due by today.
    await queryRunner.query(
      `CREATE INDEX recurring_schedules_due_idx ON recurring_schedules (next_run_on)
         WHERE status = 'active'`,
    );
    await queryRunner.query(
      'CREATE INDEX recurring_schedules_workspace_idx ON recurring_schedules (workspace_id, created_at)',
    );
    // Deleting an invoice checks the key: without this it would scan every schedule.
    await queryRunner.query(
      'CREATE INDEX recurring_schedules_template_idx ON recurring_schedules (workspace_id, template_invoice_id)',
    );
    await queryRunner.query(`
      CREATE TABLE recurring_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        schedule_id uuid NOT NULL REFERENCES recurring_schedules (id) ON DELETE CASCADE,
        period_start date NOT NULL,
        invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
        -- The one e-mail of this period, recorded in the run's transaction: a retry re-queues
        -- this send (its id is the job id) and never records a second one.
        email_send_id uuid REFERENCES email_sends (id) ON DELETE SET NULL,
        note text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CONSTRAINT recurring_runs_period_key UNIQUE (schedule_id, period_start)
      )`);
    await queryRunner.query(
      'CREATE INDEX recurring_runs_invoice_idx ON recurring_runs (invoice_id) WHERE invoice_id IS NOT NULL',
    );
    await queryRunner.query(
      `CREATE INDEX recurring_runs_send_idx ON recurring_runs (created_at)
         WHERE email_send_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE recurring_runs');
    await queryRunner.query('DROP TABLE recurring_schedules');
    await queryRunner.query('ALTER TABLE invoices DROP CONSTRAINT invoices_workspace_id_key');
  }
}
