import type { CaseStudyBodyInput } from '@/shared/case-studies/case-study.schema'

/** The study's long copy (one module per demo study, written for issue 18, ADR 0067). */
export const content: CaseStudyBodyInput = {
  lead: 'Ambassador-run hackathons on 36 campuses brought students into Microsoft 365, and study groups afterwards made it a weekly habit.',
  headline: [
    { value: '36', label: 'hackathons in one semester' },
    { value: '14,500', label: 'students registered' },
    { value: '2,300', label: 'projects submitted' },
    { value: '71%', label: 'still weekly active after 30 days' },
  ],
  challenge: [
    'Most students already had Microsoft 365 through their school and never opened it beyond a required essay.',
    'Microsoft wanted students to adopt Teams, OneNote and Copilot as everyday study tools, and wanted proof of weekly use rather than downloads.',
  ],
  approach: {
    intro:
      'We recruited 72 student ambassadors from computer science, business and design programs and gave them a hackathon playbook.',
    steps: [
      {
        title: 'Ambassadors from three disciplines',
        text: 'Two ambassadors a campus, one technical and one not, so teams mixed builders, planners and designers.',
      },
      {
        title: '24-hour hackathons',
        text: 'Teams had to plan, build and present using Microsoft 365 tools: Teams for the work, OneNote for the plan, Copilot for the pitch.',
      },
      {
        title: 'Study groups for the rest of term',
        text: 'Ambassadors ran weekly study-group sessions on the same tools, so the habit outlived the event.',
      },
      {
        title: 'Usage, not installs',
        text: 'Anonymised usage data showed which campuses kept students active, and where to add study groups.',
      },
    ],
  },
  delivered: [
    'Three campuses adopted the hackathon as an annual student-government event',
    '72 ambassadors recruited and trained from computer science, business and design programs',
    'A hackathon playbook the education team now hands to new campuses',
    'Weekly study groups that ran until the end of term on every campus',
  ],
  learned: [
    {
      title: 'Habits come after the event',
      text: 'Campuses with weekly study groups kept twice the active users of campuses with the hackathon alone.',
    },
    {
      title: 'Mixed teams finish',
      text: 'Teams with a non-technical member submitted a project far more often than all-engineer teams.',
    },
    {
      title: 'Student government multiplies reach',
      text: 'Where student government co-hosted, registrations doubled at no extra cost.',
    },
  ],
  quote: {
    text: 'We did not need more installs, we needed habits. The ambassadors built a reason to use the tools every week, and the usage data proved it.',
    role: 'Education Marketing Lead',
    organization: 'Microsoft, U.S. Education',
  },
}
