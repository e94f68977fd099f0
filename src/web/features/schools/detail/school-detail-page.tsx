import { useRef, useState } from 'react'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'
import { ContactTab } from './contact-tab'
import { LocationTab } from './location-tab'
import { OpportunitiesTab } from './opportunities-tab'
import { OverviewTab } from './overview-tab'
import type { SchoolTab } from './school-tabs'
import { SchoolClosingCta, SchoolFaq } from './school-faq'
import { SchoolDetailHeader } from './school-detail-header'

/** product §4: overview (default), opportunities, location, contact. */

/** The school detail screen, the same for /schools/{id} and /schools/name/{slug}. */
export function SchoolDetailPage({ school }: { school: SchoolDetail }) {
  const [tab, setTab] = useState<SchoolTab>('overview')
  const tabList = useRef<HTMLDivElement>(null)
  const showTab = (next: SchoolTab) => {
    setTab(next)
    // The buttons that switch tabs sit below the tab bar: move focus (and the view) to the opened tab. Radix
    // names each panel by its tab's own id, so the tabs are found by a data attribute instead.
    tabList.current?.querySelector<HTMLButtonElement>(`[data-tab="${next}"]`)?.focus()
  }
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <SchoolDetailHeader school={school} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as SchoolTab)} className="mt-8">
        {/* One line at any width (issue 17): a short label on phones, and the list scrolls sideways if it must. */}
        <TabsList
          ref={tabList}
          className="w-full justify-start overflow-x-auto sm:w-fit"
          aria-label="School information"
        >
          <TabsTrigger value="overview" data-tab="overview">
            Overview
          </TabsTrigger>
          <TabsTrigger value="opportunities" data-tab="opportunities">
            <span className="sm:hidden">Marketing</span>
            <span className="hidden sm:inline">Marketing Opportunities</span>
          </TabsTrigger>
          <TabsTrigger value="location" data-tab="location">
            Location
          </TabsTrigger>
          <TabsTrigger value="contact" data-tab="contact">
            Contact
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="mt-6">
          <OverviewTab school={school} showTab={showTab} />
        </TabsContent>
        <TabsContent value="opportunities" className="mt-6">
          <OpportunitiesTab school={school} />
        </TabsContent>
        <TabsContent value="location" className="mt-6">
          <LocationTab school={school} />
        </TabsContent>
        <TabsContent value="contact" className="mt-6">
          <ContactTab school={school} />
        </TabsContent>
      </Tabs>
      <SchoolFaq school={school} />
      <SchoolClosingCta school={school} />
    </article>
  )
}
