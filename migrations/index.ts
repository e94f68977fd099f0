import type { Migration } from '@mikro-orm/migrations'

/**
 * Every `migrations/Migration*.ts`, in file-name order (the name starts with its timestamp). Found by name, so a
 * new migration is one new file and no shared list to merge. Each is recorded under its class's `name`, which
 * is its file name, as it always was: databases migrated before keep their history and re-run nothing.
 *
 * Vite compiles the folder in wherever it builds the code (the server bundle in dist/, Vitest); code run
 * straight from source by tsx (`npm run dev`, `npm run db:migration:create`) reads the folder instead.
 */
type MigrationModule = Record<string, unknown>
type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration

const modules: Record<string, MigrationModule> = import.meta.env
  ? import.meta.glob<MigrationModule>('./Migration*.ts', { eager: true })
  : await readFolder()

async function readFolder(): Promise<Record<string, MigrationModule>> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const { pathToFileURL } = await import('node:url')
  const files = fs.readdirSync(import.meta.dirname).filter((file) => /^Migration.*\.ts$/.test(file))
  const load = async (file: string) => {
    const url = pathToFileURL(path.join(import.meta.dirname, file)).href
    return [`./${file}`, (await import(/* @vite-ignore */ url)) as MigrationModule] as const
  }
  return Object.fromEntries(await Promise.all(files.map(load)))
}

function migrationClass(file: string, module: MigrationModule): MigrationClass {
  const className = file.replace(/^.*\//, '').replace(/\.ts$/, '')
  const exported = module[className]
  if (typeof exported !== 'function') {
    throw new Error(`migrations/${className}.ts must export a class named ${className}.`)
  }
  return exported as MigrationClass
}

export const migrationsList: MigrationClass[] = Object.keys(modules)
  .sort()
  .map((file) => migrationClass(file, modules[file]!))
