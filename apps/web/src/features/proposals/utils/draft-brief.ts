import { draftBriefSchema } from '@dealdraft/domain';
import type { DraftBriefInput } from '@/generated/graphql';

/** The industry choice that leaves it to the drafter to detect from the project. */
export const AUTO_INDUSTRY = 'auto';

/** The brief as its fields hold it: text, until Generate checks it. */
export type DraftBriefForm = {
  project: string;
  clientName: string;
  clientCompany: string;
  industry: string;
  budget: string;
  deadline: string;
  tone: string;
};

export const EMPTY_DRAFT_BRIEF: DraftBriefForm = {
  project: '',
  clientName: '',
  clientCompany: '',
  industry: AUTO_INDUSTRY,
  budget: '',
  deadline: '',
  tone: 'professional',
};

export type DraftBriefErrors = Partial<Record<keyof DraftBriefForm, string>>;

/** The form's text as the api's brief, or the errors to show under the fields. */
export function toBrief(
  fields: DraftBriefForm,
): { brief: DraftBriefInput } | { errors: DraftBriefErrors } {
  const optional = (value: string) => value.trim() || undefined;
  const candidate = {
    project: fields.project,
    clientName: optional(fields.clientName),
    clientCompany: optional(fields.clientCompany),
    industry: fields.industry === AUTO_INDUSTRY ? undefined : fields.industry,
    budget: fields.budget.trim() === '' ? undefined : Number(fields.budget),
    deadline: optional(fields.deadline),
    tone: fields.tone,
  };
  const parsed = draftBriefSchema.safeParse(candidate);
  if (parsed.success) return { brief: parsed.data };
  const errors: DraftBriefErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof DraftBriefForm;
    errors[field] ??= issue.message;
  }
  return { errors };
}
