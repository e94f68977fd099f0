import { Pencil, Plus } from '@/web/components/icons/icons'
import { useState } from 'react'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card'
import { ConfirmDeleteButton } from '@/web/features/staff/kit/confirm-delete'
import { NameForm } from './name-form'

export interface TaxonomyCardProps {
  title: string
  /** "category" / "tag": labels and messages. */
  noun: string
  items: { id: number; name: string }[]
  emptyText: string
  maxLength: number
  /** Categories open their add form from an 'Add Category' button; tags show the field at all times. */
  addButton?: string
  /** The confirmation's words for deleting one (how many articles lose it). */
  deleteWarning: (item: { id: number; name: string }) => string
  busy: boolean
  create: (name: string) => Promise<boolean>
  rename: (id: number, name: string) => Promise<boolean>
  remove: (id: number) => void
}

/** Categories or tags, managed for real (decision D9): add, rename in place, delete after confirmation. */
export function TaxonomyCard(props: TaxonomyCardProps) {
  const { title, noun, items, emptyText, maxLength, addButton, busy } = props
  const [adding, setAdding] = useState(!addButton)
  const [renaming, setRenaming] = useState<number | null>(null)
  const headingId = `${noun}-card-title`

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-lg">
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {items.length === 0 ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
        <ul className="flex flex-col divide-y">
          {items.map((item) => (
            <li key={item.id} className="flex min-h-11 items-center justify-between gap-2 py-1">
              {renaming === item.id ? (
                <div className="flex-1 py-1">
                  <NameForm
                    label={`New name for the ${noun} "${item.name}"`}
                    submitLabel="Save"
                    initial={item.name}
                    maxLength={maxLength}
                    busy={busy}
                    autoFocus
                    onCancel={() => setRenaming(null)}
                    onSubmit={async (name) => {
                      const saved = await props.rename(item.id, name)
                      if (saved) setRenaming(null)
                      return saved
                    }}
                  />
                </div>
              ) : (
                <>
                  <span className="text-sm">{item.name}</span>
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Rename the ${noun} "${item.name}"`}
                      title="Rename"
                      onClick={() => setRenaming(item.id)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <DeleteButton {...props} item={item} />
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
        {adding ? (
          <NameForm
            label={`New ${noun} name`}
            visibleLabel={!addButton}
            submitLabel="Add"
            maxLength={maxLength}
            busy={busy}
            autoFocus={Boolean(addButton)}
            onCancel={addButton ? () => setAdding(false) : undefined}
            onSubmit={props.create}
          />
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {addButton}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}

function DeleteButton({
  noun,
  item,
  deleteWarning,
  remove,
}: TaxonomyCardProps & { item: { id: number; name: string } }) {
  return (
    <ConfirmDeleteButton
      label={`Delete the ${noun} "${item.name}"`}
      title={`Delete ${noun}`}
      description={deleteWarning(item)}
      onConfirm={() => remove(item.id)}
    />
  )
}
