/**
 * What the confirmation says before a category or tag is deleted: how many articles lose it (drafts and scheduled
 * ones included, from `blog.taxonomyUsage`), or, before that count has arrived, what happens to them.
 */
export function deleteWarning(
  noun: 'category' | 'tag',
  name: string,
  articleCount: number | undefined,
): string {
  const question = `Delete the ${noun} "${name}"?`
  if (articleCount === undefined)
    return noun === 'category'
      ? `${question} Its articles stay and become Uncategorized.`
      : `${question} It is removed from every article that has it.`
  if (articleCount === 0) return `${question} No article ${noun === 'category' ? 'is in it' : 'has it'}.`
  const [articles, stay] =
    articleCount === 1 ? ['1 article', 'it stays'] : [`${articleCount} articles`, 'they stay']
  const outcome = noun === 'category' ? `${stay}, Uncategorized` : `${stay}, without this tag`
  return `${question} ${articles} (drafts included) will lose it: ${outcome}.`
}
