/** A paper's handling editor (issue 29 item 1): as the submission and admin services keep it and the SPA shows it. */
export interface HandlingEditor {
  userId: string;
  name: string;
  email: string;
}

/** The three columns a service stores a paper's handling editor in (all null: unassigned). */
export interface HandlingEditorColumns {
  handling_editor_id: string | null;
  handling_editor_name: string | null;
  handling_editor_email: string | null;
}

export function handlingEditorFromColumns(row: HandlingEditorColumns): HandlingEditor | null {
  if (!row.handling_editor_id) return null;
  return {
    userId: row.handling_editor_id,
    name: row.handling_editor_name ?? '',
    email: row.handling_editor_email ?? '',
  };
}
