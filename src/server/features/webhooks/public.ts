/**
 * What other features may use of webhooks (ADR 0094): the one way to report an event. Call it with the
 * transaction of the write that causes the event (`em.transactional`), so it is sent if and only if that write
 * is committed.
 */
export { emitWebhookEvent } from './webhook-events'
export { eraseLeadDeliveries } from './webhook-erase'
