/**
 * "Firefox on Linux": a browser and system a person recognises, read from a User-Agent. Only the common ones are
 * named; anything else is shown by its first word, and a missing header as "Unknown device". Order matters: Edge
 * and Opera also claim Chrome, Chrome also claims Safari, and Android also claims Linux.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

export function deviceNameOf(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Unknown device'
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  if (browser ?? system) return (browser ?? system)!
  // Scripts (curl/8.5, node) are named by their first word.
  return userAgent.trim().split(/[\s/]/)[0]!.slice(0, 40)
}
