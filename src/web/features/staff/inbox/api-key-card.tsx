import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { Input } from '@/web/components/ui/input'
import { notify } from '@/web/components/ui/sonner'
import { fetchSubmissionsWithKey } from './api-key-submissions'
import { SubmissionsState } from './submission-list'

/**
 * The spec's card: an API key, 'Authenticate', then the submissions that key may read (decision D6). The
 * fetch runs only once a key has been entered (product §5).
 */
export function ApiKeyCard() {
  const inputId = useId()
  const [draft, setDraft] = useState('')
  const [apiKey, setApiKey] = useState('')
  const submissions = useQuery({
    queryKey: ['admin', 'contact-submissions', apiKey],
    queryFn: () => fetchSubmissionsWithKey(apiKey),
    enabled: apiKey !== '',
  })

  // product §8: a failed fetch shows this toast (once per failure) and the error text below.
  useEffect(() => {
    if (submissions.isError)
      notify({
        title: 'Error',
        description: 'Failed to fetch contact submissions. Invalid API key?',
        variant: 'destructive',
      })
  }, [submissions.isError, submissions.errorUpdatedAt])

  const authenticate = (event: React.FormEvent) => {
    event.preventDefault()
    const key = draft.trim()
    if (!key) return
    if (key === apiKey) void submissions.refetch()
    else setApiKey(key)
  }

  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">Contact Form Submissions</h2>
        </CardTitle>
        <CardDescription>
          Enter the admin API key to view submissions. Staff can{' '}
          <Link
            to="/login"
            search={{ redirect: '/admin' }}
            className="text-primary underline underline-offset-4"
          >
            sign in
          </Link>{' '}
          instead.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form onSubmit={authenticate} className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            API Key
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              type="password"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className="sm:max-w-sm"
            />
            <Button type="submit" disabled={draft.trim() === '' || submissions.isFetching}>
              Authenticate
            </Button>
          </div>
        </form>
        {apiKey !== '' && (
          <SubmissionsState
            status={submissions.isFetching && !submissions.data ? 'pending' : submissions.status}
            submissions={submissions.isError ? [] : submissions.data}
            errorText="Error loading submissions. Please check your API key."
          />
        )}
      </CardContent>
    </Card>
  )
}
