import type { SiteConfig } from '@/shared/site'
import { siteOf } from './site'

/** What a page says about itself to search engines and link previews (spec "Page metadata"; decision D22). */
export interface PageSeo {
  /** The page's own title; the brand is appended: "Schools | CampusPulse". */
  title: string
  description: string
  /** Path of the canonical URL, e.g. `/schools/12`. */
  path: string
  keywords?: string[]
  /** Absolute or root-relative image for link previews; the site's default share image when absent. */
  image?: string
  /** What the preview image shows (for screen readers in the apps that display it). */
  imageAlt?: string
  type?: 'website' | 'article'
  /** Structured data objects, each emitted as one JSON-LD script. */
  jsonLd?: object[]
  /** Staff pages stay out of search engines. */
  noindex?: boolean
  /** Use the title as given, without the brand suffix (the home page). */
  rawTitle?: boolean
}

/**
 * JSON-LD is inserted into a <script> as is: escape what could close the tag or break the JavaScript parser,
 * so a school or article title can never inject markup.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** The link-preview image pages use unless they have their own (decision D17: served by the app itself). */
export const DEFAULT_SHARE_IMAGE = {
  path: '/images/og-default.png',
  width: 1200,
  height: 630,
  alt: 'Students around a branded pop-up tent on a college quad',
} as const

export const absoluteUrl = (site: SiteConfig, path: string) =>
  /^https?:\/\//.test(path) ? path : `${site.publicUrl}${path}`

/** Head tags for a route's `head()`: title, description, keywords, canonical, Open Graph, Twitter, JSON-LD. */
export function pageHead(site: SiteConfig, page: PageSeo) {
  const title = page.rawTitle ? page.title : `${page.title} | ${site.brandName}`
  const url = absoluteUrl(site, page.path)
  const image = absoluteUrl(site, page.image ?? DEFAULT_SHARE_IMAGE.path)
  const imageAlt = page.imageAlt ?? (page.image ? undefined : DEFAULT_SHARE_IMAGE.alt)
  const meta = [
    { title },
    { name: 'description', content: page.description },
    ...(page.keywords?.length ? [{ name: 'keywords', content: page.keywords.join(', ') }] : []),
    ...(page.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    { property: 'og:site_name', content: site.brandName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(page.image
      ? []
      : [
          { property: 'og:image:width', content: String(DEFAULT_SHARE_IMAGE.width) },
          { property: 'og:image:height', content: String(DEFAULT_SHARE_IMAGE.height) },
        ]),
    ...(imageAlt ? [{ property: 'og:image:alt', content: imageAlt }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    ...(imageAlt ? [{ name: 'twitter:image:alt', content: imageAlt }] : []),
  ]
  return {
    meta,
    links: [{ rel: 'canonical', href: url }],
    scripts: (page.jsonLd ?? []).map((data) => ({
      type: 'application/ld+json',
      children: serializeJsonLd(data),
    })),
  }
}

/**
 * The `head()` of a page for staff or for one visitor (a sign-in, an editor, a private link): out of search
 * engines. One call instead of the whole object, because every route's `head()` is in every page's first load.
 */
export const privateHead =
  (title: string, description: string, path: string) =>
  ({ matches }: { matches: readonly { loaderData?: unknown }[] }) =>
    pageHead(siteOf(matches), { title, description, path, noindex: true })
