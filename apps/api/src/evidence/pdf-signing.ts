import { SignPdf } from '@signpdf/signpdf';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import forge from 'node-forge';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { deriveKey, seal, unseal } from '../common/secrets/sealing';

/** A workspace's signing certificate is valid this long from when it was made. */
const VALID_YEARS = 10;
/** Room for the CMS signature in the placeholder (a 2048-bit key and one certificate fit). */
const SIGNATURE_BYTES = 8192;

/**
 * Each workspace signs its accepted proposals' PDFs (PAdES: an ETSI.CAdES.detached signature)
 * with a self-signed certificate of its own, made the first time one is needed. The key and
 * certificate are kept as a PKCS#12, sealed (AES-256-GCM) under a key derived from the server
 * secret, so a copy of the database alone signs nothing. Self-signed: a reader shows the file
 * unaltered since it was signed and names the workspace, without vouching for who that is.
 */
export class PdfSigning {
  private readonly sealKey: Buffer;

  constructor(serverSecret: string) {
    this.sealKey = deriveKey(serverSecret, 'workspace-signing-key');
  }

  async sign(manager: EntityManager, workspaceId: string, pdf: Buffer): Promise<Buffer> {
    const p12 = await this.certificateOf(manager, workspaceId);
    const prepared = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason: 'Accepted proposal',
      contactInfo: '',
      name: 'Dealdraft',
      location: '',
      signatureLength: SIGNATURE_BYTES,
      subFilter: 'ETSI.CAdES.detached',
    } as Parameters<typeof plainAddPlaceholder>[0]);
    return Buffer.from(await new SignPdf().sign(prepared, new P12Signer(p12)));
  }

  /** The workspace's PKCS#12, made and kept on first use (concurrent first uses keep one). */
  private async certificateOf(manager: EntityManager, workspaceId: string): Promise<Buffer> {
    const read = async () =>
      (
        (await manager.query(
          `SELECT sealed_p12 FROM workspace_signing_certificates WHERE workspace_id = $1`,
          [workspaceId],
        )) as { sealed_p12: string }[]
      )[0];
    let row = await read();
    if (!row) {
      const [{ name }]: { name: string }[] = await manager.query(
        'SELECT name FROM workspaces WHERE id = $1',
        [workspaceId],
      );
      const { p12, certificatePem } = selfSigned(name);
      await manager.query(
        `INSERT INTO workspace_signing_certificates (workspace_id, sealed_p12, certificate_pem)
         VALUES ($1, $2, $3) ON CONFLICT (workspace_id) DO NOTHING`,
        [workspaceId, seal(this.sealKey, p12.toString('base64')), certificatePem],
      );
      row = await read();
    }
    return Buffer.from(unseal(this.sealKey, row.sealed_p12), 'base64');
  }
}

/** A 2048-bit RSA key (made by Node) and a self-signed certificate naming the workspace. */
function selfSigned(workspaceName: string): { p12: Buffer; certificatePem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial: the high bit clear.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date();
  certificate.validity.notAfter = new Date();
  certificate.validity.notAfter.setFullYear(new Date().getFullYear() + VALID_YEARS);
  const subject = [
    { name: 'commonName', value: workspaceName.slice(0, 64) || 'Workspace' },
    { name: 'organizationName', value: 'Dealdraft workspace' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], '', { algorithm: '3des' });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    certificatePem: forge.pki.certificateToPem(certificate),
  };
}
