import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { aboutCopySchema, type AboutCopy } from '@/shared/site-copy/about-copy.schema'
import { homeCopySchema, type HomeCopy } from '@/shared/site-copy/home-copy.schema'
import { legalCopySchema, type LegalCopy } from '@/shared/site-copy/legal-copy.schema'
import type { PagePart } from '@/shared/site-copy/page-parts'
import { Spinner } from '@/web/components/ui/spinner'
import { useTrpc } from '@/web/lib/trpc'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { AboutCopyFields } from './about-copy-fields'
import { CopyEditor, type LoadedCopy } from './copy-editor'
import type { CopyFormApi } from './copy-fields'
import { HomeCopyFields } from './home-copy-fields'
import { LegalCopyFields } from './legal-copy-fields'

/** What one part's editor needs from its procedures: each part has its own, typed with its own copy. */
export interface PartEditorProps {
  part: PagePart
  schema: z.ZodType<FieldValues, FieldValues>
  query: UseQueryResult<LoadedCopy, unknown>
  save: (copy: FieldValues, expectedVersion: number) => Promise<LoadedCopy>
  reload: () => Promise<LoadedCopy>
  afterSave: () => void
  fields: ComponentType<{ form: CopyFormApi }>
}

export function PartEditor({ query, fields: Fields, ...editor }: PartEditorProps) {
  if (query.isPending) return <Spinner label="Loading the copy" />
  if (query.isError)
    return <FormError message="The copy could not be loaded. Reload the page to try again." />
  return (
    <CopyEditor {...editor} loaded={query.data}>
      {(form) => <Fields form={form} />}
    </CopyEditor>
  )
}

export function HomeEditor() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const procedures = trpc.site.pages.home
  const save = useMutation(procedures.save.mutationOptions())
  return (
    <PartEditor
      part="home"
      schema={homeCopySchema}
      query={useQuery(procedures.staffRead.queryOptions())}
      // The form's values are the schema's output (its resolver parsed them).
      save={async (copy, expectedVersion) => {
        const saved = await save.mutateAsync({ copy: copy as HomeCopy, expectedVersion })
        queryClient.setQueryData(procedures.staffRead.queryKey(), saved)
        return saved
      }}
      reload={() => queryClient.fetchQuery({ ...procedures.staffRead.queryOptions(), staleTime: 0 })}
      afterSave={() => queryClient.removeQueries({ queryKey: procedures.read.pathKey() })}
      fields={HomeCopyFields}
    />
  )
}

export function AboutEditor() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const procedures = trpc.site.pages.about
  const save = useMutation(procedures.save.mutationOptions())
  return (
    <PartEditor
      part="about"
      schema={aboutCopySchema}
      query={useQuery(procedures.staffRead.queryOptions())}
      save={async (copy, expectedVersion) => {
        const saved = await save.mutateAsync({ copy: copy as AboutCopy, expectedVersion })
        queryClient.setQueryData(procedures.staffRead.queryKey(), saved)
        return saved
      }}
      reload={() => queryClient.fetchQuery({ ...procedures.staffRead.queryOptions(), staleTime: 0 })}
      afterSave={() => queryClient.removeQueries({ queryKey: procedures.read.pathKey() })}
      fields={AboutCopyFields}
    />
  )
}

export function TermsEditor() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const procedures = trpc.site.pages.terms
  const save = useMutation(procedures.save.mutationOptions())
  return (
    <PartEditor
      part="terms"
      schema={legalCopySchema}
      query={useQuery(procedures.staffRead.queryOptions())}
      save={async (copy, expectedVersion) => {
        const saved = await save.mutateAsync({ copy: copy as LegalCopy, expectedVersion })
        queryClient.setQueryData(procedures.staffRead.queryKey(), saved)
        return saved
      }}
      reload={() => queryClient.fetchQuery({ ...procedures.staffRead.queryOptions(), staleTime: 0 })}
      afterSave={() => queryClient.removeQueries({ queryKey: procedures.read.pathKey() })}
      fields={LegalCopyFields}
    />
  )
}
