/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../../../..');

/**
 * The import paths the workspace's lint config refuses in a file under apps/web/src. Runs in a
 * child process because the config is an ES module; only no-restricted-imports is applied, so
 * no type information is needed.
 */
function refused(file: string, imports: string[]): string[] {
  const script = `
    import { ESLint, Linter } from 'eslint';
    const file = ${JSON.stringify(`${root}/apps/web/src/${file}`)};
    const config = await new ESLint({ cwd: ${JSON.stringify(root)} }).calculateConfigForFile(file);
    const rule = config.rules['no-restricted-imports'];
    const code = ${JSON.stringify(imports.map((path, i) => `import * as m${i} from '${path}';`).join('\n'))};
    const messages = rule
      ? new Linter().verify(code, [{ files: ['**/*.ts'], rules: { 'no-restricted-imports': rule } }], file)
      : [];
    console.log(JSON.stringify(messages.map((m) => m.line)));
  `;
  const out = execFileSync('node', ['--input-type=module', '-e', script], { cwd: root });
  const lines = JSON.parse(out.toString()) as number[];
  return lines.map((line) => imports[line - 1]);
}

describe('web feature boundary (eslint.config.mjs)', () => {
  it('lets a feature import itself, the documents feature and shared code, nothing of another feature', () => {
    expect(
      refused('features/invoices/hooks/probe.ts', [
        '@/features/invoices/hooks/useInvoices',
        '../utils/invoice-form',
        '@/features/documents/hooks/usePdfActions',
        '@/lib/toast',
        '@/components/ui/Button',
        '@/features/profile/hooks/useCanExportPdf',
        '@/features/proposals/testing/proposal-fixtures',
        '../../proposals/hooks/useProposals',
        '@/pages/ProposalsPage',
      ]),
    ).toEqual([
      '@/features/profile/hooks/useCanExportPdf',
      '@/features/proposals/testing/proposal-fixtures',
      '../../proposals/hooks/useProposals',
      '@/pages/ProposalsPage',
    ]);
  });

  it('keeps the documents feature free of the features that use it', () => {
    expect(
      refused('features/documents/components/probe.ts', [
        '@/features/documents/utils/line-items',
        '@/features/proposals/hooks/useProposals',
      ]),
    ).toEqual(['@/features/proposals/hooks/useProposals']);
  });

  it('lets pages compose features, and keeps components and lib below them', () => {
    expect(refused('pages/probe.ts', ['@/features/proposals/hooks/useProposals'])).toEqual([]);
    expect(refused('lib/probe.ts', ['@/features/documents/utils/line-items'])).toEqual([
      '@/features/documents/utils/line-items',
    ]);
    expect(refused('components/ui/probe.ts', ['@/pages/ProposalsPage'])).toEqual([
      '@/pages/ProposalsPage',
    ]);
  });
});
