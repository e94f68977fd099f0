#!/usr/bin/env node
/**
 * Builds the client (dist/client: hashed assets, .br/.gz beside each, Vite manifest) and the server
 * (dist/server/index.js: the Hono server with the server render bundled in; npm packages stay external).
 * `--if-stale` skips the build when dist is newer than every input, so `npm start` builds only when needed.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const stampFile = path.join(root, 'dist', 'build-stamp.json')
const inputs = [
  'src',
  'public',
  'migrations',
  'reference-data',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]

function newestMtime(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

/** Command-line tools, built to dist/server/cli/<name>.js so they run without dev dependencies. */
const cliEntries = {
  'cli/backup': 'src/server/cli/backup.ts',
  'cli/create-admin': 'src/server/cli/create-admin.ts',
  'cli/fresh-database': 'src/server/cli/fresh-database.ts',
  'cli/import-schools': 'src/server/cli/import-schools.ts',
  'cli/migrate': 'src/server/cli/migrate.ts',
  'cli/restore': 'src/server/cli/restore.ts',
}

export function buildIsStale() {
  if (!fs.existsSync(stampFile) || !fs.existsSync(path.join(root, 'dist/server/index.js'))) return true
  const builtAt = fs.statSync(stampFile).mtimeMs
  return inputs.some((input) => newestMtime(input) > builtAt)
}

function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) precompress(file)
    else if (/\.(js|css|svg|json|txt|xml)$/.test(entry.name)) {
      const body = fs.readFileSync(file)
      if (body.length < 1024) continue
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
    }
  }
}

export async function build() {
  const started = Date.now()
  // A production build whoever runs it: under NODE_ENV=test (a test that builds dist/ first) Vite would compile
  // React's development JSX runtime into the server, and every page would fail with "jsxDEV is not a function".
  process.env.NODE_ENV = 'production'
  process.chdir(root)
  const { build: viteBuild } = await import('vite')
  await viteBuild({ logLevel: 'warn', mode: 'production' })
  await viteBuild({
    logLevel: 'warn',
    mode: 'production',
    build: {
      ssr: true,
      outDir: 'dist/server',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // The server, and the command-line tools operators run beside it (also inside the production image).
      rollupOptions: {
        input: { index: 'src/server/index.ts', ...cliEntries },
        output: { entryFileNames: '[name].js' },
      },
    },
  })
  // The embedded database's thread and the image process are modules of their own, loaded by path at run time
  // (lib/files/own-module.ts).
  for (const module of ['db/pglite-worker.mjs', 'features/media/image-worker.mjs'])
    fs.copyFileSync(
      path.join(root, 'src/server', module),
      path.join(root, 'dist/server', path.basename(module)),
    )
  // The data files the server reads at run time (lib/files/reference-data.ts): the school directory a fresh install
  // starts with and the demo articles' artwork.
  fs.cpSync(path.join(root, 'reference-data'), path.join(root, 'dist/server/data'), { recursive: true })
  // A migrated database holding that directory, which a first start on an empty data folder loads (ADR 0107).
  const fresh = spawnSync(
    process.execPath,
    [
      path.join(root, 'dist/server/cli/fresh-database.js'),
      path.join(root, 'dist/server/data/fresh-database.tar.gz'),
    ],
    { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (fresh.status !== 0) throw new Error('preparing the fresh-install database failed (see above)')
  precompress(path.join(root, 'dist/client'))
  fs.writeFileSync(stampFile, JSON.stringify({ builtAt: new Date().toISOString() }))
  console.log(`Built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (runDirectly) {
  if (process.argv.includes('--if-stale') && !buildIsStale()) {
    if (!process.argv.includes('--quiet')) console.log('dist/ is up to date')
  } else {
    await build()
  }
}
