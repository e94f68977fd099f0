import { Button } from '@/web/components/ui/button'

/** Move up, move down and remove for one item of a list in the copy (a paragraph, a principle, a team member). */
export function ListControls({
  name,
  index,
  count,
  min,
  onMove,
  onRemove,
}: {
  /** Named in the buttons' accessible names: "Move team member 2 up". */
  name: string
  index: number
  count: number
  /** The fewest items the list may have: no remove below it. */
  min: number
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => onMove(index, index - 1)}
      >
        Up
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
        onClick={() => onMove(index, index + 1)}
      >
        Down
      </Button>
      {count > min && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Remove ${name}`}
          onClick={() => onRemove(index)}
        >
          Remove
        </Button>
      )}
    </div>
  )
}
