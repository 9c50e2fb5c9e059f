// One ESLint config for the workspace. Type-aware rules need the project service.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

// Web feature boundary (STYLE.md): a feature imports only itself and the shared documents
// feature; pages/ and app/ compose features. One block per feature folder, so a new feature
// is covered without editing this file.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_FEATURE = 'documents';
const webFeatureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!(?:${SHARED_FEATURE}|${feature})/)`,
            message: `Features never import each other; share it through @/features/${SHARED_FEATURE}, or pass it in from the page.`,
          },
          {
            regex: '^(?:\\.\\./){2}',
            message: 'Leave the feature through an @/ path, so the boundary rule sees it.',
          },
          {
            regex: '^@/(?:pages|app)/',
            message: 'Pages and app compose features, never the other way round.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/.data/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:domain', onlyDependOnLibsWithTags: ['scope:domain'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:domain'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:domain'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:domain'] },
            { sourceTag: 'scope:bench', onlyDependOnLibsWithTags: ['scope:domain'] },
          ],
        },
      ],
    },
  },
  // Dependencies point one way (docs/architecture.md): common/, queue/ and metrics/ sit below
  // every feature, so they may import only each other, config/, database/ and redis/.
  {
    files: ['apps/api/src/common/*.ts', 'apps/api/src/queue/*.ts', 'apps/api/src/metrics/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!(common|config|database|redis|queue|metrics)/)',
              message: 'common/ and queue/ import no feature: move the code above the features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/common/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!(common|config|database|redis|queue|metrics)/)',
              message: 'common/ and queue/ import no feature: move the code above the features.',
            },
          ],
        },
      ],
    },
  },
  {
    // The documents wing (store, money, numbering, content) sits below the kinds it serves.
    files: ['apps/api/src/documents/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!(common|config|database|redis|queue)/)',
              message:
                'documents/ imports no feature: declare what it needs and let the kind provide it.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatureBoundaries,
  {
    // Primitives and helpers sit below every feature.
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(?:features|pages|app)/',
              message: 'components/ and lib/ sit below features, pages and app.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
