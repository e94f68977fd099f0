import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, configSchema, parseConfig } from './config'

describe('parseConfig', () => {
  it('runs with no settings at all, on the documented defaults', () => {
    const config = parseConfig({})
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      BRAND_NAME: 'CampusPulse',
      PARTNER_NAME: 'Air Fresh Marketing',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: true,
      TRUST_PROXY: false,
    })
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('without PUBLIC_URL, takes the public origin from PORT, and an explicit one wins', () => {
    expect(parseConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080')
    expect(parseConfig({ PORT: '8080', PUBLIC_URL: 'https://campus.example.com' }).PUBLIC_URL).toBe(
      'https://campus.example.com',
    )
  })

  it('treats an empty variable as unset', () => {
    const config = parseConfig({ DATABASE_URL: '', PORT: '' })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.PORT).toBe(3000)
  })

  it('reads numbers, flags and URLs, and drops a trailing slash from PUBLIC_URL', () => {
    const config = parseConfig({
      PORT: '8080',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://campus.example.com/',
      DATABASE_URL: 'postgres://app@db:5432/campuspulse',
    })
    expect(config).toMatchObject({
      PORT: 8080,
      SEED_DEMO_DATA: false,
      TRUST_PROXY: { hops: 1 },
      PUBLIC_URL: 'https://campus.example.com',
      DATABASE_URL: 'postgres://app@db:5432/campuspulse',
    })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'campus.example.com' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL'],
    [{ SEED_DEMO_DATA: 'yes please' }, 'SEED_DEMO_DATA'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ ROLE: 'worker' }, 'ROLE'],
    [{ ROLE: 'scheduler', DATABASE_URL: 'postgres://db/app' }, 'ROLE'],
    [{ TRUST_PROXY: '10.0.0.0/40' }, 'TRUST_PROXY'],
  ])('refuses %o with one line naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError)
    try {
      parseConfig(env)
    } catch (error) {
      const message = (error as Error).message
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name}: `))
      expect(message).not.toContain('\n')
    }
  })
})

describe('contact settings', () => {
  it('leave the API key unset (endpoint off) and allow 10 submissions per IP per hour by default', () => {
    const config = parseConfig({})
    expect(config.ADMIN_API_KEY).toBeUndefined()
    expect(config).toMatchObject({ CONTACT_RATE_LIMIT: 10, CONTACT_RATE_WINDOW_MINUTES: 60 })
  })

  it('read the API key as given and the limits as numbers', () => {
    expect(
      parseConfig({
        ADMIN_API_KEY: 'k'.repeat(32),
        CONTACT_RATE_LIMIT: '100000',
        CONTACT_RATE_WINDOW_MINUTES: '5',
      }),
    ).toMatchObject({
      ADMIN_API_KEY: 'k'.repeat(32),
      CONTACT_RATE_LIMIT: 100_000,
      CONTACT_RATE_WINDOW_MINUTES: 5,
    })
  })

  it.each([
    [{ ADMIN_API_KEY: 'short-key' }, /ADMIN_API_KEY: must be at least 16 characters/],
    [{ CONTACT_RATE_LIMIT: '0' }, /CONTACT_RATE_LIMIT/],
    [{ CONTACT_RATE_WINDOW_MINUTES: 'hourly' }, /CONTACT_RATE_WINDOW_MINUTES/],
  ])('refuse %o', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message)
  })
})

describe('a reference a compose tool did not substitute', () => {
  // Debian 12's podman-compose passes `${ADMIN_PASSWORD:-}` on as that text: an admin with that password.
  it.each(['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_API_KEY', 'PUBLIC_URL'])(
    'is refused in %s, naming it, before anything is created',
    (name) => {
      const env = {
        ADMIN_USERNAME: 'grace',
        ADMIN_PASSWORD: 'a long enough password',
        [name]: `\${${name}:-}`,
      }
      expect(() => parseConfig(env)).toThrow(ConfigError)
      expect(() => parseConfig(env)).toThrow(
        new RegExp(
          `^Invalid configuration: ${name}: is the unexpanded text \\$\\{${name}:-\\} \\(the compose tool`,
        ),
      )
    },
  )

  it('is refused with a default too, and as ${NAME} alone', () => {
    expect(() => parseConfig({ PUBLIC_URL: '${PUBLIC_URL:-http://localhost:3000}' })).toThrow(
      /PUBLIC_URL: is the unexpanded/,
    )
    expect(() => parseConfig({ ADMIN_API_KEY: '${ADMIN_API_KEY}' })).toThrow(
      /ADMIN_API_KEY: is the unexpanded/,
    )
  })

  it('leaves a value that merely contains ${ alone (a password may)', () => {
    expect(parseConfig({ ADMIN_PASSWORD: 'pa${ss}word and more' }).ADMIN_PASSWORD).toBe(
      'pa${ss}word and more',
    )
  })
})

describe('the configuration docs', () => {
  // docs/configuration.md's table and .env.example are how self-hosters learn the settings: every variable is in both.
  const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8')
  const variables = Object.keys(configSchema.shape)

  it.each(variables)('%s is in the configuration table and in .env.example', (variable) => {
    expect(read('docs/configuration.md')).toMatch(new RegExp(`^\\| \`${variable}\` +\\|`, 'm'))
    expect(read('.env.example')).toMatch(new RegExp(`^# ${variable}=`, 'm'))
  })
})
