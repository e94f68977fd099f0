import type { ReactNode } from 'react'

/** The closing call to action of a page: a short promise and one or two buttons. */
export function CtaBand({
  title,
  children,
  actions,
}: {
  title: string
  children: ReactNode
  actions: ReactNode
}) {
  return (
    <section className="on-primary bg-primary text-primary-foreground" aria-label={title}>
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
        <div className="mx-auto mt-4 max-w-2xl text-lg text-primary-foreground/90">{children}</div>
        <div className="mt-8 flex flex-col justify-center gap-3 text-foreground sm:flex-row">{actions}</div>
      </div>
    </section>
  )
}
