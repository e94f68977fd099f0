import '@vitejs/plugin-react/preamble'
// (Above: React Fast Refresh's preamble in development; empty in the production build. It must come first.)
// zod's settings before any schema is built (lib/zod-without-eval.ts).
import './lib/zod-without-eval'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { historyHeldUntilHydrated } from './lib/held-history'
import { pageHydrated } from './lib/hydration'
import { isForbidden } from './lib/require-role'
import { createQueryClient } from './lib/query-client'
import { createBrowserTrpc } from './lib/trpc'
import { createAppRouter } from './router'
import './styles.css'

/**
 * Start-up runs in three tasks, with the browser free to paint and take input between them: the modules'
 * evaluation, the router's creation (it indexes every route), and hydration. In one task they blocked a phone's
 * main thread for some 150 ms (issue 19, Total Blocking Time); hydration itself yields as it goes (a transition).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start() {
  await nextTask()
  const queryClient = createQueryClient()
  // Back and Forward before hydration wait for it too, in the router's history (ADR 0153).
  const history = historyHeldUntilHydrated()
  const router = createAppRouter({ queryClient, trpc: createBrowserTrpc(queryClient), history })

  // A navigation started before React has hydrated the page's own Suspense boundary (a header link is
  // interactive first) updates that boundary through the router's stores, which React renders synchronously: it
  // must then drop the server HTML and render the route on the client, and reports React #422/#520
  // (TanStack/router#8306). Every navigation (Link, useNavigate, router.navigate) goes through router.navigate:
  // it waits for hydration, which takes a few frames, so an early click lands a moment later instead of
  // discarding the page (ADR 0065).
  const navigateNow = router.navigate
  router.navigate = (async (options) => {
    await pageHydrated
    return navigateNow(options)
  }) as typeof router.navigate

  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
      // A staff page refused to this role (the 403 screen) is an answer, not a failure: React would log the
      // refusal its error boundary shows as a console error. Anything else is logged as React does.
      { onCaughtError: (error) => (isForbidden(error) ? undefined : console.error(error)) },
    )
  })
}

void start()
