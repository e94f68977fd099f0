/** Where an operation's answer is kept in the shared read cache; never a URL, so it cannot meet an HTTP answer's key. */
export type ResultKey = `operation ${string}`

export const resultKey = (name: string, input: unknown): ResultKey =>
  `operation ${name} ${JSON.stringify(input ?? null)}`
