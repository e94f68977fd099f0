import { Link } from '@tanstack/react-router'
import { GraduationCap } from '@/web/components/icons/icons'
import { footerNav } from '@/web/config/navigation'
import { useNetwork, useSite } from '@/web/lib/site'
import { ContactDetails } from './contact-details'

export function SiteFooter() {
  const site = useSite()
  const network = useNetwork()
  const year = new Date().getFullYear()
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(4,1fr)] lg:px-8">
        <div>
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-foreground">
            <GraduationCap aria-hidden className="size-6 text-primary" />
            {site.brandName}
          </Link>
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            Street teams, brand ambassadors and campus activations at {network.colleges} U.S. colleges.
          </p>
          <ContactDetails contact={site.contact} className="mt-4 text-sm text-muted-foreground" />
        </div>
        {footerNav.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-foreground">{column.heading}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {site.brandName}. All rights reserved.
          </p>
          <p>
            Powered by{' '}
            <a href={site.partnerUrl} className="font-medium text-foreground hover:underline" rel="noopener">
              {site.partnerName}
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}
