import { LEGAL_MARKDOWN_MAX } from '@/shared/site-copy/legal-copy.schema'
import { CopyField, CopyGroup, type CopyFormApi } from './copy-fields'

/** A policy's markdown (ADR 0155): rendered and sanitized by the server, as an article's is. */
export function LegalCopyFields({ form }: { form: CopyFormApi }) {
  return (
    <CopyGroup title="Text">
      <CopyField
        form={form}
        path="markdown"
        label="Text in markdown"
        hint="A line starting with ## is a section heading; [words](/contact) is a link. The first paragraph is the page’s introduction."
        max={LEGAL_MARKDOWN_MAX}
        rows={24}
      />
    </CopyGroup>
  )
}
