/** Numbered steps of an approach, as an ordered list. */
export function TimelineSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="mt-6 space-y-6">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-foreground">{step.title}</h3>
            <p className="mt-1 text-base">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
