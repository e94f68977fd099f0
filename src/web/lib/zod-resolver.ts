import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'

// In a browser, zod probes `new Function` to compile faster parsers. The site's CSP refuses eval, so the probe
// fails (harmlessly, but Chrome reports every refusal as a page issue, which costs Lighthouse's best practices).
// Forms parse a handful of fields: the interpreted parsers are plenty. The server keeps the compiled ones.
if (typeof window !== 'undefined') z.config({ jitless: true })

/** The forms' resolver: the shared zod schemas, parsed without eval in the browser. */
export { zodResolver }
