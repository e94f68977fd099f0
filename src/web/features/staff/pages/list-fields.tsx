import { Button } from '@/web/components/ui/button'
import { CopyField, type CopyFormApi } from './copy-fields'
import { ListControls } from './list-controls'
import { useListField } from './use-list-field'

/**
 * The lists of the pages' copy (ADR 0155) that staff add to, reorder and remove from: items of a title and a
 * text (steps, inclusions, the about page's principles), short lines (a card's points, who a service fits) and a
 * FAQ's questions.
 */
interface ListProps {
  form: CopyFormApi
  /** The list's path in the document (`process.steps`). */
  path: string
  /** One item, as the buttons and labels name it ("step"). */
  name: string
  max: number
}

const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

function AddButton({ name, onAdd }: { name: string; onAdd: () => void }) {
  return (
    <Button type="button" variant="outline" className="self-start" onClick={onAdd}>
      Add a {name}
    </Button>
  )
}

/** Items of a title and a text, in order (at least one). */
export function TitledListFields({ form, path, name, max }: ListProps) {
  const list = useListField<{ title: string; text: string }>(form, path)
  return (
    <>
      {list.keys.map((key, index) => (
        <div key={key} className="flex flex-col gap-2 rounded-md border p-3">
          <CopyField
            form={form}
            path={`${path}.${index}.title`}
            label={`${label(name)} ${index + 1}: title`}
            max={80}
          />
          <CopyField
            form={form}
            path={`${path}.${index}.text`}
            label={`${label(name)} ${index + 1}: text`}
            max={400}
            rows={2}
          />
          <ListControls
            name={`${name} ${index + 1}`}
            index={index}
            count={list.count}
            min={1}
            onMove={list.move}
            onRemove={list.remove}
          />
        </div>
      ))}
      {list.count < max && <AddButton name={name} onAdd={() => list.append({ title: '', text: '' })} />}
    </>
  )
}

/** Short lines, in order (at least one). */
export function LineListFields({ form, path, name, max }: ListProps) {
  const list = useListField<string>(form, path)
  return (
    <>
      {list.keys.map((key, index) => (
        <div key={key} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <CopyField
              form={form}
              path={`${path}.${index}`}
              label={`${label(name)} ${index + 1}`}
              max={160}
            />
          </div>
          <ListControls
            name={`${name} ${index + 1}`}
            index={index}
            count={list.count}
            min={1}
            onMove={list.move}
            onRemove={list.remove}
          />
        </div>
      ))}
      {list.count < max && <AddButton name={name} onAdd={() => list.append('')} />}
    </>
  )
}

/** A FAQ's questions, in order (at least one), each answer in markdown. */
export function FaqListFields({ form, max }: { form: CopyFormApi; max: number }) {
  const list = useListField<{ question: string; answer: string }>(form, 'faq.items')
  return (
    <>
      <CopyField form={form} path="faq.title" label="Title" max={120} />
      <ol className="flex flex-col gap-4" aria-label="Questions">
        {list.keys.map((key, index) => (
          <li key={key} className="flex flex-col gap-2 rounded-md border p-3">
            <CopyField
              form={form}
              path={`faq.items.${index}.question`}
              label={`Question ${index + 1}`}
              max={200}
            />
            <CopyField
              form={form}
              path={`faq.items.${index}.answer`}
              label={`Answer ${index + 1}`}
              hint="Markdown: **bold**, [a link](/schools)."
              max={2000}
              rows={4}
            />
            <ListControls
              name={`question ${index + 1}`}
              index={index}
              count={list.count}
              min={1}
              onMove={list.move}
              onRemove={list.remove}
            />
          </li>
        ))}
      </ol>
      {list.count < max && (
        <AddButton name="question" onAdd={() => list.append({ question: '', answer: '' })} />
      )}
    </>
  )
}
