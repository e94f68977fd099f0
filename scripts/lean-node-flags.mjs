/**
 * The Node flags a server process runs with (ADR 0143), for one idle process on the embedded database to stay
 * near 300 MB resident:
 * - `--max-semi-space-size=4`: V8 otherwise grows each thread's young generation to about 50 MB on a machine
 *   with memory to spare, and keeps it; 4 MB semi-spaces hold the site's short-lived garbage.
 * - `--liftoff-only`: PGlite's WebAssembly is compiled once, by V8's baseline compiler. Optimizing its hot
 *   functions in the background held about 60 MB more for good, for no measurable gain on the site's queries.
 * `npm start`, `npm run worker` and the image's CMD name them (tests/server/lean-node-flags.test.ts keeps them
 * in step with this list); the memory script and the benchmarks start the server with them, as production does.
 */
export const LEAN_NODE_FLAGS = ['--max-semi-space-size=4', '--liftoff-only']

/**
 * The environment a server process runs with (ADR 0146). glibc's allocator raises its mmap threshold each time it
 * frees a large block (up to 32 MB); from then on, buffers of a few megabytes (an upload's body and its copies)
 * come from its heap, which it keeps when they are freed: after 24 parallel uploads one server held 480 MB, 125 MB
 * above its idle level, for good. A fixed threshold gives every block of 1 MB and more a mapping of its own,
 * returned to the system when freed. glibc reads it when a process starts, so it is an environment variable;
 * other C libraries ignore it. The image sets it (Dockerfile ENV); `npm start` sets it by starting itself again.
 */
export const LEAN_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576' }

/**
 * Starts this process again, with the same arguments and LEAN_ENV, when its environment lacks any of it: on
 * Linux, `process.execve` replaces the process (same pid, nothing left behind). A value the operator set is kept.
 */
export function restartWithLeanEnvironment() {
  if (process.platform !== 'linux' || typeof process.execve !== 'function') return
  if (Object.keys(LEAN_ENV).every((name) => process.env[name] !== undefined)) return
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...LEAN_ENV,
  })
}
