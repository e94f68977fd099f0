import { useBlocker } from '@tanstack/react-router'
import { useRef } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog'

/**
 * Leaving a form with unsaved changes asks first: in-app navigation through the router's blocker (a dialog),
 * closing or reloading the tab through the browser's own beforeunload prompt. After a successful save the form
 * calls `release()` and leaves without being asked. `subject` names what is being edited in the dialog.
 */
export function useLeaveGuard(dirty: boolean, subject = 'this article') {
  const released = useRef(false)
  const blocker = useBlocker({
    shouldBlockFn: () => !released.current,
    enableBeforeUnload: () => !released.current,
    disabled: !dirty,
    withResolver: true,
  })
  return {
    release: () => {
      released.current = true
    },
    dialog: <LeaveDialog blocker={blocker} subject={subject} />,
  }
}

function LeaveDialog({
  blocker,
  subject,
}: {
  blocker: { status: string; reset?: () => void; proceed?: () => void }
  subject: string
}) {
  return (
    <AlertDialog open={blocker.status === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
          <AlertDialogDescription>
            You have unsaved changes to {subject}. If you leave now, they will be lost.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => blocker.reset?.()}>Stay on this page</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
