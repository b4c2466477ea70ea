// Lint rules: ESLint's and typescript-eslint's recommended sets; formatting is Prettier's job.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist.build-*/**',
      'dist.next-*/**',
      'dist.old-*/**',
      '**/dist/**',
      'node_modules/**',
      'coverage/**',
      'openapi/**',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    // The service's own code and its tests say what their values are: `unknown` and
    // narrowing, the row types of src/db/types.ts, Static<> of its schemas. An answer's
    // body read in a test (test/harness.ts) is the one loose value.
    files: ['src/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Migrations are frozen history: they run as they landed, against the tables of
    // their time rather than today's types, and are never edited.
    files: ['src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Workspace scoping lives in src/db/workspace.ts (inWorkspace, ownedBy): a
    // hand-written workspace_id condition or value in a module or in core is
    // one query away from a cross-workspace leak (test/workspace-guard.test.ts).
    files: ['src/modules/**/*.ts', 'src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // where('workspace_id', '=', ...), where('t.workspace_id', 'in', ...), eb('workspace_id', '=', ...)
          "CallExpression:not([callee.property.name='whereRef'])[arguments.0.value=/^(\\w+\\.)?workspace_id$/][arguments.1.value=/^(=|in)$/]",
          // where(`${table}.workspace_id`, '=', ...)
          'CallExpression[arguments.1.value=/^(=|in)$/] > TemplateLiteral:first-child > TemplateElement[value.raw=/workspace_id$/]',
          // sql`... workspace_id = ${...}`
          'TemplateElement[value.raw=/workspace_id\\s*(=|in\\b)/]',
          // { workspace_id: ... } in a row to insert
          "ObjectExpression > Property[key.name='workspace_id']",
        ].map((selector) => ({
          selector,
          message:
            "Reach a workspace's rows through inWorkspace() or ownedBy() (src/db/workspace.ts), not a hand-written workspace_id.",
        })),
      ],
    },
  },
);
