import type { Theme } from './theme'
import { AUDIENCE_THEMES } from './themes-audiences'
import { INTEREST_THEMES } from './themes-interests'

export type { Theme } from './theme'

/** Every theme, interests first: the writers take the first themes a profile names in this order. */
export const THEMES: Theme[] = [...INTEREST_THEMES, ...AUDIENCE_THEMES]
