import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importRules } from './eslint.layers.js'

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
  // Imports: one style everywhere in src/ (ADR 0075), and the layers (ADR 0086, docs/architecture.md).
  ...importRules,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Test files share a worker's modules (ADRs 0157 and 0159), so a module mock would outlive its file and
    // reach the next one. Hand a stand-in to the code under test instead, or read what it did on the page.
    files: ['**/*.test.{ts,tsx}', '**/*.test-helpers.{ts,tsx}', 'tests/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share their modules; a module mock outlives the file (ADR 0159).',
        })),
      ],
    },
  },
  {
    // Command-line tools, scripts and benchmarks talk to a terminal.
    files: ['scripts/**', 'bench/**', 'src/server/cli/**', 'tests/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
)
