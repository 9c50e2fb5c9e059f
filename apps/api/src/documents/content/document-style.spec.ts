import { DEFAULT_BRAND_COLOR } from '@dealdraft/domain';
import { documentStyleOf, styleFromRow, type DocumentStyleRow } from './document-style';

const row = (over: Partial<DocumentStyleRow> = {}): DocumentStyleRow => ({
  brand_color: '#0f766e',
  document_font: 'source-serif-4',
  document_layout: 'modern',
  document_footer: '  Studio Ada Ltd  ',
  logo_content_type: 'image/png',
  logo_bytes: Buffer.from('png-bytes'),
  logo_width: 240,
  logo_height: 80,
  ...over,
});

describe('a workspace’s document style', () => {
  it('takes its layout, font, colour, footer and logo (as a data: URI)', () => {
    expect(styleFromRow(row())).toEqual({
      layout: 'modern',
      font: 'source-serif-4',
      color: '#0f766e',
      footer: 'Studio Ada Ltd',
      logo: {
        dataUri: `data:image/png;base64,${Buffer.from('png-bytes').toString('base64')}`,
        width: 240,
        height: 80,
      },
    });
  });

  it('lets a document’s own layout win over the workspace’s', () => {
    expect(styleFromRow(row(), 'compact').layout).toBe('compact');
    expect(styleFromRow(row(), null).layout).toBe('modern');
  });

  it('falls back to the product’s colour, classic, Inter, no footer and no logo', () => {
    const bare = styleFromRow(
      row({
        brand_color: null,
        document_font: null,
        document_layout: null,
        document_footer: ' ',
        logo_bytes: null,
      }),
    );
    expect(bare).toEqual({
      layout: 'classic',
      font: 'inter',
      color: DEFAULT_BRAND_COLOR,
      footer: null,
      logo: null,
    });
    expect(styleFromRow(undefined, 'modern')).toMatchObject({ layout: 'modern', logo: null });
  });

  it('reads the workspace and its logo in one query', async () => {
    const calls: unknown[][] = [];
    const db = {
      query: async <T>(sql: string, params?: unknown[]) => {
        calls.push([sql, params]);
        return [row()] as T;
      },
    };
    await expect(documentStyleOf(db, 'w1', 'compact')).resolves.toMatchObject({
      layout: 'compact',
      font: 'source-serif-4',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toMatch(/LEFT JOIN workspace_logos/);
    expect(calls[0][1]).toEqual(['w1']);
  });
});
