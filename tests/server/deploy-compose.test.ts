/**
 * docker-compose.yml and deploy/Caddyfile, checked structurally (CI runs no Docker engine): the services of the
 * many-replica setup, what makes `docker compose up --scale web=3 --scale worker=2` work (no container_name, no
 * published port on web or worker), the start order (migrate before web and worker), and that every setting is
 * one the server reads and accepts.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { configSchema, parseConfig } from '@/server/config'

const root = path.resolve(import.meta.dirname, '../..')

interface ComposeService {
  image?: string
  build?: string | { context: string }
  command?: string[] | string
  container_name?: string
  ports?: (string | { published?: string | number; target: number })[]
  environment?: Record<string, string | number | boolean | null>
  env_file?: string | string[]
  depends_on?: string[] | Record<string, { condition: string }>
  deploy?: { replicas?: number }
  healthcheck?: { test?: string[] | string; disable?: boolean }
  volumes?: string[]
  restart?: string
}

const composeDocument = parseDocument(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
})
const compose = composeDocument.toJS({ maxAliasCount: 100 }) as {
  services: Record<string, ComposeService>
  volumes?: Record<string, unknown>
}
const services = compose.services
const caddyfile = readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
/** Caddyfile directives, comments left out. */
const caddyDirectives = caddyfile
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .filter(Boolean)

/** The environment as compose passes it with no .env file: `${NAME:-default}` becomes the default. */
function environmentOf(service: ComposeService): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      String(value ?? '').replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
    ]),
  )
}

const appServices = ['migrate', 'web', 'worker'] as const

describe('docker-compose.yml', () => {
  it('parses, and has the services of the many-replica setup', () => {
    expect(composeDocument.errors).toEqual([])
    expect(Object.keys(services).sort()).toEqual([
      'caddy',
      'mailpit',
      'migrate',
      'ollama',
      'postgres',
      'web',
      'worker',
    ])
  })

  it('scales: no service has a container_name, and only Caddy (the site) and Mailpit (its web UI) publish a port', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.container_name, name).toBeUndefined()
      if (name !== 'caddy' && name !== 'mailpit') expect(service.ports, name).toBeUndefined()
    }
    expect(services.web!.deploy?.replicas).toBe(2)
    expect(services.worker!.deploy?.replicas ?? 1).toBe(1)
  })

  it('app services build the Dockerfile; migrate runs migrate.js once, before web and worker', () => {
    for (const name of appServices) expect(services[name]!.build, name).toBe('.')
    expect(services.migrate!.command).toEqual(['node', 'dist/server/cli/migrate.js'])
    expect(services.migrate!.restart).toBe('no')
    expect(services.migrate!.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } })
    for (const name of ['web', 'worker'])
      expect(services[name]!.depends_on, name).toMatchObject({
        postgres: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      })
    expect(services.postgres!.healthcheck?.test).toEqual(
      expect.arrayContaining([expect.stringMatching(/pg_isready/)]),
    )
  })

  it('roles and settings: web behind one proxy, worker generating, neither migrating', () => {
    const web = environmentOf(services.web!)
    const worker = environmentOf(services.worker!)
    expect(web).toMatchObject({ ROLE: 'web', TRUST_PROXY: 'true', MIGRATE_ON_START: 'false' })
    expect(worker).toMatchObject({ ROLE: 'worker', MIGRATE_ON_START: 'false' })
    for (const env of [web, worker]) {
      expect(new URL(env.DATABASE_URL!).hostname).toBe('postgres')
      expect(new URL(env.OLLAMA_HOST!).hostname).toBe('ollama')
      expect(env.PUBLIC_URL).toMatch(/^https?:\/\//)
    }
  })

  it('lead emails go to Mailpit: web and worker send through its SMTP port, its web UI is published on 8025', () => {
    const mailpit = services.mailpit!
    expect(mailpit.image).toBe('axllent/mailpit')
    expect(mailpit.ports?.map(String)).toEqual(['8025:8025'])
    for (const name of ['web', 'worker']) {
      const env = environmentOf(services[name]!)
      expect(env.SMTP_URL, name).toBe('smtp://mailpit:1025')
      expect(env.NOTIFY_EMAILS, name).toMatch(/@/)
    }
  })

  it('every variable is one the server reads, and each app service starts with a configuration it accepts', () => {
    const known = new Set(Object.keys(configSchema.shape))
    for (const name of appServices) {
      const env = environmentOf(services[name]!)
      expect(
        Object.keys(env).filter((variable) => !known.has(variable)),
        name,
      ).toEqual([])
      expect(() => parseConfig(env), name).not.toThrow()
    }
  })

  it('passes no secret through ${VAR:-}: the admin and the API key reach web and worker from the .env file', () => {
    const raw = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')
    // An empty default is how a secret was written; a tool that does not substitute passes the text on.
    expect(raw.replace(/^\s*#.*$/gm, '')).not.toMatch(/\$\{[A-Z_]+:-\}/)
    const secrets = ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL', 'ADMIN_API_KEY']
    for (const [name, service] of Object.entries(services)) {
      const values = Object.entries(service.environment ?? {}).map(
        ([key, value]) => `${key}=${String(value)}`,
      )
      for (const secret of secrets)
        expect(
          values.filter((line) => line.includes(secret)),
          `${name}: ${secret}`,
        ).toEqual([])
    }
    for (const name of ['web', 'worker']) expect([services[name]!.env_file].flat(), name).toEqual(['.env'])
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n')).toContain('.env')
  })

  it('a compose tool that passes ${...} on unsubstituted gets a one-line refusal from every app service', () => {
    for (const name of appServices) {
      const literal = Object.fromEntries(
        Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [key, String(value ?? '')]),
      )
      const refusal = /^Invalid configuration: [A-Z_]+: is the unexpanded text \$\{/
      if (Object.values(literal).some((value) => value.includes('${')))
        expect(() => parseConfig(literal), name).toThrow(refusal)
      else expect(() => parseConfig(literal), name).not.toThrow()
      // As the admin's password arrived before: the server refuses to start, and so creates no one.
      const withSecret = { ...literal, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: '${ADMIN_PASSWORD:-}' }
      expect(() => parseConfig(withSecret), name).toThrow(refusal)
    }
  })

  it('Caddy publishes the port PUBLIC_URL names, with the Caddyfile from deploy/', () => {
    const caddy = services.caddy!
    expect(caddy.image).toBe('caddy:2')
    expect(caddy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(existsSync(path.join(root, 'deploy/Caddyfile'))).toBe(true)
    expect(caddy.ports).toHaveLength(1)
    const [published, target] = String(caddy.ports![0]).split(':')
    expect(new URL(environmentOf(services.web!).PUBLIC_URL!).port).toBe(published)
    expect(caddyDirectives).toContain(`:${target} {`)
    for (const volume of caddy.volumes ?? []) {
      const source = volume.split(':')[0]!
      if (!source.startsWith('.')) expect(Object.keys(compose.volumes ?? {}), volume).toContain(source)
    }
  })
})

describe('deploy/Caddyfile', () => {
  it('proxies to every replica of web on its port, balancing and retrying', () => {
    const appPort = String(configSchema.shape.PORT.parse(undefined))
    expect(caddyDirectives).toContain('reverse_proxy {')
    // Each web container's address from Docker's DNS, re-read so --scale is picked up.
    expect(caddyDirectives).toContain(`dynamic a web ${appPort} {`)
    expect(caddyDirectives.find((line) => line.startsWith('refresh '))).toBeDefined()
    expect(caddyDirectives).toEqual(
      expect.arrayContaining([expect.stringMatching(/^lb_policy (round_robin|least_conn)$/)]),
    )
    expect(caddyDirectives).toEqual(expect.arrayContaining([expect.stringMatching(/^lb_try_duration \d+s$/)]))
    // X-Forwarded-For is Caddy's own (one hop): nothing may overwrite or drop it.
    const directives = caddyDirectives.join('\n')
    expect(directives).not.toMatch(/header_up\s+-?X-Forwarded-For/i)
    expect(directives).not.toMatch(/trusted_proxies/)
  })

  it('braces balance', () => {
    expect(caddyfile.split('{').length).toBe(caddyfile.split('}').length)
  })
})

/** Directives of a Caddyfile, comments left out. */
const directivesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean)

// Issue 40: replicas restarted one after the other under load, with no failed and no truncated answer (ADR 0141).
describe.each(['deploy/Caddyfile', 'deploy/Caddyfile.replicas'])('%s, for rolling restarts', (file) => {
  const directives = directivesOf(readFileSync(path.join(root, file), 'utf8'))
  const seconds = (name: string) =>
    Number(/^\S+ (\d+)s$/.exec(directives.find((d) => d.startsWith(`${name} `))!)![1])

  it('forgets a refused connection sooner than a replica restarts, and retries for longer', () => {
    expect(seconds('fail_duration')).toBeLessThanOrEqual(2)
    expect(seconds('lb_try_duration')).toBeGreaterThan(seconds('fail_duration'))
  })

  it('never unpacks the app’s answers in its transport, so a cut-off answer stays cut off', () => {
    expect(directives).toEqual(expect.arrayContaining(['transport http {', 'compression off']))
  })
})

describe('deploy/Caddyfile.replicas', () => {
  it('checks /readyz more often than a replica stays out of rotation before closing its listener', () => {
    const directives = directivesOf(readFileSync(path.join(root, 'deploy/Caddyfile.replicas'), 'utf8'))
    expect(directives).toContain('health_uri /readyz')
    const interval = Number(
      /^health_interval (\d+)s$/.exec(directives.find((d) => d.startsWith('health_interval'))!)![1],
    )
    // The documented SHUTDOWN_DELAY_SECONDS for replicas behind this file (docs/deploy.md): 3.
    expect(interval).toBeLessThan(3)
  })
})
