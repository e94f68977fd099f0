/**
 * In a browser, zod probes `new Function` when a schema is built, to compile faster parsers. The site's CSP
 * refuses eval, so the probe fails: harmlessly, but Chrome reports every refusal as a page issue (Lighthouse's
 * best practices). Forms parse a handful of fields, so the interpreted parsers are plenty. zod reads its settings
 * from this global when its first module loads, so the client entry imports this file before anything else; the
 * server keeps the compiled parsers.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }
