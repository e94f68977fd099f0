import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useMatches } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { DeferredToaster } from '@/web/components/layout/deferred-toaster'
import { StaffBarSlot } from '@/web/components/layout/staff-bar-slot'
import { UnavailablePage } from '@/web/components/layout/unavailable-page'
import { Analytics } from '@/web/features/analytics/analytics'
import { CompareTray } from '@/web/features/schools/compare/compare-tray'
import { markPageHydrated } from '@/web/lib/hydration'
import { isUnavailable } from '@/web/lib/trpc-error'
import type { RouterContext } from '@/web/router'
import { networkWordsOf } from '@/shared/schools/network-words'
import { agencyFiguresOf } from '@/shared/marketing/agency-figures'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The site settings every page needs (brand name, partner, public URL): loaded once, dehydrated with the page.
  // The network's size the copy states (footer, home, services, about, structured data): the directory's count.
  // The agency's figures (home, services, about), staff's edits over the code's defaults (ADR 0150).
  loader: async ({ context }) => {
    const [site, network, figures] = await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.site.config.queryOptions()),
      // A database that does not answer must not take the page's frame down with it (the page says so itself):
      // the copy then states no figure.
      context.queryClient.ensureQueryData(context.trpc.schools.network.queryOptions()).catch(() => null),
      // Likewise: without the database, the pages state the code's defaults, marked as examples.
      context.queryClient.ensureQueryData(context.trpc.site.figures.queryOptions()).catch(() => null),
      // Who is signed in (null for visitors), dehydrated with the page: the staff bar reads it without a request.
      context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions()),
    ])
    const words = networkWordsOf(network)
    return { site, network: words, figures: agencyFiguresOf(figures, words.colleges) }
  },
  head: ({ loaderData, matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      // Pages set their own title; this one stands for paths no route matches.
      ...(loaderData
        ? [
            {
              // Unknown paths mark the root match; unknown records (a case-study slug) mark their own route's.
              title: matches.some((match) => match._notFound || match.status === 'notFound')
                ? `Page Not Found | ${loaderData.site.brandName}`
                : loaderData.site.brandName,
            },
          ]
        : []),
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#3730a3' },
    ],
    // PNG, not the SVG it is drawn from: Chrome builds a document on the main thread for an SVG icon (ADR 0081).
    links: [
      { rel: 'icon', href: '/favicon-32.png', sizes: '32x32', type: 'image/png' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ],
  }),
  component: RootDocument,
})

function RootDocument() {
  const { site } = Route.useLoaderData()
  // A database outage reads the same on every page, whatever error screen the failing route has of its own
  // ("Article not found" would be wrong); the server answers it with 503 (entry-server.tsx).
  const unavailable = useMatches({
    select: (matches) => matches.some((match) => match.status === 'error' && isUnavailable(match.error)),
  })
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body className="flex min-h-screen flex-col">
        {/* Focused, it opens as a bar of its own above the header, pushing it down: nothing under it is hidden. */}
        <a
          href="#main"
          className="on-primary sr-only bg-primary text-center font-medium text-primary-foreground focus:not-sr-only focus:block focus:px-4 focus:py-3 focus:-outline-offset-4"
        >
          Skip to content
        </a>
        <StaffBarSlot />
        <SiteHeader />
        <main id="main" className="flex-1">
          {unavailable ? <UnavailablePage /> : <Outlet />}
        </main>
        <CompareTray />
        <SiteFooter />
        <DeferredToaster />
        {site.analytics && <Analytics settings={site.analytics} />}
        {/* A boundary of its own, like the page's: see HydratedMarker. */}
        <Suspense>
          <HydratedMarker />
        </Suspense>
        <Scripts />
      </body>
    </html>
  )
}

/**
 * Marks the document once React has hydrated the whole page: browser tests wait for this before interacting.
 * The root <Outlet> renders the page inside a Suspense boundary, and React hydrates a server-rendered boundary
 * in a later pass than the shell around it (header, footer). An effect in the shell would mark the document
 * while the page is still inert server HTML, and a navigation started then (a click on the header) makes that
 * boundary hydrate against the next route's state (React error #422, TanStack/router#8306). This sibling
 * boundary is hydrated in the same pass as the page's, so its effect runs once the page has hydrated too; it also
 * releases the navigations held until then (lib/hydration.ts, ADR 0065).
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    markPageHydrated()
  }, [])
  return null
}
