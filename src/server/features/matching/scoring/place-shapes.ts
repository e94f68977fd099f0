/** The shapes of the place-name tables (city-names.ts, region-names.ts), gathered in place-names.ts. */

/** A region: a set of states. */
export interface Region {
  label: string
  pattern: RegExp
  states: readonly string[]
  /** A plural of states ("the Dakotas"): rules say the states' names rather than the label. */
  sayStates?: boolean
}

/** A city or metro area. */
export interface CityPlace {
  label: string
  pattern: RegExp
  /** The states it lies in (a metro area may cross state lines: the DMV, the Twin Cities). */
  states: readonly string[]
  /** School cities that count as in it, where a school's row has no metro code. */
  cities: readonly string[]
  /**
   * Its metro area, by the codes IPEDS gives each school: a school counts as in it when its CBSA or CSA is one
   * of these. Set for names of metro areas ("the Bay Area", "DFW") and used for a city named with "greater",
   * "metro" or "area" ("the Atlanta metro area").
   */
  cbsa?: readonly number[]
  csa?: readonly number[]
  /** A metro name: always read as its metro area, never as the city alone. */
  metroName?: boolean
  /** The metro area's states, where it crosses state lines. */
  metroStates?: readonly string[]
}
