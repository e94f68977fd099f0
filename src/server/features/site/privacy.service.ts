import type { PrivacyFacts } from '@/shared/privacy/privacy.schema'
import type { Config } from '@/server/config'
import { COUNTER_SWEEP_MS } from '@/server/lib/limits/counter-store'
import { signInCounters } from '@/server/features/auth/public'
import {
  contactCounters,
  leadDigestEnabled,
  leadNotificationsEnabled,
  leadRetentionDays,
} from '@/server/features/contact/public'
import { matchingCounters } from '@/server/features/matching/public'
import { passwordResetCounters } from '@/server/features/team/public'

/**
 * What this installation stores about people, read from its configuration and from the limiters' own
 * definitions (issue 36, point 5), so the privacy page cannot say one thing while the server does another.
 */
export function privacyFactsOf(config: Config): PrivacyFacts {
  return {
    counters: [...contactCounters(config), ...signInCounters, ...passwordResetCounters, ...matchingCounters],
    counterSweepMinutes: COUNTER_SWEEP_MS / 60_000,
    session: { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS },
    auditRetentionDays: config.AUDIT_RETENTION_DAYS,
    leadRetentionDays: leadRetentionDays(config),
    leadEmails: leadNotificationsEnabled(config),
    leadDigest: leadDigestEnabled(config),
  }
}
