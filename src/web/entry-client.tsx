import '@vitejs/plugin-react/preamble'
// (Above: React Fast Refresh's preamble in development; empty in the production build. It must come first.)
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createQueryClient } from './lib/query-client'
import { createBrowserTrpc } from './lib/trpc'
import { createAppRouter } from './router'
import './styles.css'

const queryClient = createQueryClient()
const router = createAppRouter({ queryClient, trpc: createBrowserTrpc(queryClient) })

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  )
})
