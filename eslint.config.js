import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'test-results',
      'ci-results',
      'playwright-report',
      'src/web/routeTree.gen.ts',
      'migrations/Migration*.ts',
      '.lighthouse',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // One import style (ADR 0075): a file in src/ reaches the rest of src/ through the `@/` alias and its own folder
    // with `./`; climbing out of the folder is allowed only to tests/ and migrations/, which sit outside src/.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(?!\\.\\./|tests/|scripts/|migrations\\b)',
              message: 'Import from src/ through the @/ alias (ADR 0075); ./ only within the same folder.',
            },
          ],
          paths: [
            {
              name: 'lucide-react',
              message:
                'Import icons from @/web/components/icons/icons: they are drawn from the sprite (ADR 0079).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Command-line tools, scripts and benchmarks talk to a terminal.
    files: ['scripts/**', 'bench/**', 'src/server/cli/**', 'tests/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
)
