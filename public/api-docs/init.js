// Renders the API reference from /api/openapi.json with the bundled Scalar script (no CDN, no inline script, so
// the page keeps the site's Content-Security-Policy). Default fonts would come from Scalar's CDN: off.
/* global Scalar */
Scalar.createApiReference('#api-reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
})
