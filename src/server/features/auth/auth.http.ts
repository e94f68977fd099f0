import { Hono } from 'hono'
import { changePasswordSchema, loginSchema, profileSchema } from '../../../shared/auth/auth.schema'
import { AppError } from '../../errors'
import type { AppEnv } from '../../http/env'
import { requireAdmin } from '../../http/require-admin'
import { readJson } from '../../http/validate'
import { signIn, signOut } from './auth.service'
import { changePassword, updateProfile } from './profile.service'
import { clearedSessionCookie, sessionCookie } from './session-cookie'

/**
 * Sign-in for scripts: `POST /api/auth/login` sets the session cookie; logout ends it; `me` tells who you are.
 * Staff change their own display name (`PATCH /me`) and password (`POST /me/password`), admin-only like every
 * staff screen.
 */
export const authHttp = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const input = await readJson(c, loginSchema)
    const { user, token, expiresAt } = await signIn(c.get('em'), input, {
      ip: c.get('ip'),
      throttle: c.get('runtime').loginThrottle,
      settings: c.get('config'),
      previousToken: c.get('sessionToken'),
    })
    c.header('Set-Cookie', sessionCookie(c.get('config'), token, expiresAt), { append: true })
    return c.json({ data: { user } })
  })
  .post('/logout', async (c) => {
    await signOut(c.get('em'), c.get('sessionToken'))
    c.header('Set-Cookie', clearedSessionCookie(c.get('config')), { append: true })
    return c.json({ data: { signedOut: true } })
  })
  .get('/me', (c) => {
    const user = c.get('user')
    if (!user) throw new AppError('UNAUTHORIZED', 'Not signed in.')
    return c.json({ data: user })
  })
  .patch('/me', requireAdmin, async (c) => {
    const input = await readJson(c, profileSchema)
    return c.json({ data: await updateProfile(c.get('em'), c.get('user')!.id, input) })
  })
  .post('/me/password', requireAdmin, async (c) => {
    const input = await readJson(c, changePasswordSchema)
    return c.json({
      data: await changePassword(c.get('em'), c.get('user')!.id, c.get('sessionToken'), input),
    })
  })
