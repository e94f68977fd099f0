import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { WandSparkles } from '@/web/components/icons/icons'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import {
  articleInputSchema,
  type Article,
  type ArticleInput,
  type ArticleValues,
} from '@/shared/blog/article.schema'
import { slugify } from '@/shared/blog/slug'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { Switch } from '@/web/components/ui/switch'
import { Textarea } from '@/web/components/ui/textarea'
import { useTrpc } from '@/web/lib/trpc'
import { CategorySelect, Field, PublicationDateInput, TagChips, describedBy } from './article-form-fields'
import { ContentEditor } from './content-editor'
import { FeaturedImageField } from './featured-image-field'
import { FeaturedImageTextFields, SearchAndSocialFields } from './article-display-fields'
import { useLeaveGuard } from '@/web/features/staff/kit/leave-guard'
import { dayAndClockTime, saveActionLabel } from './publication-date'
import { PreviewLinks } from './preview-links'
import { RevisionHistory } from './revision-history'
import { StaleSaveAlert } from './stale-save-alert'
import { defaultsOf, useArticleVersion, useSaveArticle } from './use-save-article'
import { useCanPublish } from './use-can-publish'
import { useAutosave } from './use-autosave'
import { AutosaveStatusText } from './autosave-status'

/** The article form for /blog/new (no article) and /blog/edit/{id}: every field and rule of product §5. */
export function ArticleForm({ article }: { article?: Article }) {
  const trpc = useTrpc()
  const ids = useId()
  const id = (field: string) => `${ids}-${field}`
  const categories = useQuery(trpc.blog.categories.list.queryOptions())
  const tags = useQuery(trpc.blog.tags.list.queryOptions())
  const canPublish = useCanPublish()
  const form = useForm<ArticleInput, unknown, ArticleValues>({
    resolver: zodResolver(articleInputSchema),
    defaultValues: defaultsOf(article),
  })
  const { errors, isDirty, isSubmitting } = form.formState
  const leaveGuard = useLeaveGuard(isDirty)
  const edit = useArticleVersion(article)
  const autosave = useAutosave({ article, form, edit })
  const { save, saving: sending } = useSaveArticle({
    article,
    form,
    edit,
    autosave,
    beforeLeaving: leaveGuard.release,
  })
  const saving = isSubmitting || sending
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' })
  const [published, publishedAt] = useWatch({ control: form.control, name: ['published', 'publishedAt'] })
  const saveLabel = saveActionLabel(!!article, canPublish && published, publishedAt)
  // The slug follows the title while it is empty or was filled from the title; typing one stops that.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!article?.slug)

  const title = form.register('title', {
    onChange: (event) => {
      if (slugFollowsTitle) form.setValue('slug', slugify(event.target.value), { shouldDirty: true })
    },
  })
  const slug = form.register('slug', {
    onChange: (event) => {
      setSlugFollowsTitle(event.target.value === '')
    },
  })

  return (
    <>
      <form onSubmit={form.handleSubmit(save)} noValidate className="flex flex-col gap-6">
        {leaveGuard.dialog}
        {article && edit.conflict ? (
          <StaleSaveAlert
            savedAt={edit.conflict}
            articleId={article.id}
            onTakeTheirs={() => void edit.takeTheirs(form)}
          />
        ) : null}

        <Field id={id('title')} label="Title" error={errors.title?.message}>
          <Input
            id={id('title')}
            aria-invalid={!!errors.title || undefined}
            aria-describedby={describedBy(id('title'), false, errors.title)}
            {...title}
          />
        </Field>

        <Field
          id={id('slug')}
          label="Slug"
          hint="The URL-friendly version of the title"
          error={errors.slug?.message}
        >
          <div className="flex gap-2">
            <Input
              id={id('slug')}
              aria-invalid={!!errors.slug || undefined}
              aria-describedby={describedBy(id('slug'), true, errors.slug)}
              {...slug}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setSlugFollowsTitle(true)
                form.setValue('slug', slugify(form.getValues('title')), {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }}
            >
              <WandSparkles aria-hidden="true" />
              Generate
            </Button>
          </div>
        </Field>

        <Field
          id={id('excerpt')}
          label="Excerpt"
          hint="A sentence or two for the blog list and link previews."
          error={errors.excerpt?.message}
        >
          <Textarea
            id={id('excerpt')}
            rows={3}
            aria-invalid={!!errors.excerpt || undefined}
            aria-describedby={describedBy(id('excerpt'), true, errors.excerpt)}
            {...form.register('excerpt')}
          />
        </Field>

        <Field
          id={id('content')}
          label="Content"
          hint="Markdown: ## headings, - lists, [links](https://…) and ![alt text](/images/…), or Insert image. HTML is allowed; anything unsafe is removed."
          error={errors.content?.message}
        >
          <ContentEditor
            id={id('content')}
            field={form.register('content')}
            getContent={() => form.getValues('content')}
            setContent={(content) => form.setValue('content', content, { shouldDirty: true })}
            describedBy={describedBy(id('content'), true, errors.content) ?? ''}
            invalid={!!errors.content}
          />
        </Field>

        <FeaturedImageField
          id={id('imageUrl')}
          value={imageUrl}
          error={errors.imageUrl?.message}
          field={form.register('imageUrl')}
          onUploaded={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
        />
        <FeaturedImageTextFields form={form} id={id} />

        <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:gap-10">
          {/* Authors do not publish or schedule: their drafts go to review (ADR 0091). */}
          {canPublish && (
            <>
              <div className="flex items-center gap-3 sm:pt-8">
                <Controller
                  control={form.control}
                  name="published"
                  render={({ field }) => (
                    <Switch
                      id={id('published')}
                      checked={field.value ?? false}
                      onCheckedChange={field.onChange}
                    />
                  )}
                />
                <label htmlFor={id('published')} className="text-sm font-medium">
                  Published
                </label>
              </div>
              <Field
                id={id('publishedAt')}
                label="Publication Date"
                hint="Your local time. Empty means now when published."
                error={errors.publishedAt?.message}
              >
                <Controller
                  control={form.control}
                  name="publishedAt"
                  render={({ field }) => (
                    <PublicationDateInput
                      id={id('publishedAt')}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-describedby={describedBy(id('publishedAt'), true, errors.publishedAt)}
                      aria-invalid={!!errors.publishedAt || undefined}
                    />
                  )}
                />
              </Field>
            </>
          )}
          <Field id={id('categoryId')} label="Category" error={errors.categoryId?.message}>
            <Controller
              control={form.control}
              name="categoryId"
              render={({ field }) => (
                <CategorySelect
                  id={id('categoryId')}
                  categories={categories.data ?? []}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </Field>
        </div>

        <div className="flex flex-col gap-2">
          <span id={id('tags')} className="text-sm font-medium">
            Tags
          </span>
          <Controller
            control={form.control}
            name="tagIds"
            render={({ field }) => (
              <TagChips
                labelId={id('tags')}
                tags={tags.data ?? []}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          />
          {errors.tagIds?.message ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.tagIds.message}
            </p>
          ) : null}
        </div>

        <SearchAndSocialFields form={form} id={id} />

        <div className="flex flex-wrap items-center justify-end gap-3 border-t pt-6">
          <div className="mr-auto flex flex-col gap-1">
            <AutosaveStatusText status={autosave.status} article={article} />
            {saveLabel === 'Schedule' && publishedAt ? (
              <p className="text-sm text-muted-foreground">
                Goes live {dayAndClockTime(publishedAt)}, your time.
              </p>
            ) : null}
          </div>
          <Button asChild variant="outline">
            <Link to="/blog/admin">Cancel</Link>
          </Button>
          <Button type="submit" disabled={saving}>
            {saveLabel}
          </Button>
        </div>
      </form>
      {article ? <PreviewLinks articleId={article.id} /> : null}
      {article ? <RevisionHistory articleId={article.id} form={form} edit={edit} /> : null}
    </>
  )
}
