// Its own module: us-format.ts is in every page's first load, this only on the pages that count services.
const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** A small count in words, as U.S. style spells out numbers under ten ("four services"); digits from 11 on. */
export function spelledCount(value: number, { capital = false } = {}): string {
  const word = COUNT_WORDS[value] ?? String(value)
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word
}
