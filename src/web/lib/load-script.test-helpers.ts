import { vi } from 'vitest'

/**
 * Captures the scripts a module adds to <head> instead of letting the DOM fetch them (happy-dom refuses to
 * load scripts), so a test can fire their `load` or `error` event itself.
 */
export function captureScripts() {
  const scripts: HTMLScriptElement[] = []
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    scripts.push(node as unknown as HTMLScriptElement)
    return node
  })
  return {
    scripts,
    find: (fragment: string) => scripts.find((script) => script.src.includes(fragment)),
  }
}
