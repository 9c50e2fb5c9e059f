import { DRAFT_INDUSTRIES, DRAFT_TONES, DraftBriefRules } from '@dealdraft/domain';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { strings } from '@/strings';
import { AUTO_INDUSTRY, type DraftBriefForm, type DraftBriefErrors } from '../utils/draft-brief';

const t = strings.proposals.draft;

type DraftBriefFieldsProps = {
  fields: DraftBriefForm;
  errors: DraftBriefErrors;
  set: (name: keyof DraftBriefForm) => (value: string) => void;
  /** The form's currency, which the budget is in. */
  currency?: string;
};

/** The brief's fields: the project, who it is for, the industry, tone, budget and deadline. */
export function DraftBriefFields({ fields, errors, set, currency }: DraftBriefFieldsProps) {
  return (
    <>
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
              <SelectItem value={AUTO_INDUSTRY}>{t.detectIndustry}</SelectItem>
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
    </>
  );
}
