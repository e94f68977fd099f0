import { withFigures, type AgencyFigures } from '@/shared/marketing/agency-figures'
import { withNetwork, type NetworkWords } from '@/shared/schools/network-words'

/**
 * Where staff-edited page copy (issue 36, ADR 0155) states a live value, it writes a slot: `{brand}`,
 * `{partner}`, `{network.colleges}`, `{network.students}` or `{figure.launch}`. The page puts the value in at render, so an edit of a
 * figure or of the brand name reaches the copy without anyone editing it again. Zod-free: the home page's first
 * load reads it.
 */
export interface CopyValues {
  site: { brandName: string; partnerName: string }
  network: NetworkWords
  figures: AgencyFigures
}

/** The slots copy may write, beside `{figure.<key>}` for each editable figure. */
export const NAMED_SLOTS = ['{brand}', '{partner}', '{network.colleges}', '{network.students}'] as const

export const fillCopy = (text: string, values: CopyValues) =>
  withFigures(
    withNetwork(
      text
        .replaceAll('{brand}', values.site.brandName)
        .replaceAll('{partner}', values.site.partnerName)
        .replaceAll('{network.students}', values.network.students),
      values.network,
    ),
    values.figures,
  )
