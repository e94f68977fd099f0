import type { KindRule } from './named-kind'

/**
 * Fields of study and campus moments a brief names without naming a kind of school (issue 39): "art, design and
 * architecture students", "nursing students", "street teams". Each implies the kind of campus that serves it best,
 * as a strong preference (strength 0.8: the kind part of the score, 35 points, outweighs size and reach), never a
 * limit: the list ranks campuses of that field first and says why, and the insights say how many the places hold.
 */
export const FIELD_KINDS: KindRule[] = [
  {
    kind: 'arts',
    label: 'art and design schools',
    strength: 0.8,
    pattern:
      /\b(art|arts|design|architecture|illustration|animation|fashion|film|music) (students|majors)\b|\b(artists|illustrators|designers|musicians|filmmakers)\b|\bart(,| and) design\b/,
  },
  {
    kind: 'health',
    label: 'nursing and health schools',
    strength: 0.8,
    pattern: /\b(nursing|pre-?med|medical|pharmacy|health sciences?) (students|majors)\b|\bnurses\b/,
  },
  {
    kind: 'technical',
    label: 'engineering schools',
    strength: 0.8,
    pattern: /\b(engineering|computer science|stem) (students|majors)\b|\bengineers\b/,
  },
  {
    kind: 'business',
    label: 'business schools',
    strength: 0.8,
    pattern: /\b(business|finance|accounting|marketing|mba) (students|majors)\b/,
  },
  {
    kind: 'landGrant',
    label: 'land-grant universities',
    strength: 0.8,
    pattern: /\b(agricultur\w*|ag|farming|animal science) (students|majors)\b|\bagriculture\b/,
  },
  {
    kind: 'education',
    label: 'teachers colleges',
    strength: 0.8,
    pattern: /\b(education|teaching) (students|majors)\b|\b(future|student) teachers\b/,
  },
  { kind: 'law', label: 'law schools', strength: 0.8, pattern: /\b(law|pre-?law) (students|majors)\b/ },
  {
    kind: 'hospitality',
    label: 'hospitality and culinary schools',
    strength: 0.8,
    pattern: /\b(hospitality|culinary|hotel management) (students|majors)\b|\bchefs\b/,
  },
  {
    kind: 'residential',
    label: 'residential campuses',
    strength: 0.5,
    pattern: /\b(sampling|street teams?|dorms?|residence halls?|move-in)\b/,
  },
]
