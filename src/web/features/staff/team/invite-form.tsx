import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ROLE_LABELS } from '@/shared/auth/role-labels'
import { ROLES } from '@/shared/auth/roles'
import { invitationInputSchema, type InvitationInput } from '@/shared/team/team.schema'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { NativeSelect } from '@/web/components/ui/native-select'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { useCreateForm } from '@/web/features/staff/kit/use-create-form'
import { ShownOnce } from '@/web/features/staff/kit/shown-once'

const EMPTY: InvitationInput = { email: '', role: 'editor' }

/** Invites a colleague; when the email could not be sent, the link is shown under the form to pass on. */
export function InviteForm() {
  const trpc = useTrpc()
  const id = useId()
  const [link, setLink] = useState<{ email: string; link: string } | null>(null)
  const invite = useMutation(trpc.team.invite.mutationOptions())
  const { form, errors, onSubmit } = useCreateForm({
    schema: invitationInputSchema,
    empty: EMPTY,
    fields: ['email', 'role'],
    create: invite.mutateAsync,
    refresh: trpc.team.pathKey(),
    onCreated: (sent, values) => {
      if (sent.link) setLink({ email: values.email, link: sent.link })
      else notify({ title: 'Invitation sent', description: `${values.email} has the link by email.` })
    },
  })

  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label="Invite a colleague"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
      >
        <div className="sm:col-span-3">
          <FormError message={errors.root?.message} />
        </div>
        <LabelledField id={`${id}-email`} label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </LabelledField>
        <LabelledField id={`${id}-role`} label="Role" error={errors.role?.message}>
          <NativeSelect {...form.register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role].label}
              </option>
            ))}
          </NativeSelect>
        </LabelledField>
        <Button type="submit" className="sm:mt-7" disabled={invite.isPending}>
          {invite.isPending ? 'Inviting...' : 'Invite'}
        </Button>
      </form>
      {link && (
        <ShownOnce
          title={`No email was sent: pass this link on to ${link.email}`}
          value={link.link}
          note="It works once, for 7 days, and is not shown again (revoke the invitation and invite again if it is lost)."
          onDismiss={() => setLink(null)}
        />
      )}
    </div>
  )
}
