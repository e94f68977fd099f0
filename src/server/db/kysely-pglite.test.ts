import type { Transaction } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { forKysely } from './kysely-pglite'
import type { EmbeddedDatabase } from './pglite-thread'

/**
 * The adapter between the embedded database and the ORM's Kysely dialect, driven through that real dialect: the
 * dialect starts transactions without awaiting them, so a transaction the database refuses must reach the
 * caller as an error (not as an unhandled rejection, which Vitest reports and ends the process in production,
 * nor as a caller waiting forever). A stand-in database plays the thread's two answers: a transaction that
 * begins, and one refused before it begins (the thread starting again).
 */
const outage = Object.assign(new Error('the database thread is starting again'), { code: '57P03' })

interface Ledger {
  statements: string[]
}

function standInDatabase({ refuseTransactions }: { refuseTransactions: boolean }): EmbeddedDatabase & Ledger {
  const statements: string[] = []
  const query = async <T>(text: string) => {
    statements.push(text)
    return { rows: [{ answer: 1 }] as T[], fields: [], affectedRows: 0 }
  }
  const transactionHandle = { query, exec: async () => [], rollback: async () => {}, closed: false }
  return {
    statements,
    query,
    exec: async () => [],
    async transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      if (refuseTransactions) throw outage
      return callback(transactionHandle as unknown as Transaction)
    },
    dumpDataDir: async () => new Blob(),
    close: async () => {},
    closed: false,
    ready: true,
    waitReady: Promise.resolve(),
  } as unknown as EmbeddedDatabase & Ledger
}

function kyselyOver(database: EmbeddedDatabase) {
  return new Kysely<Record<string, never>>({ dialect: new PGliteDialect({ pglite: forKysely(database) }) })
}

describe('the embedded database as the Kysely dialect takes it', () => {
  it('runs a transaction that begins as the database runs it', async () => {
    const database = standInDatabase({ refuseTransactions: false })
    const answer = await kyselyOver(database)
      .transaction()
      .execute(
        async (trx) => (await sql<{ answer: number }>`select 1 as answer`.execute(trx)).rows[0]?.answer,
      )
    expect(answer).toBe(1)
    expect(database.statements).toEqual(['select 1 as answer'])
  })

  it('fails the caller with the outage when a transaction cannot begin, and sends nothing to the database', async () => {
    const database = standInDatabase({ refuseTransactions: true })
    const reached: string[] = []
    const attempt = kyselyOver(database)
      .transaction()
      .execute(async (trx) => {
        reached.push('callback')
        await sql`insert into leads default values`.execute(trx)
        reached.push('after the statement')
      })
    await expect(attempt).rejects.toBe(outage)
    // The callback may run against the refusing handle, but none of its statements reaches the database.
    expect(reached).not.toContain('after the statement')
    expect(database.statements).toEqual([])
  })

  it('keeps an error thrown inside a transaction that began as that error', async () => {
    const database = standInDatabase({ refuseTransactions: false })
    const mistake = new Error('a constraint the caller broke')
    const attempt = kyselyOver(database)
      .transaction()
      .execute(async () => {
        throw mistake
      })
    await expect(attempt).rejects.toBe(mistake)
  })
})
