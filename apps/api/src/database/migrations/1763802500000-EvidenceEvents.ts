import { MigrationInterface, QueryRunner } from 'typeorm';
import { evidenceHash } from '../evidence-chain';

/**
 * A proposal's evidence: each e-mail send (the address the link went to), each view of the
 * client link, and the acceptance (with the user agent), as an append-only hash chain per
 * proposal (seq 1, 2, …; each row holds the previous row's sha256). Rows are never updated
 * (a trigger refuses it); they go only with their proposal or workspace. Proposals accepted
 * before this migration get one `accepted` event from what their record holds (no user agent
 * was kept then); their past views were only counted, so none is made up.
 *
 * And the PDFs issued of accepted proposals, by the SHA-256 of their bytes: the public verify
 * page answers whether a file is one of them; and each workspace's signing certificate (a
 * PKCS#12 sealed under the server secret), made the first time one of its PDFs is signed.
 */
export class EvidenceEvents1763802500000 implements MigrationInterface {
  name = 'EvidenceEvents1763802500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE proposal_evidence_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        proposal_id uuid NOT NULL REFERENCES proposals(id) ON DELETE CASCADE,
        seq int NOT NULL CONSTRAINT proposal_evidence_events_seq CHECK (seq >= 1),
        kind text NOT NULL
          CONSTRAINT proposal_evidence_events_kind CHECK (kind IN ('sent', 'viewed', 'accepted')),
        occurred_at timestamptz NOT NULL,
        ip_hash text,
        user_agent text,
        recipient text,
        content_sha256 text,
        prev_sha256 text,
        sha256 text NOT NULL,
        CONSTRAINT proposal_evidence_events_order UNIQUE (proposal_id, seq),
        CONSTRAINT proposal_evidence_events_first CHECK ((seq = 1) = (prev_sha256 IS NULL))
      )`);
    await queryRunner.query(`
      CREATE FUNCTION proposal_evidence_events_append_only() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'proposal_evidence_events is append-only';
        END $$`);
    await queryRunner.query(`
      CREATE TRIGGER proposal_evidence_events_no_update
        BEFORE UPDATE ON proposal_evidence_events
        FOR EACH ROW EXECUTE FUNCTION proposal_evidence_events_append_only()`);

    await queryRunner.query(`
      CREATE TABLE proposal_issued_pdfs (
        pdf_sha256 text PRIMARY KEY CONSTRAINT proposal_issued_pdfs_sha256
          CHECK (pdf_sha256 ~ '^[0-9a-f]{64}$'),
        workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        proposal_id uuid NOT NULL REFERENCES proposals(id) ON DELETE CASCADE,
        content_sha256 text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX proposal_issued_pdfs_proposal ON proposal_issued_pdfs (proposal_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE workspace_signing_certificates (
        workspace_id uuid PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
        sealed_p12 text NOT NULL,
        certificate_pem text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    const accepted: {
      id: string;
      workspace_id: string;
      responded_at: Date;
      response_ip_hash: string | null;
      sha: string | null;
    }[] = await queryRunner.query(
      `SELECT id, workspace_id, responded_at, response_ip_hash,
              answered_snapshot_sha256 AS sha
         FROM proposals WHERE status = 'accepted' AND responded_at IS NOT NULL`,
    );
    for (const p of accepted) {
      const event = {
        proposalId: p.id,
        seq: 1,
        kind: 'accepted' as const,
        occurredAt: new Date(p.responded_at),
        ipHash: p.response_ip_hash,
        userAgent: null,
        recipient: null,
        contentSha256: p.sha,
        prevSha256: null,
      };
      await queryRunner.query(
        `INSERT INTO proposal_evidence_events (workspace_id, proposal_id, seq, kind, occurred_at,
           ip_hash, content_sha256, sha256)
         VALUES ($1, $2, 1, 'accepted', $3, $4, $5, $6)`,
        [p.workspace_id, p.id, event.occurredAt, p.response_ip_hash, p.sha, evidenceHash(event)],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE workspace_signing_certificates');
    await queryRunner.query('DROP TABLE proposal_issued_pdfs');
    await queryRunner.query('DROP TABLE proposal_evidence_events');
    await queryRunner.query('DROP FUNCTION proposal_evidence_events_append_only()');
  }
}
