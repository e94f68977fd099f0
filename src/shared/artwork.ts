/**
 * The pictures the project ships in public/images, as the WebP files the pages show (ADR 0081). Their SVGs are
 * the sources `npm run images` rasterises: an SVG shown as an image costs the phone a document of its own.
 */
export const illustration = (name: string) => `/images/illustrations/${name}.webp`

export const schoolArtwork = (name: string) => `/images/schools/${name}.webp`
