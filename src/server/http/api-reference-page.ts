import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { exampleBody, fieldRows, type FieldRow, type JsonSchema } from './api-reference-schema'
import { REFERENCE_SCRIPT, REFERENCE_STYLE } from './api-reference-assets'

/**
 * The API reference page (ADR 0084), rendered on the server from the OpenAPI document: a contents list by tag,
 * the ways to authenticate, and each operation with its parameters, body fields, example body and answers as
 * tables a person reads. Public reads have a "Try it" form; its small script carries the CSP nonce, and the
 * style is the site's own palette and system fonts inline, so the page needs nothing from another origin.
 */
type Html = HtmlEscapedString | Promise<HtmlEscapedString>

interface Operation {
  operationId?: string
  tags?: string[]
  summary?: string
  description?: string
  security?: Record<string, unknown>[]
  parameters?: {
    name: string
    in: string
    required?: boolean
    description?: string
    schema: JsonSchema
    example?: unknown
  }[]
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>
}

export interface ReferenceDocument {
  info: { title: string; version: string; description?: string }
  servers: { url: string }[]
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string; description?: string }>
  }
  paths: Record<string, Record<string, Operation>>
}

const ACCESS: Record<string, string> = {
  session: 'Staff session',
  apiKey: 'Legacy API key',
  integrationKey: 'Integration key',
}
const SCHEME_TITLES: Record<string, string> = {
  session: 'Staff session cookie (with the same-origin rule against CSRF)',
  apiKey: 'Legacy API key header (ADMIN_API_KEY)',
  integrationKey: 'Integration API key header, with scopes',
}

/** Who may call an operation, in words: each scheme it accepts, an integration key with its scopes. */
function accessOf(security: Record<string, unknown>[]): string {
  return security
    .flatMap((entry) =>
      Object.entries(entry).map(([key, scopes]) =>
        Array.isArray(scopes) && scopes.length
          ? `${ACCESS[key] ?? key} (${scopes.join(' or ')})`
          : (ACCESS[key] ?? key),
      ),
    )
    .join(' · ')
}

/** Text with Markdown code spans (`like this`) as <code>, everything else escaped. */
export function prose(text: string | undefined): Html {
  const parts = (text ?? '').split(/`([^`]+)`/)
  return html`${parts.map((part, index) => (index % 2 ? html`<code>${part}</code>` : html`${part}`))}`
}

const anchorOf = (method: string, path: string) =>
  `${method}-${path
    .replace(/^\/+/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/-+$/, '')}`

const exampleText = (value: unknown) => (value === undefined ? '' : JSON.stringify(value))

function fieldsTable(rows: FieldRow[], caption: string): Html {
  if (!rows.length) return html``
  return html`<div class="table-wrap">
    <table>
      <caption>
        ${caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
          <th scope="col">Example</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              <th scope="row">
                <code>${row.name}</code>${row.required ? html` <span class="req">required</span>` : ''}
              </th>
              <td>${row.type}</td>
              <td>${prose(row.description)}</td>
              <td><code>${exampleText(row.example)}</code></td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`
}

/** The fields a successful answer carries: those of `data` (or of each item of it). */
function answerFields(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined
  const data = ((schema.properties ?? {}) as Record<string, JsonSchema>).data ?? schema
  const variants = (data.anyOf ?? data.oneOf) as JsonSchema[] | undefined
  const chosen = variants?.find((variant) => variant.type !== 'null') ?? data
  return chosen.type === 'array' ? (chosen.items as JsonSchema) : chosen
}

function answersTable(operation: Operation, where: string): Html {
  return html`<div class="table-wrap">
    <table>
      <caption>
        Answers
      </caption>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        ${Object.entries(operation.responses).map(([status, answer]) => {
          const json = answer.content?.['application/json']?.schema
          const fields = Number(status) < 300 ? fieldRows(answerFields(json)) : []
          const error = Number(status) >= 400 ? fieldRows(json) : []
          return html`<tr>
            <th scope="row"><span class="status s${status[0]}">${status}</span></th>
            <td>
              ${prose(answer.description)}
              ${
                fields.length
                  ? html`<details>
                      <summary>Fields of the answer</summary>
                      ${fieldsTable(fields, `Fields of a ${status} answer to ${where}`)}
                    </details>`
                  : ''
              }
              ${error.length ? html`<p class="shape">Body: ${error.map((row) => html`<code>${row.name}</code> `)}</p>` : ''}
            </td>
          </tr>`
        })}
      </tbody>
    </table>
  </div>`
}

function tryForm(path: string, operation: Operation): Html {
  const parameters = operation.parameters ?? []
  return html`<form class="try" data-try="${path}" method="get" action="${path}">
    <fieldset>
      <legend>Try it</legend>
      ${parameters.map(
        (parameter) =>
          html`<label
            >${parameter.name} <span class="where">(${parameter.in})</span>
            <input
              name="${parameter.name}"
              data-in="${parameter.in}"
              value="${parameter.required && parameter.example !== undefined ? String(parameter.example) : ''}"
              placeholder="${parameter.example === undefined ? '' : String(parameter.example)}"
              ${parameter.required ? 'required' : ''}
          /></label>`,
      )}
      <button type="submit">Send GET</button>
    </fieldset>
    <output aria-live="polite"></output>
  </form>`
}

function operationSection(path: string, method: string, operation: Operation): Html {
  const where = `${method.toUpperCase()} ${path}`
  const scheme = operation.security?.map((entry) => Object.keys(entry)[0]!)[0]
  const body = operation.requestBody?.content['application/json']?.schema
  const multipart = operation.requestBody?.content['multipart/form-data']?.schema
  const example = exampleBody(body)
  const parameters: FieldRow[] = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    type: `${parameter.in}: ${fieldRows({ properties: { p: parameter.schema } })[0]!.type}`,
    required: parameter.required ?? false,
    description: parameter.description ?? '',
    example: parameter.example,
  }))
  const isPublicRead = method === 'get' && !scheme && !path.includes('.') && operation.operationId
  return html`<section
    class="op"
    id="${anchorOf(method, path)}"
    aria-labelledby="${anchorOf(method, path)}-title"
  >
    <h3 id="${anchorOf(method, path)}-title">
      <span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${path}</code>
    </h3>
    <p class="summary">${prose(operation.summary)}</p>
    <p class="meta">
      <span class="access ${scheme ?? 'public'}"
        >${scheme ? accessOf(operation.security ?? []) : 'Public'}</span
      >
      ${operation.description ? html` ${prose(operation.description)}` : ''}
    </p>
    ${fieldsTable(parameters, `Parameters of ${where}`)}
    ${fieldsTable(fieldRows(body ?? multipart), `Body of ${where}${operation.requestBody?.required ? '' : ' (optional)'}`)}
    ${
      example
        ? html`<details>
            <summary>Example body</summary>
            <pre><code>${JSON.stringify(example, null, 2)}</code></pre>
          </details>`
        : ''
    }
    ${answersTable(operation, where)} ${isPublicRead ? tryForm(path, operation) : ''}
  </section>`
}

export function referencePage(doc: ReferenceDocument, nonce: string): Html {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  )
  const tags = [...new Set(operations.map(({ operation }) => operation.tags?.[0] ?? 'other'))]
  const byTag = (tag: string) =>
    operations.filter(({ operation }) => (operation.tags?.[0] ?? 'other') === tag)
  const server = doc.servers[0]?.url ?? ''
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>API reference · ${doc.info.title}</title>
        <style>
          ${raw(REFERENCE_STYLE)}
        </style>
      </head>
      <body>
        <a class="skip" href="#content">Skip to the reference</a>
        <header class="top">
          <p class="brand">${doc.info.title}</p>
          <p>Version ${doc.info.version} · <a href="/api/openapi.json">OpenAPI 3.1 document</a></p>
        </header>
        <div class="layout">
          <nav aria-label="Operations">
            <ul>
              <li><a href="#authentication">Authentication</a></li>
              ${tags.map(
                (tag) =>
                  html`<li>
                    <a href="#tag-${tag}">${tag}</a>
                    <ul>
                      ${byTag(tag).map(
                        ({ path, method }) =>
                          html`<li>
                            <a href="#${anchorOf(method, path)}"
                              ><span class="method ${method}">${method.toUpperCase()}</span> ${path}</a
                            >
                          </li>`,
                      )}
                    </ul>
                  </li>`,
              )}
            </ul>
          </nav>
          <main id="content">
            <h1>${doc.info.title} reference</h1>
            <p>${prose(doc.info.description)}</p>
            <p>Base URL: <code>${server}</code></p>
            <section id="authentication" aria-labelledby="authentication-title">
              <h2 id="authentication-title">Authentication</h2>
              <dl>
                ${Object.entries(doc.components.securitySchemes).map(
                  ([key, scheme]) =>
                    html`<dt>${SCHEME_TITLES[key] ?? key}: <code>${scheme.name}</code> (${scheme.in})</dt>
                      <dd>${prose(scheme.description)}</dd>`,
                )}
              </dl>
            </section>
            ${tags.map(
              (tag) =>
                html`<section id="tag-${tag}" aria-labelledby="tag-${tag}-title">
                  <h2 id="tag-${tag}-title">${tag}</h2>
                  ${byTag(tag).map(({ path, method, operation }) => operationSection(path, method, operation))}
                </section>`,
            )}
          </main>
        </div>
        <script nonce="${nonce}">
          ${raw(REFERENCE_SCRIPT)}
        </script>
      </body>
    </html>`
}
