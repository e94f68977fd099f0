import type { ReactNode } from 'react'

/** The opening of an inner page: eyebrow, the page's one h1, a lead paragraph, actions and an illustration. */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
}: {
  eyebrow: string
  title: string
  lead: ReactNode
  /** Illustration from public/images; decorative, since the heading says what the page is. */
  image?: string
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl">{title}</h1>
          <div className="mt-6 max-w-2xl text-lg text-muted-foreground">{lead}</div>
          {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>}
        </div>
        {image && (
          <img
            src={image}
            alt=""
            width={640}
            height={400}
            className="hidden w-full rounded-2xl lg:block"
            decoding="async"
            loading="lazy"
          />
        )}
      </div>
    </section>
  )
}
