/**
 * Where a plain-JavaScript module of ours that runs in a thread or process of its own is (the embedded database's
 * thread, the image process): beside its source file when the sources run, or in dist/server/, where the build
 * copies it (scripts/build.mjs), since the bundle puts the code that starts it anywhere in dist/server.
 */
export function ownModule(besideSource: URL): URL {
  const href = besideSource.href
  const dist = href.lastIndexOf('/dist/server/')
  return dist >= 0
    ? new URL(`${href.slice(0, dist)}/dist/server/${href.slice(href.lastIndexOf('/') + 1)}`)
    : besideSource
}
