import { notFound } from '@tanstack/react-router'
import type { Program } from '@/shared/programs/program.schema'
import { isNotFoundError } from '@/web/lib/load'

/** A program id in a URL: a positive whole number that fits the column; anything else is no program. */
export const programIdOf = (param: string) => (/^[1-9]\d{0,8}$/.test(param) ? Number(param) : undefined)

/** The detail route's load: NOT_FOUND from the procedure becomes the route's not-found state (HTTP 404). */
export async function loadProgram(load: () => Promise<Program>): Promise<Program> {
  try {
    return await load()
  } catch (error) {
    if (isNotFoundError(error)) throw notFound()
    throw error
  }
}
