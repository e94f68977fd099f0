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
