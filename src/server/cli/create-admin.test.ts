import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lockDataDir } from '@/server/db/data-dir-lock'
import { openDatabase, type Database } from '@/server/db/orm'
import { verifyPassword } from '@/server/features/auth/password'
import { UserEntity } from '@/server/features/auth/user.entity'
import { runCreateAdmin } from './create-admin-command'

/**
 * The command against a real database: a PGlite folder of its own, or (with TEST_DATABASE_URL) a throwaway
 * database on the PostgreSQL server, passed as DATABASE_URL exactly as a person would.
 */
let env: Record<string, string>
let cleanup: () => Promise<void>
let dataDir: string | undefined

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-cli-'))
    env = { DATA_DIR: dataDir }
    cleanup = async () => fs.rmSync(dataDir!, { recursive: true, force: true })
    return
  }
  const name = `campuspulse_cli_${randomBytes(6).toString('hex')}`
  const admin = await openDatabase({ url: serverUrl })
  await admin.orm.em.getConnection().execute(`create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  env = { DATABASE_URL: url.toString() }
  cleanup = async () => {
    await admin.orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`)
    await admin.close()
  }
})
afterAll(() => cleanup())

async function run(argv: string[], { stdin = '', extraEnv = {} as Record<string, string> } = {}) {
  const input = new PassThrough()
  const output = new PassThrough()
  const errors = new PassThrough()
  let out = ''
  let err = ''
  output.on('data', (chunk) => (out += chunk))
  errors.on('data', (chunk) => (err += chunk))
  input.end(stdin)
  const code = await runCreateAdmin({ argv, env: { ...env, ...extraEnv }, input, output, errors })
  return { code, out, err }
}

async function withDb<T>(use: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR! })
  try {
    return await use(db)
  } finally {
    await db.close()
  }
}

describe('npm run user:create-admin', () => {
  // A new PGlite cluster plus every migration: seconds on an idle machine, much longer on a busy one.
  it(
    'creates an admin from flags on a new database (migrating it first), who can then sign in',
    { timeout: 180_000 },
    async () => {
      const result = await run([
        '--username',
        'Grace',
        '--password',
        'a long staff password',
        '--email',
        'Grace@Example.com',
        '--name',
        'Grace Hopper',
      ])
      expect(result).toMatchObject({ code: 0, err: '' })
      expect(result.out).toMatch(
        /^Created staff administrator "grace" \(id \d+\), shown as "Grace Hopper"\. Sign in at \/login\.\n$/,
      )
      await withDb(async (db) => {
        const user = await db.orm.em
          .fork()
          .findOneOrFail(UserEntity, { username: 'grace' }, { populate: ['password'] })
        expect(user).toMatchObject({ role: 'admin', email: 'grace@example.com', displayName: 'Grace Hopper' })
        expect(user.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
        expect(await verifyPassword(user.password, 'a long staff password')).toBe(true)
      })
    },
  )

  it('refuses a username or an email that is taken, saying which, and changes nothing', async () => {
    const taken = await run(['--username', 'GRACE', '--password', 'another long password'])
    expect(taken.code).toBe(1)
    expect(taken.err).toBe('A user named "grace" already exists: choose another username.\n')
    const email = await run(['-u', 'other', '-p', 'another long password', '-e', 'grace@example.com'])
    expect(email.code).toBe(1)
    expect(email.err).toBe('The email grace@example.com already belongs to user "grace".\n')
    await withDb(async (db) => {
      const user = await db.orm.em
        .fork()
        .findOneOrFail(UserEntity, { username: 'grace' }, { populate: ['password'] })
      expect(await verifyPassword(user.password, 'a long staff password')).toBe(true)
      expect(await db.orm.em.fork().count(UserEntity, { username: 'other' })).toBe(0)
    })
  })

  it('asks for missing values, reading piped answers line by line', async () => {
    const result = await run([], { stdin: 'Linus\nyet another long password\nlinus@example.com\n' })
    expect(result.err).toBe('')
    expect(result.code).toBe(0)
    expect(result.out).toContain('Username: ')
    expect(result.out).toContain('Password (at least 12 characters): ')
    expect(result.out).toContain('Email (optional, Enter to skip): ')
    expect(result.out).toContain('shown as "linus"')
    expect(result.out).not.toContain('yet another long password')
    await withDb(async (db) => {
      // Without --name (never asked for), the display name is the username.
      expect(await db.orm.em.fork().findOne(UserEntity, { username: 'linus' })).toMatchObject({
        email: 'linus@example.com',
        role: 'admin',
        displayName: 'linus',
      })
    })
  })

  it('refuses a weak password and a bad username before opening any database', async () => {
    const nowhere = path.join(os.tmpdir(), `campuspulse-never-${randomBytes(4).toString('hex')}`)
    const weak = await run(['--username', 'ada', '--password', 'short'], { extraEnv: { DATA_DIR: nowhere } })
    expect(weak.code).toBe(1)
    expect(weak.err).toBe('The password is too weak: use at least 12 characters\n')
    const bad = await run(['--username', 'ada@example.com', '--password', 'a long staff password'], {
      extraEnv: { DATA_DIR: nowhere },
    })
    expect(bad.code).toBe(1)
    expect(bad.err).toMatch(/only letters, digits, dots, hyphens and underscores/)
    expect(fs.existsSync(nowhere)).toBe(false)
  })

  it('makes another staff role with --role, and refuses a role that does not exist', async () => {
    const editor = await run(['-u', 'edna', '-p', 'a long staff password', '--role', 'editor'])
    expect(editor).toMatchObject({ code: 0, err: '' })
    expect(editor.out).toMatch(/^Created staff member \(editor\) "edna" \(id \d+\)/)
    await withDb(async (db) => {
      expect(await db.orm.em.fork().findOne(UserEntity, { username: 'edna' })).toMatchObject({
        role: 'editor',
      })
    })
    const unknown = await run(['-u', 'owen', '-p', 'a long staff password', '--role', 'owner'])
    expect(unknown.code).toBe(1)
    expect(unknown.err).toBe('The role must be one of: admin, editor, author, sales\n')
  })

  it('stops when the input ends before the answers do', async () => {
    const result = await run([], { stdin: 'only-a-name\n' })
    expect(result.code).toBe(1)
    expect(result.err).toBe('The input ended before every value was given.\n')
  })

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'refuses a PGlite folder a running server holds',
    async () => {
      const release = lockDataDir(dataDir!)
      // The lock names a live process other than this one: pretend the server is pid 1.
      fs.writeFileSync(path.join(dataDir!, 'campuspulse.lock'), '1')
      try {
        const result = await run(['-u', 'ada', '-p', 'a long staff password'])
        expect(result.code).toBe(1)
        expect(result.err).toMatch(/is in use by another process \(pid 1\)\. Stop it first/)
      } finally {
        release()
      }
    },
  )

  it('explains itself with --help and rejects unknown flags', async () => {
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.out).toContain('Usage: npm run user:create-admin -- [--username NAME]')
    const unknown = await run(['--admin'])
    expect(unknown.code).toBe(2)
    expect(unknown.err).toMatch(/Unknown option '--admin'/)
  })

  it('runs as the npm script’s entry point', { timeout: 60_000 }, async () => {
    const root = path.resolve(import.meta.dirname, '../../..')
    const result = await promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'src/server/cli/create-admin.ts'),
        '-u',
        'ada',
        '-p',
        'weak',
      ],
      { cwd: root, env: { ...process.env, ...env } },
    ).catch((error: { code: number; stderr: string }) => error)
    expect(result).toMatchObject({
      code: 1,
      stderr: 'The password is too weak: use at least 12 characters\n',
    })
  })
})
