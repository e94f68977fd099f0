const loading = new Map<string, Promise<void>>()

/**
 * Adds a third-party script to the page once and resolves when it has run; rejects when it cannot be loaded
 * (blocked, offline, host down), so the caller can fall back. A failed script is removed and may be retried.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  let promise = loading.get(src)
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
      script.addEventListener('load', () => resolve())
      script.addEventListener('error', () => {
        loading.delete(src)
        script.remove()
        reject(new Error(`Could not load ${src}`))
      })
      document.head.appendChild(script)
    })
    loading.set(src, promise)
  }
  return promise
}
