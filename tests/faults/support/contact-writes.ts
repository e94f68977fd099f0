import type { ServerProcess } from './server-process'

/** A writer's n-th submission in one run of a crash test. */
export interface Submission {
  writer: number
  index: number
  run: string
}

/** Each submission's own email, so it can be found afterwards; known before it is sent, to count what was sent. */
export const submissionEmail = ({ writer, index, run }: Submission) =>
  `w${writer}-${index}-${run}@faults.example`

/** A valid contact submission, POSTed as a visitor's browser would (same-origin): the write the crash tests count. */
export function postContact(server: ServerProcess, submission: Submission): Promise<Response> {
  const { writer, index, run } = submission
  return fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({
      firstName: `Writer ${writer}`,
      lastName: `Number ${index}`,
      email: submissionEmail(submission),
      jobTitle: 'Fault tester',
      company: 'Fault suite',
      message: `Submission ${index} of writer ${writer} in run ${run}.`,
    }),
    signal: AbortSignal.timeout(10_000),
  })
}
