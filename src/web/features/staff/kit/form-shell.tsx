import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/web/components/ui/button'

type StaffList = '/staff/programs' | '/staff/schools'

/** A staff form screen: the way back to its list, the title, the form (as blog's article form lays it out). */
export function StaffFormLayout({
  title,
  backTo,
  backLabel,
  children,
}: {
  title: string
  backTo: StaffList
  backLabel: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <Button asChild variant="ghost" className="-ml-3 self-start">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  )
}

/** An edit screen whose record does not exist (a stale link, or deleted by a colleague meanwhile). */
export function StaffRecordNotFound({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string
  text: string
  backTo: StaffList
  backLabel: string
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Button asChild className="mt-8">
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </section>
  )
}

/** A message above a form for a failed save whose cause names no single field. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
    >
      {message}
    </p>
  )
}
