import { type DocumentKind, DocumentMessages, ErrorCode } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DocumentReader } from '../either-kind/document-reader';
import { assertCanExport } from '../workspaces/export-access';
import { AppError } from '../common/errors/app-error';
import { AppConfig } from '../config/app-config';
import type { SessionUser } from '../users/user.entity';

const LINK_TTL_SECONDS = 5 * 60;
const AUDIENCE = 'dealdraft-pdf';

export interface PdfGrant {
  workspaceId: string;
  kind: DocumentKind;
  documentId: string;
  preview: boolean;
}

/** Short-lived signed download links: for integrators and for the browser's own download manager. */
@Injectable()
export class PdfLinkService {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly documents: DocumentReader,
  ) {}

  async create(owner: SessionUser, kind: DocumentKind, documentId: string, preview: boolean) {
    const workspaceId = owner.workspaceId;
    // Same checks as a direct download, made now: the link is only as good as its grant.
    await this.documents.get(workspaceId, kind, documentId);
    if (!preview) assertCanExport(owner);
    const token = await this.jwt.signAsync(
      { sub: workspaceId, kind, doc: documentId, preview },
      {
        algorithm: 'HS256',
        secret: this.config.jwt.secret,
        expiresIn: LINK_TTL_SECONDS,
        issuer: this.config.jwt.issuer,
        audience: AUDIENCE,
      },
    );
    return {
      url: `/api/pdf/download?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(Date.now() + LINK_TTL_SECONDS * 1000),
    };
  }

  async verify(token: string | undefined): Promise<PdfGrant> {
    const invalid = new AppError(ErrorCode.NotFound, DocumentMessages.pdfLinkInvalid);
    if (!token) throw invalid;
    try {
      const claims = await this.jwt.verifyAsync<{
        sub: string;
        kind: DocumentKind;
        doc: string;
        preview: boolean;
      }>(token, {
        algorithms: ['HS256'],
        secret: this.config.jwt.secret,
        issuer: this.config.jwt.issuer,
        audience: AUDIENCE,
      });
      return {
        workspaceId: claims.sub,
        kind: claims.kind,
        documentId: claims.doc,
        preview: claims.preview,
      };
    } catch {
      throw invalid;
    }
  }
}
