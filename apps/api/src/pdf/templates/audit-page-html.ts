import { escapeHtml } from '../../common/html/escape-html';
import type { PrintableEvidence } from '../../documents/content/printable-document';

export const AUDIT_TITLE = 'Audit trail';

const WHAT: Record<PrintableEvidence['events'][number]['kind'], string> = {
  sent: 'Sent by e-mail',
  viewed: 'Viewed',
  accepted: 'Accepted',
};

/** "2026-11-29 08:20:35 UTC": unambiguous in any language, to the second. */
function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/**
 * The audit page after an accepted proposal: each event of its evidence chain (when, what, the
 * keyed hash of the IP, the user agent, the content hash) and the chain's last SHA-256, which
 * covers every event before it. Starts on a page of its own; rows never split.
 */
export function auditPageHtml(evidence: PrintableEvidence): string {
  const rows = evidence.events
    .map((e) => {
      const what =
        e.kind === 'sent' && e.recipient
          ? `${WHAT.sent} to ${escapeHtml(e.recipient)}`
          : escapeHtml(WHAT[e.kind]);
      const details = [
        e.ipHash ? `IP hash ${escapeHtml(e.ipHash)}` : '',
        e.contentSha256 ? `Content SHA-256 ${escapeHtml(e.contentSha256)}` : '',
        `Event SHA-256 ${escapeHtml(e.sha256)}`,
      ]
        .filter(Boolean)
        .map((line) => `<div class="audit-hash">${line}</div>`)
        .join('');
      return `<tr>
  <td class="num">${e.seq}</td>
  <td class="audit-time">${escapeHtml(utc(e.at))}</td>
  <td><div class="audit-what">${what}</div>${e.userAgent ? `<div class="audit-ua">${escapeHtml(e.userAgent)}</div>` : ''}${details}</td>
</tr>`;
    })
    .join('');
  return `<style>
.audit-page { break-before: page; }
.audit-page h2 { margin: 0 0 4px; font-size: 13pt; }
.audit-page .audit-intro { margin: 0 0 12px; color: #475569; font-size: 8pt; }
.audit-page table { width: 100%; border-collapse: collapse; }
.audit-page th { text-align: left; font-size: 7pt; text-transform: uppercase; letter-spacing: 0.06em; color: #64748b; border-bottom: 1px solid #cbd5e1; padding: 4px 6px; }
.audit-page td { vertical-align: top; border-bottom: 1px solid #e2e8f0; padding: 6px; font-size: 8pt; }
.audit-page tr { break-inside: avoid; }
.audit-page .audit-time { white-space: nowrap; }
.audit-page .audit-what { font-weight: 600; }
.audit-page .audit-ua { color: #334155; margin-top: 2px; word-break: break-word; }
.audit-page .audit-hash { font-size: 6.5pt; color: #475569; word-break: break-all; margin-top: 1px; }
.audit-page .audit-last { margin-top: 14px; padding: 8px 10px; border: 1px solid #cbd5e1; border-radius: 6px; break-inside: avoid; }
.audit-page .audit-last p { margin: 0; }
.audit-page .audit-last .audit-hash { font-size: 7.5pt; color: #0f172a; }
</style>
<section class="audit-page">
  <h2>${AUDIT_TITLE}</h2>
  <p class="audit-intro">Each event's SHA-256 covers its own fields and the SHA-256 of the event before it, so the last one covers them all. IP addresses are kept only as keyed hashes.</p>
  <table>
    <thead><tr><th>#</th><th>Time</th><th>Event</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
  <div class="audit-last">
    <p>Chain's last SHA-256${evidence.intact ? '' : ' (the chain did not check out when printed)'}</p>
    <div class="audit-hash">${escapeHtml(evidence.lastSha256)}</div>
  </div>
</section>`;
}
