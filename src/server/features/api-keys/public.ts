/** What other layers may use of API keys (ADR 0095): the check the REST edge runs on a presented key. */
export { checkApiKey, type KeyCheck } from './api-key.service'
