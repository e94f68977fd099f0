import { hash, verify } from '@node-rs/argon2'

/** argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): ~100 ms on these machines. */
// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false
  }
}

/**
 * A hash of a random password, verified against when the username does not exist, so an unknown user costs as
 * much time as a wrong password and response times do not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID())
  return decoyHash
}
