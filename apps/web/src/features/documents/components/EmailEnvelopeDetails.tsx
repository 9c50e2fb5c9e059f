import { PaperclipIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { strings } from '@/strings';
import type { EmailDraft } from '../hooks/useEmailActions';

const t = strings.documents;

export function EmailEnvelopeDetails({ draft }: { draft: EmailDraft }) {
  return (
    <dl className="divide-y rounded-lg border bg-muted/40 text-sm">
      <Detail term={t.emailDialog.to}>{draft.recipient}</Detail>
      <Detail term={t.emailDialog.subject}>{draft.subject}</Detail>
      <Detail term={t.emailDialog.attachment}>
        <span className="inline-flex items-center gap-1.5">
          <PaperclipIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          {draft.filename}
        </span>
      </Detail>
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    // Label above value on a phone, beside it from `sm` up.
    <div className="grid gap-0.5 px-3 py-2 sm:grid-cols-[5.5rem_minmax(0,1fr)] sm:gap-3 sm:py-2.5">
      <dt className="text-xs text-muted-foreground sm:text-sm">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
