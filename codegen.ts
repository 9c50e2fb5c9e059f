import type { CodegenConfig } from '@graphql-codegen/cli';

// Client types come from the committed schema, never from a live server.
const config: CodegenConfig = {
  schema: 'apps/api/schema.gql',
  documents: ['apps/web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'apps/web/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
