import { useQueryClient } from '@tanstack/react-query'
import { useTrpc } from '@/web/lib/trpc'

/**
 * After any program or school write, every program and school query is refreshed: lists show programs with their
 * school, and a school's detail counts its programs, so either write can change what the other shows.
 */
export function useRefreshStaffData() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.programs.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.schools.pathKey() }),
    ])
}
