import { generate } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace's codegen config, not a project
import config from '../../../../codegen';
import { join, resolve } from 'node:path';
import { buildSchemaSdl, SCHEMA_FILE } from './emit-schema';

const ROOT = resolve(__dirname, '../../../..');

/** The committed schema and the web's generated types must match the code that makes them. */
describe('committed GraphQL artefacts', () => {
  it('apps/api/schema.gql matches the resolvers (run `npm run schema -w apps/api` after a build)', async () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(await buildSchemaSdl());
  });

  it('apps/web/src/generated matches the schema and the documents (run `npm run codegen`)', async () => {
    const previous = process.cwd();
    process.chdir(ROOT);
    try {
      const outputs: { filename: string; content: string }[] = await generate(
        { ...config, silent: true },
        false,
      );
      expect(outputs.length).toBeGreaterThan(0);
      for (const { filename, content } of outputs) {
        expect([filename, readFileSync(join(ROOT, filename), 'utf8')]).toEqual([filename, content]);
      }
    } finally {
      process.chdir(previous);
    }
  });
});
