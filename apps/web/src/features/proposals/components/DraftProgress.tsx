import { DraftMessages } from '@dealdraft/domain';
import { SparklesIcon } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import type { DraftState } from '../hooks/useDraftProposal';

const t = strings.proposals.draft;

/** Generate, then the draft as it is written, which engine wrote it, or why it failed. */
export function DraftProgress({
  state,
  onGenerate,
}: {
  state: DraftState;
  onGenerate: () => void;
}) {
  const drafting = state.status === 'drafting';
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="button" onClick={onGenerate} disabled={drafting}>
          {drafting ? (
            <Spinner className="size-4 text-current" label={t.generatingLabel} />
          ) : (
            <SparklesIcon aria-hidden />
          )}
          {drafting ? t.generating : t.generate}
        </Button>
        {state.status === 'done' && (
          <Badge variant={state.result.engine === 'ai' ? 'tinted' : 'secondary'}>
            {state.result.engineLabel}
          </Badge>
        )}
      </div>

      <p role="status" aria-live="polite" className="text-sm sm:col-span-2">
        {state.status === 'drafting' && t.drafting}
        {state.status === 'done' && DraftMessages.drafted}
      </p>
      {state.status === 'done' && state.result.notice && (
        <p className="rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm sm:col-span-2">
          {state.result.notice}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {state.message}
        </p>
      )}
      {state.status !== 'idle' && state.text && (
        <pre
          aria-label={t.liveText}
          className="max-h-48 overflow-y-auto rounded-lg border bg-card p-3 font-sans text-sm whitespace-pre-wrap text-muted-foreground sm:col-span-2"
        >
          {state.text}
        </pre>
      )}
    </>
  );
}
