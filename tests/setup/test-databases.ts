/**
 * Vitest global setup: migrates one database (every migration and pg-boss's schema) once per run, and each server
 * test file then starts from a copy of it (tests/server/test-database.ts) instead of migrating its own:
 * - on PGlite (the default), a snapshot file (`dumpDataDir`): ~0.5 s per file instead of ~3 s for a new cluster
 *   plus migrations;
 * - on the PostgreSQL server named by TEST_DATABASE_URL, a template database: `create database ... template`
 *   copies its files instead of running every migration per file.
 * Datasets built on demand (the real IPEDS import) are kept in this run's folder and dropped with it.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { parseConfig } from '@/server/config'
import { migrate, openDatabase, type Database } from '@/server/db/orm'
import { openJobQueue } from '@/server/lib/jobs/job-queue'
import { createLogger } from '@/server/logger'

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabaseSources
  }
}

export interface TestDatabaseSources {
  /** PGlite: the snapshot file of the migrated database; PostgreSQL: the migrated template database's name. */
  empty: string
  /** This run's folder, for datasets built on demand by the first file that asks for them. */
  runDir: string
}

/** Every migration, then pg-boss's own schema (it installs it on first start), so each app only starts it. */
async function migrateWithQueue(db: Database) {
  await migrate(db.orm)
  const config = parseConfig({ LOG_LEVEL: 'silent' })
  const jobs = await openJobQueue(db, config, createLogger(config))
  await jobs.stop({ graceful: false })
}

async function pgliteSnapshot(runDir: string): Promise<string> {
  const db = await openDatabase({ memory: true })
  await migrateWithQueue(db)
  const snapshot = await db.pglite!.dumpDataDir('none')
  await db.close()
  const file = path.join(runDir, 'empty.tar')
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()))
  return file
}

/** The name every template of this run starts with (the run folder ends with its id): what the teardown drops. */
export const templatePrefix = (runDir: string) =>
  `campuspulse_template_${path.basename(runDir).split('-').at(-1)}`

async function postgresTemplate(serverUrl: string, runDir: string): Promise<string> {
  const name = templatePrefix(runDir)
  const admin = await openDatabase({ url: serverUrl })
  try {
    await admin.orm.em.getConnection().execute(`create database "${name}"`)
  } finally {
    await admin.close()
  }
  try {
    const db = await openDatabase({ url: databaseUrl(serverUrl, name) })
    try {
      await migrateWithQueue(db)
    } finally {
      // A template can be copied only while nobody is connected to it.
      await db.close()
    }
  } catch (error) {
    await dropTemplates(serverUrl, runDir)
    throw error
  }
  return name
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function dropTemplates(serverUrl: string, runDir: string) {
  const admin = await openDatabase({ url: serverUrl })
  try {
    const connection = admin.orm.em.getConnection()
    const rows = await connection.execute<{ datname: string }[]>(
      'select datname from pg_database where datname like ?',
      [`${templatePrefix(runDir)}%`],
    )
    for (const { datname } of rows)
      await connection.execute(`drop database if exists "${datname}" with (force)`)
  } finally {
    await admin.close()
  }
}

export default async function setup(project: TestProject) {
  const runDir = path.join(os.tmpdir(), `campuspulse-tests-${randomBytes(6).toString('hex')}`)
  fs.mkdirSync(runDir)
  const serverUrl = process.env.TEST_DATABASE_URL
  const empty = serverUrl ? await postgresTemplate(serverUrl, runDir) : await pgliteSnapshot(runDir)
  project.provide('testDatabases', { empty, runDir })
  return async () => {
    if (serverUrl) await dropTemplates(serverUrl, runDir)
    fs.rmSync(runDir, { recursive: true, force: true })
  }
}
