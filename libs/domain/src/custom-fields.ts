import type { FieldRefusal } from './errors';

/** What a workspace's custom field is kept on: its clients, its documents, or their lines. */
export const CUSTOM_FIELD_TARGETS = ['client', 'document', 'line'] as const;
export type CustomFieldTarget = (typeof CUSTOM_FIELD_TARGETS)[number];

export const CustomFieldRules = {
  labelMax: 40,
  valueMax: 200,
  /** Definitions per workspace and target. */
  perTargetMax: 20,
} as const;

const TARGET_NAMES: Record<CustomFieldTarget, string> = {
  client: 'clients',
  document: 'proposals and invoices',
  line: 'lines',
};

export const CustomFieldCode = {
  /** No field of the caller's workspace has this id. */
  Unknown: 'CUSTOM_FIELD_UNKNOWN',
  /** A field of the workspace, kept on another target (a client field on a line). */
  WrongTarget: 'CUSTOM_FIELD_WRONG_TARGET',
  /** The same field twice in one list. */
  Repeated: 'CUSTOM_FIELD_REPEATED',
  ValueTooLong: 'CUSTOM_FIELD_VALUE_TOO_LONG',
} as const;

export const CustomFieldMessages = {
  notFound: 'Custom field not found',
  listed: 'Custom fields retrieved successfully',
  created: 'Custom field created successfully',
  updated: 'Custom field updated successfully',
  deleted: 'Custom field deleted successfully',
  reordered: 'Custom fields reordered successfully',
  labelTaken: 'A custom field with this label already exists here.',
  target: `Choose one of: ${CUSTOM_FIELD_TARGETS.join(', ')}`,
  tooMany: (target: CustomFieldTarget) =>
    `A workspace keeps at most ${CustomFieldRules.perTargetMax} custom fields on ${TARGET_NAMES[target]}: delete one first.`,
  unknown: 'No custom field of this workspace has this id',
  wrongTarget: (fieldTarget: CustomFieldTarget, wanted: CustomFieldTarget) =>
    `This custom field is kept on ${TARGET_NAMES[fieldTarget]}, not on ${TARGET_NAMES[wanted]}`,
  repeated: 'This custom field is given twice',
  list: 'Send a list of { fieldId, value }',
  tooManyValues: `At most ${CustomFieldRules.perTargetMax} custom fields`,
  valueTooLong: `Must be at most ${CustomFieldRules.valueMax} characters`,
  /** A reorder must name every field of the target once. */
  reorderIncomplete: 'List every custom field of this target once, in the new order',
} as const;

/** One value as inputs send it and models answer it. */
export interface CustomFieldValue {
  fieldId: string;
  value: string;
}

/** A definition as the validation and printing need it. */
export interface CustomFieldDefinition {
  id: string;
  target: CustomFieldTarget;
  label: string;
  printed: boolean;
  position: number;
}

/** Stored values: keyed by field id; an empty value is not stored. */
export type CustomValues = Record<string, string>;

/**
 * What is wrong with `values` sent for `target`, each refusal naming its place
 * (`${path}.0.fieldId`, `${path}.1.value`): an id none of `definitions` (the caller's workspace's
 * fields) has, which is also what another workspace's field is; a field of another target; the
 * same field twice; a value over the limit.
 */
export function customValueRefusals(
  values: readonly CustomFieldValue[],
  definitions: readonly CustomFieldDefinition[],
  target: CustomFieldTarget,
  path = 'customFields',
): FieldRefusal[] {
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const seen = new Set<string>();
  const refusals: FieldRefusal[] = [];
  values.forEach(({ fieldId, value }, index) => {
    const definition = byId.get(fieldId);
    const at = `${path}.${index}`;
    if (!definition) {
      refusals.push({
        field: `${at}.fieldId`,
        code: CustomFieldCode.Unknown,
        message: CustomFieldMessages.unknown,
      });
    } else if (definition.target !== target) {
      refusals.push({
        field: `${at}.fieldId`,
        code: CustomFieldCode.WrongTarget,
        message: CustomFieldMessages.wrongTarget(definition.target, target),
      });
    } else if (seen.has(fieldId)) {
      refusals.push({
        field: `${at}.fieldId`,
        code: CustomFieldCode.Repeated,
        message: CustomFieldMessages.repeated,
      });
    }
    seen.add(fieldId);
    if ([...value].length > CustomFieldRules.valueMax) {
      refusals.push({
        field: `${at}.value`,
        code: CustomFieldCode.ValueTooLong,
        message: CustomFieldMessages.valueTooLong,
      });
    }
  });
  return refusals;
}

/** The stored form of valid values: trimmed, the empty ones left out. */
export function customValuesOf(values: readonly CustomFieldValue[]): CustomValues {
  const stored: CustomValues = {};
  for (const { fieldId, value } of values) {
    const trimmed = value.trim();
    if (trimmed) stored[fieldId] = trimmed;
  }
  return stored;
}

/** Stored values as a list, in no particular order (callers match them by id). */
export function customValueList(values: CustomValues | null | undefined): CustomFieldValue[] {
  return Object.entries(values ?? {}).map(([fieldId, value]) => ({ fieldId, value }));
}

export interface PrintedField {
  label: string;
  value: string;
}

/**
 * The printed fields of `target` that `values` fills, in the workspace's order: a field kept
 * internal, a value left empty, and a value of a deleted field are not printed.
 */
export function printedFields(
  definitions: readonly CustomFieldDefinition[],
  target: CustomFieldTarget,
  values: CustomValues | null | undefined,
): PrintedField[] {
  if (!values) return [];
  return definitions
    .filter((d) => d.target === target && d.printed && values[d.id])
    .sort((a, b) => a.position - b.position)
    .map((d) => ({ label: d.label, value: values[d.id] }));
}

/** What a document prints of its custom fields, each list only of printed, filled fields. */
export interface PrintedCustomFields {
  client: PrintedField[];
  document: PrintedField[];
  /** One list per line, in the lines' order. */
  lines: PrintedField[][];
}

/** "PO contact: Jane Roe", as a party line or a line's detail prints it. */
export function printedLine({ label, value }: PrintedField): string {
  return `${label}: ${value}`;
}
