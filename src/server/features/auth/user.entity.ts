import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { ROLES } from '@/shared/auth/roles'
import { createdAtColumn } from '@/server/db/timestamps'

/** Staff and (optionally) brand users. Only users with a staff role may write, each as its role allows. */
export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(100).unique(),
    /** The name on screen and in article bylines; the username unless staff choose another (issue 16). */
    displayName: p.string().length(100),
    email: p.string().length(255).unique().nullable(),
    password: p.text().hidden().lazy(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    /** A sentence or two under the staff member's articles (issue 18); null shows no bio. */
    bio: p.string().length(500).nullable(),
    jobTitle: p.string().length(100).nullable(),
    company: p.string().length(100).nullable(),
    /** Their staff role (ADR 0091); null: no staff rights (was `is_admin = false`). */
    role: p.enum([...ROLES]).nullable(),
    createdAt: createdAtColumn(),
    // Staff accounts (issue 35, features/team): a deactivated account signs in to nothing and keeps its bylines.
    deactivatedAt: p.datetime().nullable(),
    lastSignInAt: p.datetime().nullable(),
  },
})
export type User = InferEntity<typeof UserEntity>
