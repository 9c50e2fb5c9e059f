/** Who acts, and in which workspace: documents record the person, the workspace owns the row. */
export interface Actor {
  /** The person (users.id), recorded as created_by / updated_by. */
  id: string;
  workspaceId: string;
}
