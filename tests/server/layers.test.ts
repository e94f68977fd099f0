import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layers are lint rules (eslint.layers.js, ADR 0086): `npm run lint` fails on an import that runs the wrong
 * way. Each case lints one line as if it were written in the named file, with the project's own config.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value]\n`, { filePath })
  return result!.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message)
}

describe('the layers, as lint rules', () => {
  it.each([
    ['src/server/features/blog/x.ts', "import { value } from '@/server/http/errors'", 'transport'],
    ['src/server/features/blog/x.ts', "import { value } from '@/server/ssr/pages'", 'transport'],
    ['src/server/features/blog/x.ts', "import { value } from '@/server/trpc/router'", 'transport'],
    [
      'src/server/features/booking/x.ts',
      "import { value } from '@/server/features/contact/contact.service'",
      'public module',
    ],
    [
      'src/server/features/booking/x.ts',
      "import { value } from '@/server/features/matching/public-id'",
      'public module',
    ],
    [
      'src/server/config.ts',
      "import { value } from '@/server/features/booking/slots'",
      'never import a feature',
    ],
    ['src/server/config.ts', "import { value } from './http/request-log'", 'bottom layer'],
    [
      'src/server/lib/x.ts',
      "import { value } from '@/server/features/auth/public'",
      'never import a feature',
    ],
    ['src/server/db/x.ts', "import { value } from '@/server/runtime'", 'bottom layer'],
    ['src/server/operations/run.ts', "import { value } from '@/server/http/shared-read-cache'", 'transport'],
    ['src/server/http/errors.ts', "import { value } from '@/server/ssr/pages'", 'below the server render'],
    ['src/web/features/x.ts', "import { value } from '@/server/features/contact/csv'", 'only as types'],
    ['src/shared/x.ts', "import { value } from '@/server/lib/public-id'", 'browser and the server alike'],
  ])('%s may not %s', async (file, code, reason) => {
    const errors = await layerErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(reason)
  })

  it.each([
    ['src/server/features/booking/x.ts', "import { value } from '@/server/features/contact/public'"],
    ['src/server/features/booking/x.ts', "import { value } from './booking.service'"],
    ['src/server/features/booking/x.ts', "import { value } from '@/server/lib/public-id'"],
    ['src/server/features/booking/x.ts', "import { value } from '@/server/operations/define'"],
    ['src/server/db/entities.ts', "import { value } from '@/server/features/auth/user.entity'"],
    ['src/server/operations/index.ts', "import { value } from '@/server/features/blog/blog.operations'"],
    ['src/server/ssr/pages.ts', "import { value } from '@/server/http/static-pages'"],
    ['src/web/features/x.ts', "import type { value } from '@/server/trpc/router'"],
    ['src/web/features/x.ts', "import { value } from '@/shared/csv'"],
    ['src/server/features/blog/blog.http.test.ts', "import { value } from '@/server/http/errors'"],
  ])('%s may %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([])
  })
})
