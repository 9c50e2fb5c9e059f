import { MigrationInterface, QueryRunner } from 'typeorm';

/** A send keeps what the user edited before sending: the copies and their own message. */
export class EmailSendEdits1763800830000 implements MigrationInterface {
  name = 'EmailSendEdits1763800830000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE email_sends
        ADD COLUMN cc text[] NOT NULL DEFAULT '{}',
        ADD COLUMN message text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_sends DROP COLUMN cc, DROP COLUMN message');
  }
}
