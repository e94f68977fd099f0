import { createHash, randomInt } from 'node:crypto'
import type { Em } from '@/server/db/orm'
import { UserEntity } from '@/server/features/auth/user.entity'
import { RecoveryCodeEntity } from './two-factor.entity'

export const RECOVERY_CODE_COUNT = 10

/** Letters and digits no one misreads (no 0/o, 1/l/i, u/v): 29 symbols, 4.86 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstwxyz23456789'

/** A code of 16 symbols in four groups, `abcd-efgh-jkmn-pqrs`: 77 bits, too many to guess or to hash through. */
function newRecoveryCode(): string {
  const symbols = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return symbols.match(/.{4}/g)!.join('-')
}

/**
 * A recovery code's stored form (ADR 0116): SHA-256 keyed by the account, of the code without its dashes. The
 * codes are random with 77 bits, so a slow password hash would buy nothing against a leaked table and cost ten
 * argon2 runs per attempt; the account in the key keeps one account's row from matching another's code.
 */
const hashOf = (userId: number, code: string) =>
  createHash('sha256')
    .update(`${userId}:${code.replace(/-/g, '')}`)
    .digest('hex')

/** Replaces the account's recovery codes with ten new ones, answered once in clear. */
export async function issueRecoveryCodes(em: Em, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await em.nativeDelete(RecoveryCodeEntity, { user: userId })
  for (const code of codes)
    em.create(RecoveryCodeEntity, {
      user: em.getReference(UserEntity, userId),
      codeHash: hashOf(userId, code),
    })
  await em.flush()
  return codes
}

/**
 * Uses an unused recovery code: true once per code. The update is conditional on `used_at is null`, so two
 * requests racing with one code cannot both succeed.
 */
export async function useRecoveryCode(
  em: Em,
  userId: number,
  typed: string,
  now = new Date(),
): Promise<boolean> {
  const code = typed.replace(/[\s-]/g, '').toLowerCase()
  if (!/^[a-z0-9]{16}$/.test(code)) return false
  const used = await em.nativeUpdate(
    RecoveryCodeEntity,
    { user: userId, codeHash: hashOf(userId, code), usedAt: null },
    { usedAt: now },
  )
  return used > 0
}

export const recoveryCodesLeft = (em: Em, userId: number) =>
  em.count(RecoveryCodeEntity, { user: userId, usedAt: null })
