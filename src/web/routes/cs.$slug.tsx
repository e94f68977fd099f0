import { createFileRoute } from '@tanstack/react-router'
import { CaseStudyPage } from '@/web/features/case-studies/case-study-layout'
import { loadCaseStudy } from '@/web/features/case-studies/case-study-loader'

/** `?preview`: an editor's look at a draft (ADR 0154); for anyone else it changes nothing. */
const previewSearch = (search: Record<string, unknown>): { preview?: true } =>
  'preview' in search && search.preview !== false ? { preview: true } : {}

export const Route = createFileRoute('/cs/$slug')({
  validateSearch: previewSearch,
  loaderDeps: ({ search }) => ({ preview: search.preview === true }),
  // Routing is case-insensitive; an unknown or unpublished slug is the spec's Page Not Found, with status 404.
  loader: ({ context, params, deps }) => loadCaseStudy(context, params.slug.toLowerCase(), deps.preview),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: function CaseStudyRoute() {
    const { study, preview } = Route.useLoaderData()
    return <CaseStudyPage study={study} preview={preview} />
  },
})
