import {
  DRAFT_INDUSTRIES,
  DRAFT_TONES,
  DraftBriefRules,
  draftBriefSchema,
  DraftMessages,
} from '@dealdraft/domain';
import { SparklesIcon } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { Textarea } from '@/components/ui/Textarea';
import type { DraftBriefInput } from '@/generated/graphql';
import { strings } from '@/strings';
import { useDraftProposal } from '../hooks/useDraftProposal';
import type { DraftResult } from '../utils/draft-stream';

const t = strings.proposals.draft;

const AUTO = 'auto';

type FormFields = {
  project: string;
  clientName: string;
  clientCompany: string;
  industry: string;
  budget: string;
  deadline: string;
  tone: string;
};

const EMPTY_BRIEF: FormFields = {
  project: '',
  clientName: '',
  clientCompany: '',
  industry: AUTO,
  budget: '',
  deadline: '',
  tone: 'professional',
};

type FieldErrors = Partial<Record<keyof FormFields, string>>;

/** The form's text as the api's brief, or the errors to show under the fields. */
function toBrief(fields: FormFields): { brief: DraftBriefInput } | { errors: FieldErrors } {
  const optional = (value: string) => value.trim() || undefined;
  const candidate = {
    project: fields.project,
    clientName: optional(fields.clientName),
    clientCompany: optional(fields.clientCompany),
    industry: fields.industry === AUTO ? undefined : fields.industry,
    budget: fields.budget.trim() === '' ? undefined : Number(fields.budget),
    deadline: optional(fields.deadline),
    tone: fields.tone,
  };
  const parsed = draftBriefSchema.safeParse(candidate);
  if (parsed.success) return { brief: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FormFields;
    errors[field] ??= issue.message;
  }
  return { errors };
}

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
  const [fields, setFields] = useState(EMPTY_BRIEF);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { state, generate } = useDraftProposal();
  const drafting = state.status === 'drafting';

  const set = (name: keyof FormFields) => (value: string) =>
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
          <FormField label={t.project} error={errors.project} className="sm:col-span-2">
            {(control) => (
              <Textarea
                {...control}
                value={fields.project}
                onChange={(event) => set('project')(event.target.value)}
                maxLength={DraftBriefRules.projectMax}
                placeholder={t.projectPlaceholder}
                className="min-h-20"
              />
            )}
          </FormField>
          <FormField label={t.clientName} optional error={errors.clientName}>
            {(control) => (
              <Input
                {...control}
                value={fields.clientName}
                onChange={(event) => set('clientName')(event.target.value)}
                maxLength={DraftBriefRules.nameMax}
              />
            )}
          </FormField>
          <FormField label={t.clientCompany} optional error={errors.clientCompany}>
            {(control) => (
              <Input
                {...control}
                value={fields.clientCompany}
                onChange={(event) => set('clientCompany')(event.target.value)}
                maxLength={DraftBriefRules.nameMax}
              />
            )}
          </FormField>
          <FormField label={t.industry} error={errors.industry}>
            {(control) => (
              <Select value={fields.industry} onValueChange={set('industry')}>
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={AUTO}>{t.detectIndustry}</SelectItem>
                  {DRAFT_INDUSTRIES.map((industry) => (
                    <SelectItem key={industry} value={industry}>
                      {t.industries[industry]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label={t.tone} error={errors.tone}>
            {(control) => (
              <Select value={fields.tone} onValueChange={set('tone')}>
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {DRAFT_TONES.map((tone) => (
                    <SelectItem key={tone} value={tone}>
                      {t.tones[tone]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label={t.budget(currency ?? '')} optional error={errors.budget}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={fields.budget}
                onChange={(event) => set('budget')(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t.deadline} optional error={errors.deadline}>
            {(control) => (
              <Input
                {...control}
                value={fields.deadline}
                onChange={(event) => set('deadline')(event.target.value)}
                maxLength={DraftBriefRules.deadlineMax}
                placeholder={t.deadlinePlaceholder}
              />
            )}
          </FormField>

          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="button" onClick={() => void run()} disabled={drafting}>
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
        </div>
      )}
    </section>
  );
}
