/**
 * The import rules of src/, as ESLint config (ADR 0086; the layers are drawn in docs/architecture.md).
 *
 * Every file in src/ follows one import style (ADR 0075). On top of it each file belongs to one layer, which
 * says what it may not import. From the bottom up:
 *   shared   src/shared: pure code the browser and the server both run; imports neither.
 *   base     config, logger, errors, db/, lib/: imports no feature and nothing above (the entity and seed
 *            registries in db/ list the features' entities and seeds, and are the exception).
 *   features src/server/features/<x>: the logic. Never a transport (http/, trpc/, ssr/); another feature only
 *            through its public module, `@/server/features/<y>/public`.
 *   operations  the operation table (ADR 0072) over the features; no transport.
 *   http     the REST transport and middleware; not the server render (ssr/ sits on top of http/).
 *   top      trpc/, ssr/, cli/, app, runtime...: wire everything together.
 *   web      src/web: the browser; server code only as types (`import type`), never at run time.
 * Tests may reach anything they arrange or check, so the layer rules skip them.
 *
 * Rules are `@typescript-eslint/no-restricted-imports` patterns; a file gets exactly one layer's set, so the
 * blocks below match disjoint files.
 */
import fs from 'node:fs'

const importStyle = {
  patterns: [
    {
      regex: '^(\\.\\./)+(?!\\.\\./|tests/|scripts/|migrations\\b)',
      message: 'Import from src/ through the @/ alias (ADR 0075); ./ only within the same folder.',
    },
  ],
  paths: [
    {
      name: 'lucide-react',
      message: 'Import icons from @/web/components/icons/icons: they are drawn from the sprite (ADR 0079).',
    },
  ],
}

const tests = ['**/*.test.{ts,tsx}', '**/*.test-helpers.ts']

/** A rule that forbids `regex` (the import path) with `message`; `allowTypeImports` lets `import type` through. */
const forbid = (regex, message, allowTypeImports = false) => ({ regex, message, allowTypeImports })

const transport = forbid(
  '^@/server/(http|trpc|ssr)(/|$)',
  'Features and the layers below them never import a transport (http/, trpc/, ssr/): move the shared code down.',
)
// `./x` too: config, logger and errors sit at the top of src/server, where `./features` is the features' folder.
const anyFeature = forbid(
  '^(@/server|\\.)/features(/|$)',
  'config, db and lib never import a feature: move the shared code into src/server/lib or src/shared.',
)
const aboveBase = forbid(
  '^(@/server|\\.)/(http|trpc|ssr|operations|runtime|app|api|boot|jobs|cli)(/|$)',
  'config, logger, errors, db and lib are the bottom layer: they import nothing above them.',
)
const serverFromShared = forbid(
  '^@/(server|web)(/|$)',
  'src/shared runs in the browser and the server alike.',
)

/** Another feature is reached only through its public module. */
function otherFeatures(feature) {
  return forbid(
    `^@/server/features/(?!${feature}/)[^/]+(/(?!public$).*)?$`,
    `Import another feature only through its public module (@/server/features/<name>/public).`,
  )
}

function block(files, layerPatterns, extra = {}) {
  return {
    files,
    ignores: [...tests, ...(extra.ignores ?? [])],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: importStyle.paths, patterns: [...importStyle.patterns, ...layerPatterns] },
      ],
    },
  }
}

const features = fs
  .readdirSync(new URL('./src/server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const base = [
  'src/server/config.ts',
  'src/server/logger.ts',
  'src/server/errors.ts',
  'src/server/db/**',
  'src/server/lib/**',
]
/** They list every feature's entities or seeds for the ORM: the one place base code names features. */
const registries = ['src/server/db/entities.ts', 'src/server/db/seeders.ts', 'src/server/db/seed.ts']

export const importRules = [
  // Everything in src/ (and tests): the import style alone.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', importStyle] } },
  block(['src/shared/**/*.{ts,tsx}'], [serverFromShared]),
  block(base, [anyFeature, aboveBase], { ignores: registries }),
  block(registries, [aboveBase]),
  ...features.map((feature) =>
    block([`src/server/features/${feature}/**`], [transport, otherFeatures(feature)]),
  ),
  block(['src/server/operations/**'], [transport]),
  block(['src/server/http/**'], [forbid('^@/server/ssr(/|$)', 'http/ sits below the server render (ssr/).')]),
  block(
    ['src/web/**/*.{ts,tsx}'],
    [forbid('^@/server(/|$)', 'The browser imports server code only as types: `import type`.', true)],
  ),
]
