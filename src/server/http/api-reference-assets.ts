/**
 * The reference page's style and its one script, inline: the site's palette and system font stack (styles.css),
 * so the page looks like the site and loads nothing else. The script only sends the "Try it" reads.
 */
export const REFERENCE_STYLE = `
:root { --fg: #0f172a; --muted: #475569; --border: #e2e8f0; --soft: #f8fafc; --accent: #eef2ff; --primary: #3730a3;
  --ring: #4f46e5; font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  color: var(--fg); background: #fff; line-height: 1.5; }
* { box-sizing: border-box; }
body { margin: 0; }
a { color: var(--primary); }
a:focus-visible, button:focus-visible, input:focus-visible, summary:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.875em; }
code { background: var(--soft); border: 1px solid var(--border); border-radius: 4px; padding: 0 0.25em; overflow-wrap: anywhere; }
pre { background: #0f172a; color: #e2e8f0; padding: 1rem; border-radius: 8px; overflow: auto; max-height: 24rem; }
pre code { background: none; border: 0; padding: 0; color: inherit; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: #fff; padding: 0.5rem; z-index: 2; }
.top { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: baseline; padding: 1rem 1.5rem;
  background: var(--primary); color: #fff; }
.top a { color: #fff; }
.top p { margin: 0; }
.brand { font-weight: 700; font-size: 1.125rem; }
.layout { display: grid; grid-template-columns: minmax(14rem, 18rem) 1fr; }
nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; padding: 1rem;
  border-right: 1px solid var(--border); background: var(--soft); font-size: 0.875rem; }
nav ul { list-style: none; margin: 0; padding: 0; }
nav > ul > li { margin-bottom: 0.75rem; }
nav > ul > li > a { display: block; min-height: 24px; padding: 0.125rem 0; font-weight: 600; text-transform: capitalize; text-decoration: none; }
nav li li a { display: block; min-height: 24px; padding: 0.125rem 0; color: var(--fg); text-decoration: none; overflow-wrap: anywhere; }
nav li li a:hover { text-decoration: underline; }
main { padding: 1.5rem 2rem 4rem; min-width: 0; max-width: 72rem; }
h1 { font-size: 1.75rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.375rem; margin: 2.5rem 0 1rem; padding-bottom: 0.25rem; border-bottom: 2px solid var(--border); text-transform: capitalize; }
h3 { font-size: 1.0625rem; margin: 0 0 0.5rem; display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
.op { border: 1px solid var(--border); border-radius: 10px; padding: 1rem 1.25rem; margin: 0 0 1.25rem; }
.summary { margin: 0 0 0.25rem; }
.meta { margin: 0 0 0.75rem; color: var(--muted); font-size: 0.875rem; }
.method { display: inline-block; min-width: 3.75rem; text-align: center; border-radius: 4px; padding: 0 0.375rem;
  font: 700 0.75rem/1.5rem ui-monospace, monospace; color: #fff; background: #475569; }
.method.get { background: #1d4ed8; } .method.post { background: #15803d; } .method.patch { background: #b45309; }
.method.delete { background: #b91c1c; } .method.put { background: #6d28d9; }
nav .method { min-width: 3.25rem; font-size: 0.6875rem; line-height: 1.25rem; }
.access { display: inline-block; border-radius: 999px; padding: 0 0.5rem; font-size: 0.75rem; font-weight: 600;
  background: var(--accent); color: #1e1b4b; }
.access.public { background: #dcfce7; color: #14532d; }
.table-wrap { overflow-x: auto; margin: 0.75rem 0; }
table { border-collapse: collapse; width: 100%; font-size: 0.875rem; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
th, td { text-align: left; vertical-align: top; padding: 0.375rem 0.5rem; border-top: 1px solid var(--border); }
thead th { background: var(--soft); border-top: 0; font-weight: 600; }
tbody th { font-weight: 400; white-space: nowrap; }
.req { color: #b91c1c; font-size: 0.75rem; }
.status { font-weight: 700; font-family: ui-monospace, monospace; }
.status.s2 { color: #15803d; } .status.s4 { color: #b45309; } .status.s5 { color: #b91c1c; }
.shape { margin: 0.25rem 0 0; color: var(--muted); }
details { margin: 0.5rem 0; }
summary { cursor: pointer; color: var(--primary); font-weight: 600; }
.try fieldset { border: 1px solid var(--border); border-radius: 8px; display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
.try legend { font-weight: 600; padding: 0 0.25rem; }
.try label { display: flex; flex-direction: column; font-size: 0.8125rem; font-weight: 600; }
.try .where { font-weight: 400; color: var(--muted); }
.try input { font: inherit; font-weight: 400; padding: 0.375rem 0.5rem; border: 1px solid #94a3b8; border-radius: 6px; min-width: 8rem; }
.try button { font: inherit; font-weight: 600; padding: 0.375rem 1rem; border: 0; border-radius: 6px; background: var(--primary); color: #fff; cursor: pointer; }
.try output { display: block; }
dl dt { font-weight: 600; margin-top: 0.75rem; }
dl dd { margin: 0.25rem 0 0; }
@media (max-width: 48rem) { .layout { grid-template-columns: 1fr; } nav { position: static; max-height: 16rem; border-right: 0; border-bottom: 1px solid var(--border); } main { padding: 1rem; } }
`

/** Sends a "Try it" form's read: path parameters into the path, the others as the query; shows the answer. */
export const REFERENCE_SCRIPT = `
document.addEventListener('submit', async (event) => {
  const form = event.target.closest('form[data-try]')
  if (!form) return
  event.preventDefault()
  let path = form.dataset.try
  const query = new URLSearchParams()
  for (const input of form.querySelectorAll('input')) {
    if (input.dataset.in === 'path') path = path.replace('{' + input.name + '}', encodeURIComponent(input.value))
    else if (input.value !== '') query.set(input.name, input.value)
  }
  const url = path + (query.size ? '?' + query : '')
  const output = form.querySelector('output')
  output.textContent = 'Sending GET ' + url + '…'
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } })
    const text = await response.text()
    let shown = text
    try { shown = JSON.stringify(JSON.parse(text), null, 2) } catch {}
    if (shown.length > 6000) shown = shown.slice(0, 6000) + '\\n…'
    const pre = document.createElement('pre')
    pre.textContent = shown
    pre.tabIndex = 0
    pre.setAttribute('aria-label', 'Answer body')
    const status = document.createElement('p')
    status.textContent = 'GET ' + url + ' → ' + response.status + ' ' + response.statusText
    output.replaceChildren(status, pre)
  } catch (error) {
    output.textContent = 'The request failed: ' + error.message
  }
})
`
