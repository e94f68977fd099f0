/** When the React render itself failed: plain HTML that cannot fail in turn. */
export const ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>
<body style="font-family:system-ui;padding:3rem;text-align:center"><h1>Something went wrong</h1>
<p>Please try again in a moment.</p><p><a href="/">Go back home</a></p></body></html>`

/**
 * A database outage met outside the routes' loaders: by the router itself (ssr/pages.ts), or before the render,
 * looking up the visitor's session (http/errors.ts). The routes' own outage page is the React one.
 */
export const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Temporarily unavailable</title></head>
<body style="font-family:system-ui;padding:3rem;text-align:center"><h1>Temporarily unavailable</h1>
<p>This page can't be loaded right now. Please try again in a moment.</p></body></html>`

/**
 * A redirect whose target would be too long to send (ssr/pages.ts): the router re-encodes the address, and a
 * query of malformed escapes can triple in length, past what clients accept in a response header.
 */
export const ADDRESS_TOO_LONG_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Address too long</title></head>
<body style="font-family:system-ui;padding:3rem;text-align:center"><h1>Address too long</h1>
<p>This address is too long to open.</p><p><a href="/">Go back home</a></p></body></html>`
