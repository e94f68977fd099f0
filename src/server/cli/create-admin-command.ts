import readline from 'node:readline'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { newAdminSchema, type NewAdminInput } from '@/shared/auth/auth.schema'
import { ConfigError, parseConfig } from '@/server/config'
import { DataDirInUseError } from '@/server/db/data-dir-lock'
import { migrate, openDatabase } from '@/server/db/orm'
import { describeStartupFailure } from '@/server/db/startup-errors'
import { withStartupLock } from '@/server/db/startup-lock'
import { toAppError } from '@/server/errors'
import { createAdminAccount } from '@/server/features/auth/create-admin'

export const USAGE = `Creates a staff administrator who can sign in at /login.

Usage: npm run user:create-admin -- [--username NAME] [--password PASSWORD] [--email EMAIL] [--name "DISPLAY NAME"] [--role ROLE]

Missing values are asked for (the password without echo). --name is how the administrator is shown on screen
and in article bylines; without it, the username (it can be changed later on /staff/profile). The database is the one the server uses:
DATABASE_URL (PostgreSQL) when set, otherwise the PGlite folder DATA_DIR (default ./data), which must not be
in use by a running server. --role makes another staff role instead: admin (the default), editor, author or
sales (docs/team.md).`

export interface CommandIo {
  argv: string[]
  env: Record<string, string | undefined>
  input: NodeJS.ReadableStream & { isTTY?: boolean }
  output: NodeJS.WritableStream
  errors: NodeJS.WritableStream
}

/** A problem the person running the command can fix: printed as one line, exit code 1. */
class CommandError extends Error {}

/**
 * Asks questions on a terminal or reads answers from piped input, one line each. On a terminal the password's
 * keystrokes are not echoed.
 */
function prompter(io: CommandIo) {
  let muted = false
  const echo = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) io.output.write(chunk)
      done()
    },
  })
  const rl = readline.createInterface({ input: io.input, output: echo, terminal: Boolean(io.input.isTTY) })
  const lines = rl[Symbol.asyncIterator]()
  return {
    async ask(question: string, { hidden = false } = {}) {
      io.output.write(question)
      muted = hidden
      const next = await lines.next()
      muted = false
      if (hidden) io.output.write('\n')
      if (next.done) throw new CommandError('The input ended before every value was given.')
      return next.value as string
    },
    close: () => rl.close(),
  }
}

/** Gathers the values from flags, asking for the missing ones, and checks them before opening any database. */
async function gatherInput(
  io: CommandIo,
  flags: Partial<Record<'username' | 'password' | 'email' | 'name' | 'role', string>>,
) {
  // The display name is never asked for: the username stands in, and staff change it on /staff/profile.
  const displayName = flags.name
  const role = flags.role as NewAdminInput['role']
  if (flags.username && flags.password)
    return checkInput({
      username: flags.username,
      password: flags.password,
      email: flags.email,
      displayName,
      role,
    })
  const prompt = prompter(io)
  try {
    const username = flags.username ?? (await prompt.ask('Username: '))
    let password = flags.password
    if (!password) {
      password = await prompt.ask('Password (at least 12 characters): ', { hidden: true })
      if (io.input.isTTY && (await prompt.ask('Repeat the password: ', { hidden: true })) !== password)
        throw new CommandError('The two passwords differ. Nothing was created.')
    }
    const email =
      flags.email ?? (flags.username ? undefined : await prompt.ask('Email (optional, Enter to skip): '))
    return checkInput({ username, password, email: email?.trim() || undefined, displayName, role })
  } finally {
    prompt.close()
  }
}

function checkInput(input: NewAdminInput) {
  const result = newAdminSchema.safeParse(input)
  if (!result.success) throw new CommandError(result.error.issues.map((issue) => issue.message).join('; '))
  return result.data
}

/** `npm run user:create-admin`; resolves to the process exit code. */
export async function runCreateAdmin(io: CommandIo): Promise<number> {
  let flags
  try {
    flags = parseArgs({
      args: io.argv,
      options: {
        username: { type: 'string', short: 'u' },
        password: { type: 'string', short: 'p' },
        email: { type: 'string', short: 'e' },
        name: { type: 'string', short: 'n' },
        role: { type: 'string', short: 'r' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    io.errors.write(`${(error as Error).message}\n\n${USAGE}\n`)
    return 2
  }
  if (flags.help) {
    io.output.write(`${USAGE}\n`)
    return 0
  }

  try {
    const input = await gatherInput(io, flags)
    const config = parseConfig({ ...io.env, LOG_LEVEL: 'silent' })
    // An empty folder is a fresh install, as for the server's first start: it opens the prepared database
    // (ADR 0107) instead of creating a cluster, and the server's first start then finds the directory in place.
    const db = await openDatabase(
      config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR, freshInstall: true },
      { statementTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS },
    )
    try {
      // The same turn-taking as a starting server (ADR 0070), in case replicas start meanwhile.
      await withStartupLock(db, { waitMs: config.MIGRATION_WAIT_SECONDS * 1000 }, () => migrate(db.orm))
      const admin = await createAdminAccount(db.orm.em.fork(), input)
      io.output.write(
        `Created ${admin.role === 'admin' ? 'staff administrator' : `staff member (${admin.role})`} "${admin.username}" (id ${admin.id}), shown as "${admin.displayName}". Sign in at /login.\n`,
      )
      return 0
    } finally {
      await db.close()
    }
  } catch (error) {
    const known =
      error instanceof CommandError || error instanceof ConfigError || error instanceof DataDirInUseError
        ? error.message
        : (describeStartupFailure(error, io.env.DATABASE_URL) ?? toAppError(error)?.message)
    if (!known) throw error
    io.errors.write(`${known}\n`)
    return 1
  }
}
