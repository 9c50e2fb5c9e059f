import { PDFDocument } from '@cantoo/pdf-lib';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { PdfSigning } from './pdf-signing';

/** The keyword (document information) naming the SHA-256 of the accepted content it prints. */
const CONTENT_KEYWORD = 'dealdraft-content-sha256:';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * An accepted proposal's PDF as issued: the content hash it prints is also embedded in its
 * document information, and the SHA-256 of the final bytes is kept, so the verify page can tell a
 * copy we issued from one changed since (which still names the content, but not these bytes).
 * Signed last, so the kept hash is the signed file's.
 */
export async function issueAcceptedPdf(
  manager: EntityManager,
  input: { workspaceId: string; proposalId: string; contentSha256: string; pdf: Buffer },
  /** Signs the file (PAdES) with the workspace's certificate; null leaves it unsigned. */
  signing: PdfSigning | null = null,
): Promise<Buffer> {
  const document = await PDFDocument.load(input.pdf, { updateMetadata: false });
  document.setKeywords([`${CONTENT_KEYWORD}${input.contentSha256}`]);
  // Without object streams: the signature's placeholder is added to the plain file structure.
  const saved = Buffer.from(await document.save({ useObjectStreams: false }));
  const issued = signing ? await signing.sign(manager, input.workspaceId, saved) : saved;
  await manager.query(
    `INSERT INTO proposal_issued_pdfs (pdf_sha256, workspace_id, proposal_id, content_sha256)
     VALUES ($1, $2, $3, $4) ON CONFLICT (pdf_sha256) DO NOTHING`,
    [sha256(issued), input.workspaceId, input.proposalId, input.contentSha256],
  );
  return issued;
}

/** The content hash a PDF names in its document information; null when none or unreadable. */
export async function embeddedContentSha256(pdf: Buffer): Promise<string | null> {
  try {
    const document = await PDFDocument.load(pdf, { updateMetadata: false, ignoreEncryption: true });
    const keywords = document.getKeywords() ?? '';
    return new RegExp(`${CONTENT_KEYWORD}([0-9a-f]{64})`).exec(keywords)?.[1] ?? null;
  } catch {
    return null;
  }
}

export { sha256 as pdfSha256 };
