import { LEGAL_MARKDOWN_MAX } from '@/shared/site-copy/legal-copy.schema'
import { PRIVACY_FACTS_BLOCK } from '@/shared/site-copy/privacy-copy.schema'
import { CopyField, CopyGroup, type CopyFormApi } from './copy-fields'

const MARKDOWN_HINT =
  'A line starting with ## is a section heading; [words](/contact) is a link. The first paragraph is the page’s introduction.'

function PolicyMarkdownField({ form, hint }: { form: CopyFormApi; hint: string }) {
  return (
    <CopyGroup title="Text">
      <CopyField
        form={form}
        path="markdown"
        label="Text in markdown"
        hint={hint}
        max={LEGAL_MARKDOWN_MAX}
        rows={24}
      />
    </CopyGroup>
  )
}

/** A policy's markdown (ADR 0155): rendered and sanitized by the server, as an article's is. */
export function LegalCopyFields({ form }: { form: CopyFormApi }) {
  return <PolicyMarkdownField form={form} hint={MARKDOWN_HINT} />
}

/** The privacy policy's prose (ADR 0156): the sections at its block are written from the site's settings. */
export function PrivacyCopyFields({ form }: { form: CopyFormApi }) {
  return (
    <PolicyMarkdownField
      form={form}
      hint={`${MARKDOWN_HINT} Keep ${PRIVACY_FACTS_BLOCK} on a line of its own: there the page states what this site stores, for how long and how erasure works, written from the settings it runs with (those sections cannot be edited here).`}
    />
  )
}
