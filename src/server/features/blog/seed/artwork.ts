/**
 * The demo articles' featured artwork: one picture per category, drawn here as SVG (our own work, no text, so no
 * font is needed to render it). `npm run blog:artwork` encodes each into the same WebP variants a staff upload
 * gets (ADR 0043) and writes them to reference-data/demo-artwork, which the seed stores (ADR 0144): a fresh
 * install shows real WebP variants with srcset without spending its first start in sharp.
 */
const W = 1200
const H = 630
/** Every picture's size: the social-card shape. */
export const ARTWORK_SIZE = { width: W, height: H }

const frame = (sky: [string, string], body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<radialGradient id="glow" cx="0.78" cy="0.22" r="0.5"><stop offset="0" stop-color="#fff7ed" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7ed" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>
${body}
</svg>`

/** Rows of lit windows in a building's face. */
function windows(x: number, y: number, columns: number, rows: number) {
  let cells = ''
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      cells += `<rect x="${x + column * 34}" y="${y + row * 44}" width="18" height="26" rx="3" fill="${(row + column) % 3 ? '#fde68a' : '#c7d2fe'}"/>`
  return cells
}

const campusSkyline = frame(
  ['#fdba74', '#6366f1'],
  `<circle cx="930" cy="150" r="70" fill="#fff7ed" opacity="0.85"/>
<path d="M0 470 C 300 420, 600 520, 1200 450 L1200 630 L0 630 Z" fill="#312e81" opacity="0.55"/>
<rect x="130" y="300" width="240" height="260" fill="#1e1b4b"/>${windows(150, 320, 6, 5)}
<rect x="500" y="190" width="110" height="370" fill="#1e1b4b"/><path d="M490 190 L555 110 L620 190 Z" fill="#1e1b4b"/>
<circle cx="555" cy="250" r="34" fill="#fef3c7"/><path d="M555 250 L555 226 M555 250 L572 258" stroke="#1e1b4b" stroke-width="5" stroke-linecap="round"/>
${windows(520, 320, 2, 5)}
<rect x="690" y="330" width="330" height="230" fill="#1e1b4b"/>${windows(710, 350, 9, 4)}
<path d="M0 560 L1200 560 L1200 630 L0 630 Z" fill="#14532d"/>
<circle cx="430" cy="520" r="48" fill="#166534"/><circle cx="1080" cy="515" r="56" fill="#166534"/><circle cx="80" cy="525" r="44" fill="#166534"/>`,
)

function person(x: number, scale: number, shirt: string) {
  const s = scale
  return `<g transform="translate(${x} ${630 - 300 * s}) scale(${s})"><circle cx="0" cy="60" r="48" fill="#fcd9b6"/><path d="M-90 300 C -90 170, -60 130, 0 130 C 60 130, 90 170, 90 300 Z" fill="${shirt}"/></g>`
}

const ambassadors = frame(
  ['#a5b4fc', '#f0abfc'],
  `<rect x="150" y="90" width="300" height="120" rx="30" fill="#ffffff" opacity="0.9"/><path d="M240 205 L230 255 L290 208 Z" fill="#ffffff" opacity="0.9"/>
<circle cx="220" cy="150" r="18" fill="#f97316"/><circle cx="300" cy="150" r="18" fill="#6366f1"/><circle cx="380" cy="150" r="18" fill="#22c55e"/>
<rect x="760" y="70" width="280" height="140" rx="30" fill="#ffffff" opacity="0.9"/><path d="M880 205 L900 260 L930 208 Z" fill="#ffffff" opacity="0.9"/>
<path d="M850 140 l20 20 l40 -45" fill="none" stroke="#16a34a" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
${person(260, 0.95, '#4338ca')}${person(480, 1.1, '#ea580c')}${person(720, 1.05, '#0f766e')}${person(940, 0.9, '#be185d')}`,
)

function flags(y: number) {
  const colors = ['#f97316', '#6366f1', '#22c55e', '#eab308', '#ec4899']
  let out = `<path d="M90 ${y} Q 600 ${y + 80} 1110 ${y}" fill="none" stroke="#1f2937" stroke-width="4"/>`
  for (let i = 0; i < 16; i++) {
    const x = 120 + i * 62
    const t = (x - 90) / 1020
    const sag = y + 4 * 80 * t * (1 - t) * 0.5
    out += `<path d="M${x - 20} ${sag} L${x + 20} ${sag} L${x} ${sag + 44} Z" fill="${colors[i % colors.length]}"/>`
  }
  return out
}

const activation = frame(
  ['#fef3c7', '#fb923c'],
  `${flags(90)}
<path d="M330 300 L600 170 L870 300 Z" fill="#c2410c"/><path d="M330 300 L600 170 L600 300 Z" fill="#9a3412"/>
<rect x="360" y="300" width="480" height="36" fill="#fdba74"/>
<rect x="372" y="336" width="14" height="200" fill="#1f2937"/><rect x="814" y="336" width="14" height="200" fill="#1f2937"/>
<rect x="420" y="430" width="360" height="30" rx="8" fill="#3730a3"/>
<rect x="450" y="372" width="54" height="58" rx="10" fill="#ffffff"/><rect x="530" y="372" width="54" height="58" rx="10" fill="#ffffff"/><rect x="610" y="372" width="54" height="58" rx="10" fill="#ffffff"/><rect x="690" y="372" width="54" height="58" rx="10" fill="#ffffff"/>
<path d="M0 540 L1200 540 L1200 630 L0 630 Z" fill="#78350f" opacity="0.35"/>
${person(170, 0.55, '#4338ca')}${person(1020, 0.6, '#0f766e')}${person(1110, 0.5, '#be185d')}`,
)

function bars() {
  const heights = [120, 170, 150, 230, 280, 340]
  return heights
    .map(
      (h, i) =>
        `<rect x="${250 + i * 120}" y="${540 - h}" width="72" height="${h}" rx="10" fill="${i === heights.length - 1 ? '#fb923c' : '#818cf8'}"/>`,
    )
    .join('')
}

const measurement = frame(
  ['#1e1b4b', '#0f766e'],
  `<rect x="170" y="90" width="860" height="480" rx="28" fill="#ffffff" opacity="0.08"/>
<path d="M220 540 L980 540" stroke="#c7d2fe" stroke-width="4"/>
${bars()}
<path d="M286 390 L406 340 L526 360 L646 280 L766 230 L886 160" fill="none" stroke="#fef3c7" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="886" cy="160" r="16" fill="#fef3c7"/>
<path d="M930 120 l40 -40 m0 0 l-30 0 m30 0 l0 30" stroke="#fef3c7" stroke-width="8" stroke-linecap="round" fill="none"/>`,
)

/** Category name → its artwork. */
export const CATEGORY_ARTWORK: Record<string, string> = {
  'Campus Strategy': campusSkyline,
  'Brand Ambassadors': ambassadors,
  'Events & Activations': activation,
  'Measurement & ROI': measurement,
}
