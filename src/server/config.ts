import { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '@/shared/auth/auth.schema'
import { parseTrustProxy, type TrustProxy } from '@/server/lib/client-address'
import {
  EXAMPLE_HOURS,
  isOff,
  longestRange,
  parseOfficeHours,
  type WeeklyHours,
} from '@/server/lib/time/office-hours'
import { isTimeZone } from '@/server/lib/time/zoned-time'

/**
 * Every setting the service reads, parsed once at boot. Each feature's settings live in their own section so
 * docs/configuration.md's table can be checked against this file line by line.
 */
const ianaTimeZone = (fallback: string) =>
  z.string().trim().default(fallback).refine(isTimeZone, 'must be an IANA time zone, e.g. America/New_York')

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

export const configSchema = z.object({
  // Process
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * What this process does (ADR 0014): `all` serves and generates (one box); `web` serves and enqueues
   * recommendations; `worker` generates them and answers only /healthz and /readyz. Replicas need PostgreSQL.
   */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /**
   * Behind reverse proxies, which X-Forwarded-For entry is the client (rate limits): `true` (one proxy), a hop
   * count, or the proxies' addresses and CIDR ranges. Never the leftmost entry, which the client writes.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value)
      if (typeof parsed !== 'string') return parsed
      ctx.addIssue({ code: 'custom', message: parsed })
      return z.NEVER
    }),
  /**
   * Seconds an idle kept-alive connection stays open. Above the idle time of the proxy in front (Caddy 120,
   * nginx 60, most load balancers 60-350), so the proxy closes first and never sends on a socket being closed.
   */
  HTTP_KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(130),
  /** After SIGTERM, /readyz answers 503 this long before the listener closes (a proxy's health checks see it). */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /** Seconds a client may take to send a request's headers; then 408 and the connection is closed. */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  /** Seconds a client may take to send a whole request, body included (an image upload); then 408. */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),

  /**
   * Turns on /metrics (Prometheus text format, ADR 0088) for scrapers that send `Authorization: Bearer <token>`.
   * Unset: /metrics answers 404.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),

  // Identity (decision D1)
  BRAND_NAME: z.string().trim().min(1).max(60).default('CampusPulse'),
  PARTNER_NAME: z.string().trim().min(1).max(80).default('Air Fresh Marketing'),
  PARTNER_URL: z.url({ protocol: /^https?$/ }).default('https://airfreshmarketing.com'),
  /** The public origin. Unset: http://localhost:PORT, so links, feeds and invites follow the port served. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),

  // Database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR.
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Seconds a rendered page is reused for visitors without a session (0 turns the page cache off). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * Seconds a public read (blog, programs, schools, RSS, sitemap) is answered from memory for callers without a
   * session (ADR 0074); 0 turns the cache off (ETags and 304s stay). Unset: 30, or 0 when NODE_ENV=test.
   */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Seed demo content into an empty database on start. */
  SEED_DEMO_DATA: booleanFlag.default(true),
  /** Apply pending migrations at start (replicas take turns, ADR 0070); false: `npm run db:migrate` does it. */
  MIGRATE_ON_START: booleanFlag.default(true),
  /** How long a start waits for another replica's migration, or (MIGRATE_ON_START=false) for db:migrate. */
  MIGRATION_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** PostgreSQL: statements are cancelled after this; a server that does not answer is given up 1 s later (ADR 0071). */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),

  // Backups (issue 40, ADR 0085): `npm run db:backup` any time; these make the server take them on a schedule.
  /**
   * When to write a backup file into BACKUP_DIR: a cron expression (minute hour day month weekday, UTC), run by
   * one replica per occurrence (ROLE all or worker). Unset: no scheduled backups.
   */
  BACKUP_CRON: z
    .string()
    .trim()
    .regex(/^\S+(\s+\S+){4}$/, 'must be a cron expression of 5 fields, e.g. 30 3 * * *')
    .optional(),
  /** Where scheduled backups go (created if missing). Unset: a `backups` folder inside DATA_DIR. */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  /** Scheduled backups kept in BACKUP_DIR; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),

  // Staff sessions (decision D5)
  /** A session ends after this many minutes without a request. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(43_200).default(480),
  /** A session ends this many hours after sign-in, however active. */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(8_760).default(168),
  /** Days an audit-trail entry is kept (ADR 0120); a daily job deletes older ones. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** First admin, created on a start when no admin exists yet (decision D7). */
  ADMIN_USERNAME: z.string().trim().min(3).max(100).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200)
    .optional(),
  ADMIN_EMAIL: z.email().max(255).optional(),

  // Contact form and submissions (decisions D3, D6)
  /** Legacy key (ADR 0095) scripts and the /admin screen send as X-API-Key to `GET /api/admin/contact`. Unset: that endpoint is off. */
  ADMIN_API_KEY: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  /**
   * Days a lead (booked calls included) is kept after its last activity (ADR 0152); a daily job erases older ones
   * as the sales desk's erase does. 0: kept until staff erase them.
   */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(730),
  /** Contact submissions one client IP may send per window (spam defence); later ones get 429. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Length of that window, in minutes. */
  CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1_440).default(60),

  // Webhooks (issue 37, ADR 0094)
  /**
   * Private, loopback or link-local addresses webhooks may still reach: addresses or CIDR ranges separated by
   * commas (`127.0.0.1`, `10.0.0.0/8`). Unset: none, so a webhook URL cannot probe the internal network.
   */
  WEBHOOK_ALLOW_ADDRESSES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
            error: 'must be IP addresses or CIDR ranges separated by commas',
          }),
        )
        .max(100),
    )
    .optional(),

  // Lead notifications by email (issue 16, ADR 0015): both SMTP_URL and NOTIFY_EMAILS set, or none are sent.
  /** The SMTP server, smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps:// (TLS from the start). */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^/\s]+\/?$/i, 'must be smtp://[user:pass@]host[:port] or smtps://...')
    .optional(),
  /** Who is told of each new lead: addresses separated by commas. */
  NOTIFY_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be email addresses separated by commas')).max(50))
    .optional(),
  /**
   * When staff also get a digest of the leads still new (and of notifications that failed): a cron expression
   * (minute hour day month weekday) in NOTIFY_DIGEST_TIMEZONE. Unset: no digest.
   */
  NOTIFY_DIGEST_CRON: z
    .string()
    .trim()
    .regex(/^\S+(\s+\S+){4}$/, 'must be a cron expression of 5 fields, e.g. 0 8 * * 1-5')
    .optional(),
  NOTIFY_DIGEST_TIMEZONE: ianaTimeZone('UTC'),
  /** The From of those emails; unset: `BRAND_NAME <no-reply@host of PUBLIC_URL>`. */
  NOTIFY_FROM: z
    .string()
    .trim()
    .max(320)
    .regex(/^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be name@host or Name <name@host>')
    .optional(),

  // The agency's contact details on /contact, in the footer and in Organization JSON-LD (issue 18). Each is shown
  // only when set: the site never invents a way to reach the team.
  CONTACT_EMAIL: z.email().max(254).optional(),
  /** As it should be read and dialled, e.g. "+1 919 555 0100". */
  CONTACT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{7,25}$/, 'must be a phone number (digits, spaces, + ( ) . -)')
    .optional(),
  /** One line, e.g. "100 Main St, Durham, NC 27701". */
  CONTACT_ADDRESS: z.string().trim().min(1).max(200).optional(),

  // Marketing site: booking page scheduler and analytics (decisions D20, D21). Both off when unset.
  /** Calendly or Cal.com booking link embedded inline on /book-call; unset shows the request-a-call form. */
  SCHEDULER_URL: z
    .url({ protocol: /^https$/ })
    .refine((url) => schedulerProviderOf(url) !== null, 'must be a Calendly or Cal.com booking link')
    .optional(),
  /**
   * Without SCHEDULER_URL, /book-call offers slots in these office hours (ADR 0066): `Mon-Fri 09:00-17:00`,
   * several groups separated by commas, several ranges per group; `off` offers none (a call-request form only).
   */
  BOOKING_HOURS: z
    .string()
    .default(EXAMPLE_HOURS)
    .transform((value, ctx): WeeklyHours => {
      const parsed = parseOfficeHours(value)
      if (typeof parsed !== 'string') return parsed
      ctx.addIssue({ code: 'custom', message: parsed })
      return z.NEVER
    }),
  /** The time zone of those hours; slots are shown in it, named. */
  BOOKING_TIMEZONE: ianaTimeZone('America/New_York'),
  /** The length of one call, in minutes; slots follow each other back to back. */
  BOOKING_SLOT_MINUTES: z.coerce.number().int().min(10).max(240).default(30),
  /** How long before a call it can still be booked or moved to, in minutes (issue 38, ADR 0105 notes). */
  BOOKING_NOTICE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(120),
  /** Minutes kept free before and after every booked call; 0: calls back to back. */
  BOOKING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(0),
  /** At most this many calls on one office day; 0: no cap. */
  BOOKING_MAX_PER_DAY: z.coerce.number().int().min(0).max(100).default(0),
  /** Page-view analytics: off unless a provider and its id are both set. */
  ANALYTICS_PROVIDER: z.enum(['plausible', 'ga4']).optional(),
  /** Plausible: the site's domain as registered there (campus.example.com). GA4: the measurement id (G-XXXXXXX). */
  ANALYTICS_ID: z.string().trim().min(1).max(253).optional(),
  /** Where Plausible is served from: plausible.io, or the origin of a self-hosted instance. */
  PLAUSIBLE_HOST: z
    .url({ protocol: /^https?$/ })
    .default('https://plausible.io')
    .transform((url) => new URL(url).origin),

  // Image uploads (issue 16, ADR 0043)
  /** The largest image file staff may upload, in megabytes; larger ones get 413. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(64).default(8),

  // School directory (issue 4)
  /**
   * Seconds the directory's pages and searches are answered from memory; 0 turns the cache off. Unset: 30, or
   * 0 when NODE_ENV=test (tests write rows with raw SQL and read them back at once).
   */
  SCHOOLS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),

  // Campus matching (decisions D18-D19)
  /** Ollama's base URL; `off` has the deterministic writer write every recommendation. */
  OLLAMA_HOST: z
    .string()
    .trim()
    .default('http://127.0.0.1:11434')
    .refine(
      (value) => value.toLowerCase() === 'off' || /^https?:\/\/\S+$/i.test(value),
      'must be http(s)://host:port or off',
    )
    .transform((value) => (value.toLowerCase() === 'off' ? null : value.replace(/\/+$/, ''))),
  /** The local model that writes the recommendations (small instruction models: qwen2.5:3b, llama3.2:3b). */
  OLLAMA_MODEL: z.string().trim().min(1).max(200).default('qwen2.5:3b'),
  /** After this long, the deterministic writer writes the recommendation instead. */
  OLLAMA_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Recommendations generated at the same time; more wait in line (up to 25), beyond that: 503. */
  MATCHING_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Recommendation requests per client IP per 10 minutes. */
  MATCHING_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** An identical profile within this many minutes reuses the earlier result (0: never). */
  MATCHING_REUSE_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
})

/** The parsed settings; PUBLIC_URL is always set (its default follows PORT). */
export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string }

/** Which embeddable scheduler a booking link belongs to, by its host; null for any other site. */
export function schedulerProviderOf(url: string): 'calendly' | 'cal' | null {
  const host = new URL(url).hostname
  if (host === 'calendly.com' || host.endsWith('.calendly.com')) return 'calendly'
  if (host === 'cal.com' || host === 'app.cal.com') return 'cal'
  return null
}

/** Settings that are valid alone but not together. */
function crossCheck(config: z.infer<typeof configSchema>): string[] {
  const problems: string[] = []
  if (config.HTTP_HEADERS_TIMEOUT_SECONDS > config.HTTP_REQUEST_TIMEOUT_SECONDS)
    problems.push('HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS')
  if (config.ROLE !== 'all' && !config.DATABASE_URL)
    problems.push(
      `ROLE: ${config.ROLE} needs DATABASE_URL (the embedded database serves one process, which must be ROLE=all)`,
    )
  if (config.ANALYTICS_PROVIDER && !config.ANALYTICS_ID)
    problems.push('ANALYTICS_ID: required when ANALYTICS_PROVIDER is set')
  if (config.ANALYTICS_ID && !config.ANALYTICS_PROVIDER)
    problems.push('ANALYTICS_PROVIDER: required when ANALYTICS_ID is set (plausible or ga4)')
  if (
    config.ANALYTICS_PROVIDER === 'ga4' &&
    config.ANALYTICS_ID &&
    !/^G-[A-Z0-9]{4,20}$/.test(config.ANALYTICS_ID)
  )
    problems.push('ANALYTICS_ID: a GA4 measurement id looks like G-XXXXXXX')
  if (
    config.ANALYTICS_PROVIDER === 'plausible' &&
    config.ANALYTICS_ID &&
    !/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i.test(config.ANALYTICS_ID)
  )
    problems.push('ANALYTICS_ID: for Plausible, the site domain as registered there (campus.example.com)')
  if (!isOff(config.BOOKING_HOURS) && longestRange(config.BOOKING_HOURS) < config.BOOKING_SLOT_MINUTES)
    problems.push(
      `BOOKING_HOURS: no range is as long as one call (BOOKING_SLOT_MINUTES=${config.BOOKING_SLOT_MINUTES}), so no time could be offered`,
    )
  return problems
}

/** A whole value that is a compose-file reference such as `${ADMIN_PASSWORD:-}`, never a real setting. */
const UNEXPANDED_REFERENCE = /^\$\{[A-Za-z_][A-Za-z0-9_]*(:?[-+?=][^}]*)?\}$/

/**
 * Settings whose value is a `${NAME...}` reference a tool passed on without substituting it (Debian 12's
 * podman-compose does, for `${VAR:-}`): read as text, it would become the first admin's password, the API key
 * or a username. Checked before anything else, so nothing is created from it.
 */
function unexpandedReferences(env: Record<string, string | undefined>): string[] {
  return Object.keys(configSchema.shape)
    .filter((name) => UNEXPANDED_REFERENCE.test(env[name]?.trim() ?? ''))
    .map(
      (name) =>
        `${name}: is the unexpanded text ${env[name]!.trim()} (the compose tool did not substitute it); ` +
        'set the value itself, e.g. in the .env file the compose file reads with env_file',
    )
}

/** Thrown for a bad environment; index.ts prints the message as one line and exits. */
export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const unexpanded = unexpandedReferences(present)
  if (unexpanded.length > 0) throw new ConfigError(`Invalid configuration: ${unexpanded.join('; ')}`)
  const result = configSchema.safeParse(present)
  const problems = result.success
    ? crossCheck(result.data)
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  if (result.success && problems.length === 0)
    return { ...result.data, PUBLIC_URL: result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}` }
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
}

export const readCacheSeconds = (config: Pick<Config, 'NODE_ENV' | 'READ_CACHE_SECONDS'>) =>
  config.READ_CACHE_SECONDS ?? (config.NODE_ENV === 'test' ? 0 : 30)

export const schoolsCacheSeconds = (config: Pick<Config, 'NODE_ENV' | 'SCHOOLS_CACHE_SECONDS'>) =>
  config.SCHOOLS_CACHE_SECONDS ?? (config.NODE_ENV === 'test' ? 0 : 30)

/** Where scheduled backups are written. */
export const backupDirOf = (config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>) =>
  config.BACKUP_DIR ?? `${config.DATA_DIR.replace(/\/+$/, '')}/backups`

export const isProduction = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV === 'production'
