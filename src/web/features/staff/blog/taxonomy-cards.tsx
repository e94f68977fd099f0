import { useMutation, useQuery } from '@tanstack/react-query'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { TaxonomyCard } from './taxonomy-card'
import { deleteWarning } from './taxonomy-delete-warning'
import { messageOf, useRefreshBlog } from './use-blog-mutations'

const failed = (error: unknown, fallback: string) => {
  notify({ title: 'Error', description: messageOf(error, fallback), variant: 'destructive' })
  return false
}

/** Below the table: the Categories and Tags cards, working against the database (decision D9). */
export function TaxonomyCards() {
  const trpc = useTrpc()
  const refresh = useRefreshBlog()
  const categories = useQuery(trpc.blog.categories.list.queryOptions())
  const tags = useQuery(trpc.blog.tags.list.queryOptions())
  // How many articles, drafts included, each is on: said before a delete (refreshed with every blog query).
  const usage = useQuery(trpc.blog.taxonomyUsage.queryOptions())
  const countOf = (kind: 'categories' | 'tags', id: number) =>
    usage.data ? (usage.data[kind].find((entry) => entry.id === id)?.articleCount ?? 0) : undefined
  const mutations = {
    createCategory: useMutation(trpc.blog.categories.create.mutationOptions()),
    renameCategory: useMutation(trpc.blog.categories.rename.mutationOptions()),
    removeCategory: useMutation(trpc.blog.categories.remove.mutationOptions()),
    createTag: useMutation(trpc.blog.tags.create.mutationOptions()),
    renameTag: useMutation(trpc.blog.tags.rename.mutationOptions()),
    removeTag: useMutation(trpc.blog.tags.remove.mutationOptions()),
  }
  const busy = Object.values(mutations).some((mutation) => mutation.isPending)

  /** Runs a write, refreshes every blog query, and says how it went. */
  const run = async (write: () => Promise<unknown>, success: string, fallback: string) => {
    try {
      await write()
      await refresh()
      notify({ title: success })
      return true
    } catch (error) {
      return failed(error, fallback)
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TaxonomyCard
        title="Categories"
        noun="category"
        items={categories.data ?? []}
        emptyText="No categories found."
        addButton="Add Category"
        maxLength={100}
        busy={busy}
        deleteWarning={(item) => deleteWarning('category', item.name, countOf('categories', item.id))}
        create={(name) =>
          run(
            () => mutations.createCategory.mutateAsync({ name }),
            'Category added',
            'Failed to add the category. Please try again.',
          )
        }
        rename={(id, name) =>
          run(
            () => mutations.renameCategory.mutateAsync({ id, values: { name } }),
            'Category renamed',
            'Failed to rename the category. Please try again.',
          )
        }
        remove={(id) =>
          void run(
            () => mutations.removeCategory.mutateAsync({ id }),
            'Category deleted',
            'Failed to delete the category. Please try again.',
          )
        }
      />
      <TaxonomyCard
        title="Tags"
        noun="tag"
        items={tags.data ?? []}
        emptyText="No tags found."
        maxLength={50}
        busy={busy}
        deleteWarning={(item) => deleteWarning('tag', item.name, countOf('tags', item.id))}
        create={(name) =>
          run(
            () => mutations.createTag.mutateAsync({ name }),
            'Tag added',
            'Failed to add the tag. Please try again.',
          )
        }
        rename={(id, name) =>
          run(
            () => mutations.renameTag.mutateAsync({ id, values: { name } }),
            'Tag renamed',
            'Failed to rename the tag. Please try again.',
          )
        }
        remove={(id) =>
          void run(
            () => mutations.removeTag.mutateAsync({ id }),
            'Tag deleted',
            'Failed to delete the tag. Please try again.',
          )
        }
      />
    </div>
  )
}
