import {
  useMutation,
  useQuery,
  useQueryClient,
  type FetchQueryOptions,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { aboutCopySchema } from '@/shared/site-copy/about-copy.schema'
import { homeCopySchema } from '@/shared/site-copy/home-copy.schema'
import { legalCopySchema } from '@/shared/site-copy/legal-copy.schema'
import type { PagePart } from '@/shared/site-copy/page-parts'
import { privacyCopySchema } from '@/shared/site-copy/privacy-copy.schema'
import { servicePageCopySchema } from '@/shared/site-copy/service-page-copy.schema'
import { servicesCopySchema } from '@/shared/site-copy/services-copy.schema'
import { SERVICE_SLUGS, type ServiceSlug } from '@/shared/marketing/public-pages'
import { Spinner } from '@/web/components/ui/spinner'
import { useTrpc } from '@/web/lib/trpc'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { AboutCopyFields } from './about-copy-fields'
import { CopyEditor, type LoadedCopy } from './copy-editor'
import type { CopyFormApi } from './copy-fields'
import { HomeCopyFields } from './home-copy-fields'
import { LegalCopyFields, PrivacyCopyFields } from './legal-copy-fields'
import { ServicePageCopyFields, ServicesCopyFields } from './services-copy-fields'

type PartForm = { schema: z.ZodType<FieldValues, FieldValues>; fields: ComponentType<{ form: CopyFormApi }> }

/** Each part's form: the schema it checks with (the server's own) and the fields it shows. */
const PART_FORMS: Record<PagePart, PartForm> = {
  home: { schema: homeCopySchema, fields: HomeCopyFields },
  about: { schema: aboutCopySchema, fields: AboutCopyFields },
  terms: { schema: legalCopySchema, fields: LegalCopyFields },
  privacy: { schema: privacyCopySchema, fields: PrivacyCopyFields },
  services: { schema: servicesCopySchema, fields: ServicesCopyFields },
  // The four service pages share one schema and one form.
  ...(Object.fromEntries(
    SERVICE_SLUGS.map((slug): [ServiceSlug, PartForm] => [
      slug,
      { schema: servicePageCopySchema, fields: ServicePageCopyFields },
    ]),
  ) as Record<ServiceSlug, PartForm>),
}

/**
 * What the editor uses of a part's procedures. Each part's are typed with its own copy, and a union of them
 * cannot be called; the editor treats them alike (the form holds the part's schema's output, which is what its
 * save takes), so they are seen through this one shape.
 */
interface PartProcedures {
  read: { pathKey: () => QueryKey }
  staffRead: {
    queryKey: () => QueryKey
    queryOptions: () => FetchQueryOptions<LoadedCopy> & { queryKey: QueryKey }
  }
  save: {
    mutationOptions: () => UseMutationOptions<
      LoadedCopy,
      Error,
      { copy: FieldValues; expectedVersion: number }
    >
  }
}

/** One part's editor: its copy as staff edit it, saved from the version it was read at (ADR 0155). */
export function PartEditor({ part }: { part: PagePart }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const procedures = trpc.site.pages[part] as unknown as PartProcedures
  const save = useMutation(procedures.save.mutationOptions())
  const query = useQuery(procedures.staffRead.queryOptions())
  const { schema, fields: Fields } = PART_FORMS[part]
  if (query.isPending) return <Spinner label="Loading the copy" />
  if (query.isError)
    return <FormError message="The copy could not be loaded. Reload the page to try again." />
  return (
    <CopyEditor
      part={part}
      schema={schema}
      loaded={query.data}
      save={async (copy, expectedVersion) => {
        const saved = await save.mutateAsync({ copy, expectedVersion })
        queryClient.setQueryData(procedures.staffRead.queryKey(), saved)
        return saved
      }}
      reload={() => queryClient.fetchQuery({ ...procedures.staffRead.queryOptions(), staleTime: 0 })}
      afterSave={() => queryClient.removeQueries({ queryKey: procedures.read.pathKey() })}
    >
      {(form) => <Fields form={form} />}
    </CopyEditor>
  )
}
