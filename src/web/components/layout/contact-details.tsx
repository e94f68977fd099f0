import { Mail, MapPin, Phone } from '@/web/components/icons/icons'
import type { SiteConfig } from '@/shared/site'
import { cn } from '@/web/lib/cn'

/** The configured ways to reach the team (CONTACT_*); nothing at all when none is set. */
export function ContactDetails({
  contact,
  className,
}: {
  contact: SiteConfig['contact']
  className?: string
}) {
  const { email, phone, address } = contact
  if (!email && !phone && !address) return null
  return (
    <address className={cn('space-y-2 not-italic', className)} data-contact-details>
      {email && (
        <p className="flex items-center gap-2">
          <Mail aria-hidden className="size-4 shrink-0 text-primary" />
          <a href={`mailto:${email}`} className="hover:underline">
            {email}
          </a>
        </p>
      )}
      {phone && (
        <p className="flex items-center gap-2">
          <Phone aria-hidden className="size-4 shrink-0 text-primary" />
          <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="hover:underline">
            {phone}
          </a>
        </p>
      )}
      {address && (
        <p className="flex items-center gap-2">
          <MapPin aria-hidden className="size-4 shrink-0 text-primary" />
          {address}
        </p>
      )}
    </address>
  )
}
