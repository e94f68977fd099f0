import { describe, expect, it } from 'vitest'
import { deleteWarning } from './taxonomy-delete-warning'

describe('deleteWarning', () => {
  it('says how many articles lose a category or a tag, and what becomes of them', () => {
    expect(deleteWarning('category', 'Events', 3)).toBe(
      'Delete the category "Events"? 3 articles (drafts included) will lose it: they stay, Uncategorized.',
    )
    expect(deleteWarning('tag', 'Sampling', 1)).toBe(
      'Delete the tag "Sampling"? 1 article (drafts included) will lose it: it stays, without this tag.',
    )
  })

  it('says when no article has it', () => {
    expect(deleteWarning('category', 'Unused', 0)).toBe('Delete the category "Unused"? No article is in it.')
    expect(deleteWarning('tag', 'Unused', 0)).toBe('Delete the tag "Unused"? No article has it.')
  })

  it('says what happens to the articles while the count has not arrived', () => {
    expect(deleteWarning('category', 'Events', undefined)).toBe(
      'Delete the category "Events"? Its articles stay and become Uncategorized.',
    )
    expect(deleteWarning('tag', 'Sampling', undefined)).toBe(
      'Delete the tag "Sampling"? It is removed from every article that has it.',
    )
  })
})
