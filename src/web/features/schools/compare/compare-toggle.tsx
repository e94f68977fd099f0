import { Check as CheckIcon, Plus as PlusIcon } from '@/web/components/icons/icons'
import { Button } from '@/web/components/ui/button'
import { cn } from '@/web/lib/cn'
import { togglePick, useComparePicks, type ComparePick } from './compare-picks'

/**
 * "Compare": adds the school to the compare list or takes it off (a toggle button). At the limit it stays
 * pressable, so the visitor hears and reads why nothing was added.
 */
export function CompareToggle({ school, className }: { school: ComparePick; className?: string }) {
  const picked = useComparePicks().some((pick) => pick.id === school.id)
  return (
    <Button
      type="button"
      size="sm"
      variant={picked ? 'secondary' : 'outline'}
      aria-pressed={picked}
      className={cn(className)}
      onClick={() => togglePick({ id: school.id, name: school.name })}
    >
      {picked ? <CheckIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
      Compare<span className="sr-only"> {school.name}</span>
    </Button>
  )
}
