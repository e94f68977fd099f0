import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ServiceSlug } from '@/shared/marketing/public-pages'
import { servicePageCopySchema, type ServicePageCopy } from '@/shared/site-copy/service-page-copy.schema'
import { servicesCopySchema, type ServicesCopy } from '@/shared/site-copy/services-copy.schema'
import { useTrpc } from '@/web/lib/trpc'
import { PartEditor } from './part-editors'
import { ServicePageCopyFields, ServicesCopyFields } from './services-copy-fields'

/** The services overview's part (ADR 0155), its FAQ included. */
export function ServicesEditor() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const procedures = trpc.site.pages.services
  const save = useMutation(procedures.save.mutationOptions())
  return (
    <PartEditor
      part="services"
      schema={servicesCopySchema}
      query={useQuery(procedures.staffRead.queryOptions())}
      save={async (copy, expectedVersion) => {
        const saved = await save.mutateAsync({ copy: copy as ServicesCopy, expectedVersion })
        queryClient.setQueryData(procedures.staffRead.queryKey(), saved)
        return saved
      }}
      reload={() => queryClient.fetchQuery({ ...procedures.staffRead.queryOptions(), staleTime: 0 })}
      afterSave={() => queryClient.removeQueries({ queryKey: procedures.read.pathKey() })}
      fields={ServicesCopyFields}
    />
  )
}

/**
 * One service page's part, by its slug: the four have the same schema and operations of the same types, so one
 * editor serves them (keyed by slug where it is used, so a switch of page starts a fresh form).
 */
export function ServicePageEditor({ slug }: { slug: ServiceSlug }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const procedures = trpc.site.pages[slug] as (typeof trpc.site.pages)['campus-marketing']
  const save = useMutation(procedures.save.mutationOptions())
  return (
    <PartEditor
      part={slug}
      schema={servicePageCopySchema}
      query={useQuery(procedures.staffRead.queryOptions())}
      save={async (copy, expectedVersion) => {
        const saved = await save.mutateAsync({ copy: copy as ServicePageCopy, expectedVersion })
        queryClient.setQueryData(procedures.staffRead.queryKey(), saved)
        return saved
      }}
      reload={() => queryClient.fetchQuery({ ...procedures.staffRead.queryOptions(), staleTime: 0 })}
      afterSave={() => queryClient.removeQueries({ queryKey: procedures.read.pathKey() })}
      fields={ServicePageCopyFields}
    />
  )
}
