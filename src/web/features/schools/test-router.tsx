import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { validateDirectorySearch } from './directory/directory-search'

/**
 * Renders school components inside a small in-memory router with the directory's routes, so their router links
 * resolve and navigate as in the app. Returns the router to inspect the location after clicks.
 */
export async function renderInRouter(ui: ReactNode, url = '/schools') {
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/schools', validateSearch: validateDirectorySearch }),
    createRoute({ getParentRoute: () => root, path: '/schools/name/$slug' }),
  ])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  const view = render(<RouterProvider router={router} />)
  return { router, ...view }
}
