import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { procedureFailure } from '@/web/lib/trpc-error'

/** The card the account pages (sign in's neighbours: join, forgot and reset password) are laid out in. */
export function AccountCard({
  title,
  description,
  children,
}: {
  title: string
  description: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16 sm:py-24">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  )
}

/**
 * What a failed account request says above the form: the server's own words when it wrote them for people (a
 * bad or used link, a taken username, a throttle), otherwise a plain apology.
 */
export function accountFailureMessage(error: unknown) {
  const failure = procedureFailure(error)
  const ownWords = ['BAD_REQUEST', 'CONFLICT', 'NOT_FOUND', 'TOO_MANY_REQUESTS'].includes(failure.code ?? '')
  return ownWords ? failure.message : 'That did not work. Please check your connection and try again.'
}

/** A finished step: what happened, as a status the screen reader announces. */
export function Done({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col gap-4 text-sm">
      {children}
    </div>
  )
}
