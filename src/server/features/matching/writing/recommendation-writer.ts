import { Ollama } from 'ollama'
import type {
  BrandProfileData,
  Generation,
  RecommendationData,
  RecommendedCampus,
} from '@/shared/matching/matching.schema'
import type { Logger } from '@/server/logger'
import type { Ranking } from '@/server/features/matching/scoring/scorer'
import { writeCampusTexts } from './campus-texts'
import { campusEntry, writeDeterministic } from './deterministic-writer'
import { CAMPUS_FIELDS, distinctParagraphs } from './distinct'
import { campusFacts, keepHolding, listFacts, sentenceHolds } from './fact-check'
import { writeInsights } from './insights'
import { briefLimits } from './limits'
import { modelTextCheck } from './model-text-check'
import { readModelAnswer } from './ollama-answer'
import { answerFormat, buildMessages, maxAnswerTokens } from './ollama-prompt'

export interface OllamaSettings {
  /** Ollama's base URL, or null when the model is switched off (OLLAMA_HOST=off). */
  host: string | null
  model: string
  timeoutMs: number
}

export type Written = {
  data: RecommendationData
  generation: Omit<Generation, 'durationMs'>
  /**
   * The model failed in a way another attempt may not (it answered 5xx: loading, out of memory, restarting).
   * Not stored; the job queue decides whether to try again (generation.ts).
   */
  transient?: true
}
type FallbackReason = NonNullable<Generation['reason']>
type Engines = NonNullable<RecommendedCampus['engines']>

/** A model's field shorter than this once untrue sentences are dropped is too thin: the deterministic one stands. */
const MIN_FIELD_CHARACTERS = 40

/**
 * A fetch that gives up after `ms`: the ollama client's own abort() does not reach non-streaming calls, so the
 * deadline goes on the request itself (and covers reading the body too).
 */
export const fetchWithTimeout =
  (ms: number): typeof fetch =>
  (input, init) =>
    fetch(input, {
      ...init,
      signal: init?.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(ms)])
        : AbortSignal.timeout(ms),
    })

/** Ollama answered 5xx: the runner crashed or is loading; a 4xx (model not pulled) will not pass by itself. */
const isServerError = (error: unknown) => {
  const status = (error as { status_code?: unknown } | null)?.status_code
  return typeof status === 'number' && status >= 500
}

/** Why a call failed, in the terms the stored result records. */
export function fallbackReasonOf(error: unknown): FallbackReason {
  const name = (error as { name?: string } | null)?.name
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout'
  if (name === 'ResponseError') return 'model-error'
  if (error instanceof SyntaxError) return 'invalid-output'
  return 'unreachable'
}

/**
 * Writes the recommendation text (decision D18): one chat call to the local model for all candidates, its
 * answer checked and merged over the deterministic writer's text, so every field is filled whatever the model
 * does. When the model is off, unreachable, too slow or unusable, the deterministic writer writes it all.
 */
export async function writeRecommendation(
  profile: BrandProfileData,
  ranking: Ranking,
  settings: OllamaSettings,
  log?: Logger,
): Promise<Written> {
  const deterministic = (reason?: FallbackReason, transient = false): Written => ({
    data: writeDeterministic(profile, ranking),
    generation: { engine: 'deterministic', ...(reason ? { reason } : {}) },
    ...(transient ? { transient: true as const } : {}),
  })
  if (ranking.recommended.length === 0) return deterministic()
  if (!settings.host) return deterministic('disabled')

  const ids = ranking.recommended.map((entry) => entry.school.id)
  let content: string
  try {
    const client = new Ollama({ host: settings.host, fetch: fetchWithTimeout(settings.timeoutMs) })
    const response = await client.chat({
      model: settings.model,
      messages: buildMessages(profile, ranking),
      format: answerFormat(ids),
      stream: false,
      options: { temperature: 0, num_ctx: 8192, num_predict: maxAnswerTokens(ids.length) },
    })
    content = response.message.content
  } catch (error) {
    const reason = fallbackReasonOf(error)
    log?.warn({ err: error, reason, model: settings.model }, 'Ollama did not write the recommendation')
    return deterministic(reason, isServerError(error))
  }

  let answer
  try {
    answer = readModelAnswer(content, ids)
  } catch (error) {
    log?.warn({ err: error, model: settings.model }, 'Ollama answered something that is not JSON')
    return deterministic('invalid-output')
  }
  if (answer.unknownIds.length)
    log?.warn(
      { unknownIds: answer.unknownIds, model: settings.model },
      'Ollama wrote about schools it was not given',
    )
  if (answer.usableFields === 0) return deterministic('invalid-output')

  // Sentence by sentence: what names a campus beyond the shortlist or a place beyond the brief's limits (ADR
  // 0054), or states a number, place or designation the row and the brief do not hold (issue 39), is dropped.
  const fits = modelTextCheck(ranking)
  let filledFields = 0
  const recommendedCampuses = ranking.recommended.map((entry) => {
    const model = answer.campuses.get(entry.school.id) ?? {}
    const fallback = writeCampusTexts(entry, profile, ranking)
    const facts = campusFacts(entry, profile, Object.values(fallback).join(' '), ranking)
    const texts = { ...fallback }
    const engines = Object.fromEntries(CAMPUS_FIELDS.map((field) => [field, 'deterministic'])) as Engines
    for (const field of CAMPUS_FIELDS) {
      const kept = keepHolding(model[field] ?? '', (s) => fits(s) && sentenceHolds(s, facts)).text
      if (kept.length < MIN_FIELD_CHARACTERS) continue
      texts[field] = kept
      engines[field] = 'ollama'
    }
    filledFields += CAMPUS_FIELDS.filter((field) => engines[field] === 'deterministic').length
    return { ...campusEntry(entry, texts), engines }
  })
  const computedInsights = writeInsights(profile, ranking)
  const insightFacts = listFacts(ranking, profile, Object.values(computedInsights).flat().join(' '))
  const modelInsights = Object.fromEntries(
    Object.entries(answer.insights)
      .map(
        ([key, items]) =>
          [
            key,
            items
              .map((item) => keepHolding(item, (s) => fits(s) && sentenceHolds(s, insightFacts)).text)
              .filter(Boolean),
          ] as const,
      )
      .filter(([, items]) => items.length),
  )
  const insights = { ...computedInsights, ...modelInsights }
  filledFields += 3 - Object.keys(modelInsights).length
  return {
    data: {
      recommendedCampuses: distinctParagraphs(recommendedCampuses),
      brandInsights: insights,
      limits: briefLimits(ranking),
    },
    generation: { engine: 'ollama', model: settings.model, ...(filledFields ? { filledFields } : {}) },
  }
}
