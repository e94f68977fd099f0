import { randomUUID } from 'node:crypto'
import type { Logger } from '@/server/logger'

/** What a replica tells the others it changed, so they drop what they keep in memory about it. */
export type ChangeTopic = 'pages' | 'schools'
const TOPICS: ReadonlySet<string> = new Set<ChangeTopic>(['pages', 'schools'])

/** How messages travel between replicas (PostgreSQL NOTIFY/LISTEN; see postgres-change-transport.ts). */
export interface ChangeTransport {
  notify(payload: string): Promise<void>
  /** Delivers every payload; `onGap` after a reconnect, when messages may have been missed. */
  listen(onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>
}

/**
 * Cache invalidation across replicas (ADR 0014). The replica that writes empties its own caches at once, as
 * before, and `publish` tells every other replica to do the same; they run the handlers registered with `on`.
 * A replica ignores its own messages. Without a transport (PGlite: one process per data folder) it is a no-op,
 * so the single-process default behaves exactly as before.
 */
export class ChangeFeed {
  private readonly origin = randomUUID()
  private readonly handlers = new Map<ChangeTopic, Array<() => void>>()
  private stopListening?: () => Promise<void>

  constructor(
    private readonly transport: ChangeTransport | null = null,
    private readonly log?: Logger,
  ) {}

  on(topic: ChangeTopic, handler: () => void) {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler])
  }

  publish(topic: ChangeTopic): void {
    if (!this.transport) return
    // Not awaited: the write is committed already, and the other replicas' time limits are the backstop.
    this.transport
      .notify(JSON.stringify({ origin: this.origin, topic }))
      .catch((error: unknown) => this.log?.warn({ err: error, topic }, 'could not tell other replicas'))
  }

  async start(): Promise<void> {
    if (!this.transport || this.stopListening) return
    this.stopListening = await this.transport.listen(
      (payload) => this.receive(payload),
      // Messages may have been lost while the connection was down: assume everything changed.
      () => TOPICS.forEach((topic) => this.run(topic as ChangeTopic)),
    )
  }

  async stop(): Promise<void> {
    const stop = this.stopListening
    this.stopListening = undefined
    await stop?.()
  }

  private receive(payload: string) {
    let message: { origin?: unknown; topic?: unknown }
    try {
      message = JSON.parse(payload) as typeof message
    } catch {
      return
    }
    if (message.origin === this.origin || typeof message.topic !== 'string' || !TOPICS.has(message.topic))
      return
    this.run(message.topic as ChangeTopic)
  }

  private run(topic: ChangeTopic) {
    for (const handler of this.handlers.get(topic) ?? []) handler()
  }
}
