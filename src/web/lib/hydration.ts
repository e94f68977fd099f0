/**
 * When the server-rendered page has finished hydrating in this browser (ADR 0065). The root route's
 * HydratedMarker settles it; navigations wait for it (entry-client.tsx), so none can reach a Suspense boundary
 * whose server HTML React has not hydrated yet.
 */
let settle: () => void = () => {}

export const pageHydrated: Promise<void> = new Promise<void>((resolve) => {
  settle = resolve
})

export function markPageHydrated(): void {
  settle()
}
