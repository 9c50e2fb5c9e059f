/** The spec's REST records carry `_id`; GraphQL uses `id`. REST answers both. */
export function withLegacyId<T extends { id: string }>(record: T): T & { _id: string } {
  return { _id: record.id, ...record };
}
