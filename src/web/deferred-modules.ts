/**
 * Pages fetch their JavaScript once they have been painted (ADR 0078). The router writes the entry as
 * `<script type="module" async>` and the page's chunks as `<link rel="modulepreload">` in the head, so a phone
 * fetched some 150 kB of script alongside the stylesheet and the page's picture, on a slow link before the first
 * paint (Lighthouse put the largest paint a second later than on the same page without scripts). This rewrites the
 * rendered document: the preloads and the entry script give way to one small inline script (with the entry
 * script's nonce) that names the same modules and starts them once the document is parsed and a frame has been
 * painted, or at once in a tab that is hidden and paints nothing.
 *
 * Hydration is unchanged: the server HTML is complete, and React accepts the loader in place of the entry script.
 */

const ENTRY_START = '<script type="module" src="'
/** Sticky: matched only where the last module script starts. */
const ENTRY_SCRIPT = /<script type="module" src="([^"]+)" async="" nonce="([^"]*)"><\/script>/y
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/**
 * Preloads added per task. Each costs the browser a millisecond or two of main thread (a request to start); a
 * school page names some twenty modules, and adding them all at once was one 40 ms task (issue 19, Total
 * Blocking Time). Fours, after the entry's import in the same task, were still 16 ms tasks in a later trace of
 * /schools (2.7 ms an appendChild there), over 50 ms at a phone's speed; twos, each batch a task of its own, are
 * all requested long before hydration needs the last.
 */
const PRELOADS_PER_TASK = 2

/**
 * The loader, called with the entry and the other modules to preload (the entry is fetched by its import). A
 * string, not a function's source: the build may rename or wrap what it compiles, and this runs in the page as
 * written (on one line: every statement ends in a semicolon or a brace). A frame's callback runs before that
 * frame is painted; the task it queues, after.
 */
const LOADER = `(function (entry, modules) {
  var started = false;
  function preload(from) {
    modules.slice(from, from + ${PRELOADS_PER_TASK}).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    if (modules.length > from + ${PRELOADS_PER_TASK}) setTimeout(function () { preload(from + ${PRELOADS_PER_TASK}); });
  }
  function start() {
    if (started) return;
    started = true;
    import(entry);
    setTimeout(function () { preload(0); });
  }
  function afterPaint() {
    if (document.hidden) start();
    else requestAnimationFrame(function () { setTimeout(start); });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})`.replace(/\s*\n\s*/g, ' ')

/**
 * The document with its module preloads and entry script replaced by the loader; unchanged without an entry.
 * Only the head is searched for preloads (HeadContent writes them there) and only the last module script is
 * read as the entry (Scripts writes it last): a staff table's page is 100 kB, and scanning and copying all of it
 * three times was a millisecond of every render (issue 19).
 */
export function deferModules(html: string): string {
  const at = html.lastIndexOf(ENTRY_START)
  if (at < 0) return html
  ENTRY_SCRIPT.lastIndex = at
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) return html
  const [tag, src, nonce] = entry
  const headEnd = html.indexOf('</head>')
  const head = html.slice(0, headEnd < 0 || headEnd > at ? at : headEnd)
  const modules = [...new Set([...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))].filter(
    (href) => href !== src,
  )
  const call = `${LOADER}(${scriptData(src)}, ${scriptData(modules)});`
  return (
    head.replace(MODULE_PRELOAD, '') +
    html.slice(head.length, at) +
    `<script nonce="${nonce}">${call}</script>` +
    html.slice(at + tag.length)
  )
}

/** JSON that cannot close its script element early. */
const scriptData = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
