// One ESLint config for the workspace. Type-aware rules need the project service.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';

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
  // Dependencies point one way (docs/architecture.md): common/ and queue/ sit below every
  // feature, so they may import only each other, config/, database/ and redis/.
  {
    files: ['apps/api/src/common/*.ts', 'apps/api/src/queue/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!(common|config|database|redis|queue)/)',
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
              regex: '^\\.\\./\\.\\./(?!(common|config|database|redis|queue)/)',
              message: 'common/ and queue/ import no feature: move the code above the features.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
