import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A table is written only by the module that owns it (docs/architecture.md), so the import
 * graph shows the real coupling: client links ask ProposalsService to record an answer, the
 * sweep asks InvoicesService to mark overdue. This reads the source for writes (raw SQL, and
 * TypeORM writes by entity or repository) and names each one made outside the owner's folder.
 */
const OWNERS: Record<string, { entity: string; folders: string[] }> = {
  // The kinds also write through the document store (documents/core), with the repository each
  // hands it: the store writes no SQL of its own (checked below).
  proposals: { entity: 'Proposal', folders: ['proposals'] },
  invoices: { entity: 'Invoice', folders: ['invoices'] },
  payments: { entity: 'Payment', folders: ['invoices'] },
  payment_sessions: { entity: 'PaymentSession', folders: ['invoices'] },
  client_credits: { entity: 'ClientCredit', folders: ['invoices'] },
  client_links: { entity: 'ClientLink', folders: ['client-links'] },
  reminders: { entity: 'Reminder', folders: ['reminders'] },
  email_sends: { entity: 'EmailSend', folders: ['document-email'] },
  payment_receipts: { entity: 'PaymentReceipt', folders: ['invoices'] },
  credit_notes: { entity: 'CreditNote', folders: ['credit-notes'] },
  credit_note_sends: { entity: 'CreditNoteSend', folders: ['credit-notes'] },
  notifications: { entity: 'Notification', folders: ['notifications'] },
  workspace_api_keys: { entity: 'WorkspaceApiKey', folders: ['api-keys'] },
  catalogue_items: { entity: 'CatalogueItem', folders: ['catalogue'] },
  clients: { entity: 'Client', folders: ['clients'] },
  tax_rates: { entity: 'TaxRate', folders: ['tax-rates'] },
  custom_fields: { entity: 'CustomField', folders: ['custom-fields'] },
  workspace_payment_accounts: { entity: 'PaymentAccount', folders: ['payments'] },
  recurring_schedules: { entity: 'RecurringSchedule', folders: ['recurring'] },
  recurring_runs: { entity: 'RecurringRun', folders: ['recurring'] },
  // Sign-up creates the row and billing keeps the plan columns; the usage counters and the
  // reminder settings go through users/.
  workspace_logos: { entity: 'WorkspaceLogo', folders: ['branding'] },
  account_tokens: { entity: 'AccountToken', folders: ['auth'] },
  portal_sign_in_tokens: { entity: 'PortalSignInToken', folders: ['portal'] },
  portal_sessions: { entity: 'PortalSession', folders: ['portal'] },
  // Raw SQL only (no entity): the other modules append through evidence/evidence-log.
  proposal_evidence_events: { entity: 'ProposalEvidenceEvent', folders: ['evidence'] },
  proposal_issued_pdfs: { entity: 'ProposalIssuedPdf', folders: ['evidence'] },
  workspace_signing_certificates: { entity: 'SigningCertificate', folders: ['evidence'] },
  approval_rules: { entity: 'ApprovalRule', folders: ['approvals'] },
  proposal_approvals: { entity: 'ProposalApproval', folders: ['approvals'] },
  users: { entity: 'User', folders: ['users', 'auth', 'subscription'] },
};
const WRITES = 'update|insert|delete|save|increment|decrement|upsert|softDelete';

const SRC = __dirname;
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function foreignWrites(): string[] {
  const found: string[] = [];
  for (const path of sourceFiles(SRC)) {
    const file = relative(SRC, path);
    const folder = file.split('/')[0];
    const text = readFileSync(path, 'utf8');
    // A table named at run time cannot be checked, so it counts as foreign everywhere.
    if (/\b(UPDATE|INSERT INTO|DELETE FROM)\s+\$\{/.test(text))
      found.push(`${file}: dynamic table`);
    for (const [table, { entity, folders }] of Object.entries(OWNERS)) {
      if (folders.includes(folder)) continue;
      if (new RegExp(`\\b(UPDATE|INSERT INTO|DELETE FROM)\\s+${table}\\b`).test(text))
        found.push(`${file}: SQL on ${table}`);
      if (new RegExp(`\\.(${WRITES})\\(\\s*${entity}\\s*,`).test(text))
        found.push(`${file}: ${entity} by entity`);
      const repos = [
        ...text.matchAll(new RegExp(`(\\w+): Repository<${entity}>`, 'g')),
        ...text.matchAll(new RegExp(`(\\w+) = [\\w.]+getRepository\\(${entity}\\)`, 'g')),
      ].map((match) => match[1]);
      for (const repo of repos)
        if (new RegExp(`\\b${repo}\\.(${WRITES})\\(`).test(text))
          found.push(`${file}: ${entity} by repository`);
    }
  }
  return found;
}

describe('table owners', () => {
  it('writes each table only from the module that owns it', () => {
    expect(foreignWrites()).toEqual([]);
  });

  it('lets the document store write only through the repository its kind hands it', () => {
    const core = join(SRC, 'documents', 'core');
    const sqlWrites = sourceFiles(core)
      .filter((path) => /\b(UPDATE|INSERT INTO|DELETE FROM)\s/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(sourceFiles(core).length).toBeGreaterThan(0);
    expect(sqlWrites).toEqual([]);
  });
});
