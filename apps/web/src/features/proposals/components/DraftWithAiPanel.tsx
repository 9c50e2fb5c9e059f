import { DraftMessages } from '@dealdraft/domain';
import { SparklesIcon } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import type { DraftBriefInput } from '@/generated/graphql';
import { strings } from '@/strings';
import { useDraftProposal } from '../hooks/useDraftProposal';
import type { DraftResult } from '../utils/draft-stream';
import {
  type DraftBriefForm,
  EMPTY_DRAFT_BRIEF,
  type DraftBriefErrors,
  toBrief,
} from '../utils/draft-brief';
import { DraftBriefFields } from './DraftBriefFields';
import { DraftProgress } from './DraftProgress';

const t = strings.proposals.draft;

/** Drafting from a brief, or what drafting does and the upgrade (the trial has no AI, §9). */
export type DraftMode = 'draft' | 'upgrade';

/** What the proposal form already holds: the draft is written for it. */
export type DraftFormContext = Pick<
  DraftBriefInput,
  'language' | 'currency' | 'depositPercent' | 'depositAmount' | 'clientName' | 'clientCompany'
>;

type DraftWithAiPanelProps = {
  mode: DraftMode;
  /** Read when Generate is pressed: the form's language, currency, client and deposit. */
  formContext?: () => DraftFormContext;
  /** The form's currency, which the budget is in. */
  currency?: string;
  /** Puts the draft into the proposal form; nothing is saved here. */
  onDraft: (result: DraftResult, brief: DraftBriefInput) => void;
  /** View Pricing Plans, as on the profile; absent for a workspace member. */
  onViewPricing?: () => void;
};

/**
 * "Draft with AI" in the create-proposal form: a short brief, Generate, the text as it is
 * written, then the draft fills the form for the user to edit and save. It says which engine
 * wrote the draft, and why the template engine stood in when it did. On the trial it says what
 * drafting does and offers the upgrade instead of the brief form.
 */
export function DraftWithAiPanel({
  mode,
  formContext,
  currency,
  onDraft,
  onViewPricing,
}: DraftWithAiPanelProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY_DRAFT_BRIEF);
  const [errors, setErrors] = useState<DraftBriefErrors>({});
  const { state, generate } = useDraftProposal();
  const drafting = state.status === 'drafting';

  const set = (name: keyof DraftBriefForm) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const run = async () => {
    const checked = toBrief(fields);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    // The client picked in the form is the one addressed, unless the brief names another.
    const form = formContext?.() ?? {};
    const brief: DraftBriefInput = {
      ...checked.brief,
      language: form.language || undefined,
      currency: form.currency || undefined,
      depositPercent: form.depositPercent ?? undefined,
      depositAmount: form.depositAmount ?? undefined,
      clientName: checked.brief.clientName ?? (form.clientName || undefined),
      clientCompany: checked.brief.clientCompany ?? (form.clientCompany || undefined),
    };
    const result = await generate(brief);
    if (result) onDraft(result, checked.brief);
  };

  // The panel sits inside the proposal form: Enter must draft, not submit the proposal.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      if (!drafting) void run();
    }
  };

  return (
    <section className="rounded-xl border border-primary/20 bg-primary/5 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold">{t.title}</h3>
          <p className="text-sm text-muted-foreground">{t.description}</p>
        </div>
        <Button
          type="button"
          variant={open ? 'ghost' : 'outline'}
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <SparklesIcon aria-hidden />
          {t.toggle}
        </Button>
      </div>

      {open && mode === 'upgrade' && (
        <div id={panelId} className="mt-4 grid gap-3 text-sm">
          <p>{DraftMessages.trialPitch}</p>
          <p className="text-muted-foreground">{DraftMessages.planRequired}</p>
          {onViewPricing && (
            <div>
              <Button type="button" size="sm" onClick={onViewPricing}>
                {t.viewPricing}
              </Button>
            </div>
          )}
        </div>
      )}

      {open && mode === 'draft' && (
        <div id={panelId} className="mt-4 grid gap-4 sm:grid-cols-2" onKeyDown={onKeyDown}>
          <DraftBriefFields fields={fields} errors={errors} set={set} currency={currency} />
          <DraftProgress state={state} onGenerate={() => void run()} />
        </div>
      )}
    </section>
  );
}
