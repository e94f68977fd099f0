import { p } from '@mikro-orm/core'

/**
 * The two timestamp columns entities share, written once. The database fills them for rows inserted by SQL
 * (importer, seeds); the ORM fills them for its own writes, so an entity read back before a refresh has them too.
 */
export const createdAtColumn = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date())

export const updatedAtColumn = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .onUpdate(() => new Date())

/** Both, for an entity that records when it was created and last changed. */
export const timestampColumns = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() })
