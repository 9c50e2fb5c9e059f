import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A proposal's scope of work, optional: the summary a draft writes from a brief, which used to
 * be pasted at the head of the additional terms for want of a field.
 */
export class ProposalScope1763800840000 implements MigrationInterface {
  name = 'ProposalScope1763800840000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE proposals ADD COLUMN scope text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE proposals DROP COLUMN scope');
  }
}
