import { useLoaderData } from '@tanstack/react-router'
import type { AgencyFigures } from '@/shared/marketing/agency-figures'
import type { NetworkWords } from '@/shared/schools/network-words'
import type { SiteConfig } from '@/shared/site'

/** The site settings (brand name, partner, public URL), loaded once by the root route. */
export function useSite(): SiteConfig {
  return useLoaderData({ from: '__root__' }).site
}

/** The same settings inside a route's head(): the root match is always first. */
export function siteOf(matches: readonly { loaderData?: unknown }[]): SiteConfig {
  const root = matches[0]?.loaderData as { site?: SiteConfig } | undefined
  if (!root?.site) throw new Error('The root route has not loaded the site settings')
  return root.site
}

/** The network's size in words ("4,000+" colleges), counted in the directory and loaded by the root route. */
export function useNetwork(): NetworkWords {
  return useLoaderData({ from: '__root__' }).network
}

/** The same inside a route's head(). */
export function networkOf(matches: readonly { loaderData?: unknown }[]): NetworkWords {
  const root = matches[0]?.loaderData as { network?: NetworkWords } | undefined
  if (!root?.network) throw new Error('The root route has not loaded the network size')
  return root.network
}

/**
 * The agency's figures by key (studentsReached, averageRoi, ...): staff's edits over the code's defaults, loaded
 * by the root route (ADR 0150). A figure without `confirmed` is demo content the page marks as an example.
 */
export function useAgencyFigures(): AgencyFigures {
  return useLoaderData({ from: '__root__' }).figures
}

/** The same inside a route's head(). */
export function agencyFiguresIn(matches: readonly { loaderData?: unknown }[]): AgencyFigures {
  const root = matches[0]?.loaderData as { figures?: AgencyFigures } | undefined
  if (!root?.figures) throw new Error('The root route has not loaded the agency figures')
  return root.figures
}
