import { ErrorCode, VerifyMessages as M, type VerifyResult } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../common/errors/app-error';
import { invalidField } from '../common/errors/validation';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { hashIp, ipHashKey } from '../common/secrets/ip-hash';
import { AppConfig } from '../config/app-config';
import { embeddedContentSha256, pdfSha256 } from './issued-pdfs';

export interface VerifyAnswer {
  result: VerifyResult;
  /** Only for `accepted`: when, and the name the client signed with. Nothing else is told. */
  acceptedAt: Date | null;
  acceptedBy: string | null;
}

/**
 * Anyone may ask whether a PDF is the version of a proposal its client accepted: a file we
 * issued of an accepted proposal, byte for byte. The answer tells when it was accepted and by
 * whom, nothing more (not the workspace, the amounts or the client's company).
 */
@Injectable()
export class VerifyService {
  private readonly ipKey: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {
    this.ipKey = ipHashKey(config.jwt.secret);
  }

  /** Counted per hashed IP, at the client links' rate. */
  async limit(ip: string): Promise<void> {
    const count = await this.limiter.hit(`verify:ip:${hashIp(this.ipKey, ip)}`, 60);
    if (count > this.config.clientLinkRequestsPerMinute)
      throw new AppError(ErrorCode.RateLimited, M.rateLimited);
  }

  async verify(pdf: Buffer): Promise<VerifyAnswer> {
    if (!pdf.length) throw invalidField('file', 'REQUIRED', M.empty);
    if (!pdf.subarray(0, 1024).includes('%PDF-')) throw invalidField('file', 'NOT_PDF', M.notPdf);
    const [issued]: { accepted_by_name: string | null; responded_at: Date }[] =
      await this.dataSource.query(
        `SELECT p.accepted_by_name, p.responded_at
           FROM proposal_issued_pdfs i JOIN proposals p ON p.id = i.proposal_id
          WHERE i.pdf_sha256 = $1 AND p.status = 'accepted'
            AND p.answered_snapshot_sha256 = i.content_sha256`,
        [pdfSha256(pdf)],
      );
    if (issued)
      return {
        result: 'accepted',
        acceptedAt: new Date(issued.responded_at),
        acceptedBy: issued.accepted_by_name,
      };
    const named = await embeddedContentSha256(pdf);
    const [known] = named
      ? await this.dataSource.query(
          `SELECT 1 FROM proposals
            WHERE status = 'accepted' AND answered_snapshot_sha256 = $1 LIMIT 1`,
          [named],
        )
      : [];
    return { result: known ? 'altered' : 'unknown', acceptedAt: null, acceptedBy: null };
  }
}
