import {
  DEFAULT_BRAND_COLOR,
  isDocumentFont,
  isDocumentLayout,
  normalizeHexColor,
  type DocumentFont,
  type DocumentLayout,
} from '@dealdraft/domain';

/**
 * How a PDF looks, apart from what it says: the layout, font, brand colour, logo and footer
 * text. Passed to the templates beside the printable content, never inside it, so changing the
 * look changes no content version and no accepted proposal's SHA-256.
 */
export interface DocumentStyle {
  layout: DocumentLayout;
  font: DocumentFont;
  /** "#rrggbb". */
  color: string;
  /** The workspace's logo as a data: URI (the renderer loads nothing else), with its size. */
  logo: { dataUri: string; width: number; height: number } | null;
  /** Printed at the foot of every page. */
  footer: string | null;
}

/** What a workspace without any brand setting prints: today's classic look in Inter. */
export const DEFAULT_DOCUMENT_STYLE: DocumentStyle = {
  layout: 'classic',
  font: 'inter',
  color: DEFAULT_BRAND_COLOR,
  logo: null,
  footer: null,
};

/** The columns documentStyleOf reads: the workspace's and its logo's. */
export interface DocumentStyleRow {
  brand_color: string | null;
  document_font: string | null;
  document_layout: string | null;
  document_footer: string | null;
  logo_content_type: string | null;
  logo_bytes: Buffer | null;
  logo_width: number | null;
  logo_height: number | null;
}

const STYLE_SQL = `
  SELECT w.brand_color, w.document_font, w.document_layout, w.document_footer,
         l.content_type AS logo_content_type, l.bytes AS logo_bytes,
         l.width AS logo_width, l.height AS logo_height
    FROM workspaces w
    LEFT JOIN workspace_logos l ON l.workspace_id = w.id
   WHERE w.id = $1`;

/** Anything that runs SQL: a DataSource, an EntityManager or a QueryRunner. */
export interface Queryable {
  query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T>;
}

/**
 * The style of a workspace's documents, with `layout` (a document's own choice) over the
 * workspace's default. A workspace that is gone prints in the default style.
 */
export async function documentStyleOf(
  db: Queryable,
  workspaceId: string,
  layout?: DocumentLayout | null,
): Promise<DocumentStyle> {
  const [row] = await db.query<DocumentStyleRow[]>(STYLE_SQL, [workspaceId]);
  return styleFromRow(row, layout);
}

/** The style a workspace row (and its logo) gives, `layout` chosen by the document over it. */
export function styleFromRow(
  row: DocumentStyleRow | undefined,
  layout?: DocumentLayout | null,
): DocumentStyle {
  if (!row) return { ...DEFAULT_DOCUMENT_STYLE, ...(layout ? { layout } : {}) };
  const logo =
    row.logo_bytes && row.logo_content_type && row.logo_width && row.logo_height
      ? {
          dataUri: `data:${row.logo_content_type};base64,${Buffer.from(row.logo_bytes).toString('base64')}`,
          width: row.logo_width,
          height: row.logo_height,
        }
      : null;
  return {
    layout: layout ?? (isDocumentLayout(row.document_layout) ? row.document_layout : 'classic'),
    font: isDocumentFont(row.document_font) ? row.document_font : 'inter',
    color: (row.brand_color && normalizeHexColor(row.brand_color)) || DEFAULT_BRAND_COLOR,
    logo,
    footer: row.document_footer?.trim() || null,
  };
}
