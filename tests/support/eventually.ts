/**
 * Waits for what background work does (an email reaching the SMTP sink, a webhook delivered, a job's state): asks
 * `check` again every 100 ms until it gives a value, and fails after `timeoutMs`, so every wait is bounded.
 */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
