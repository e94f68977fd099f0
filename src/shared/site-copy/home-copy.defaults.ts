import type { HomeCopy } from './home-copy.schema'

/**
 * The home page's demo copy (ADR 0155): what a fresh install shows until staff save the home page. Figures and
 * counts are slots (copy-slots.ts), never text, so an edit of a figure reaches them.
 */
export const defaultHomeCopy: HomeCopy = {
  hero: {
    eyebrow: 'College & campus marketing agency',
    title: 'Put your brand on campus. At {network.colleges} colleges.',
    lead: '{brand} runs street teams, brand ambassador programs and campus activations that reach students where they live, study and socialize, and reports every result by campus.',
    primaryAction: 'Book a Free Strategy Call',
    secondaryAction: 'Browse Colleges',
  },
  capabilities: {
    eyebrow: 'Capabilities',
    title: 'Everything it takes to win on campus',
    intro:
      'Campus marketing fails on details: the wrong campus, a missing permit, a team that has never set foot there. We handle all of it.',
    benefits: [
      {
        title: 'College partnerships',
        text: 'Working relationships with student affairs, housing and athletics offices across {network.colleges} colleges. {figure.campusApproval} of our campaigns are approved by the campus on first submission.',
      },
      {
        title: 'Targeted activation',
        text: 'Choose campuses by region, enrollment, school type or student mix, then meet students on the quad, in residence halls and at game-day tailgates.',
      },
      {
        title: 'Proven ROI',
        text: 'Our campaigns average {figure.averageRoi} ROI within 90 days, measured against your own sales, sign-up or install data, not estimated impressions.',
      },
      {
        title: 'Reporting by campus',
        text: 'A written report every week: samples, scans, sign-ups and redemptions by campus, with photos from the field.',
      },
    ],
    services: {
      'campus-marketing': {
        title: 'Brand ambassador programs',
        text: 'Students who represent your brand all semester, recruited, trained and managed locally by our team.',
      },
      'street-teams': {
        title: 'Street team management',
        text: 'Trained, background-checked students from the campus itself, on the busiest walkways at the busiest hours. Live within {figure.launch}.',
      },
      'brand-activations': {
        title: 'Events, sampling and demos',
        text: 'Orientation, homecoming, game days and finals week: we secure the space and permits, then put product in hands in dining halls, libraries and rec centers.',
      },
      'influencer-marketing': {
        title: 'Social campus campaigns',
        text: 'Student creators and campus accounts turn each activation into content, and content into reach, with disclosure built in.',
      },
    },
  },
  proof: {
    eyebrow: 'Case studies',
    title: 'Proof from campus, not promises',
    intro: 'Every campaign is measured by campus, so we can show you exactly what worked and where.',
    school: {
      label: 'School partnership',
      title: 'Small campuses count too',
      text: 'Big campuses are not the only ones that matter. Our partnership with this nursing school puts brands in front of its students with events scheduled around clinical rotations, and an ambassador who speaks their language.',
    },
    call: {
      label: 'Free strategy call',
      title: 'Your campaign could be next',
      text: 'In 30 minutes a campus strategist will shortlist the schools that fit your audience, outline a launch plan and give you an honest budget range, from {figure.startingBudget} for one campus.',
      action: 'Book a Free Strategy Call',
    },
  },
  cta: {
    title: 'Launch on campus in {figure.launch}',
    text: 'Campaigns run from {figure.startingBudget} for a single campus to {figure.nationalBudget} for national programs, and average {figure.averageRoi} ROI within 90 days. Tell us your goal and we will show you where it pays back.',
    primaryAction: 'Book a Free Strategy Call',
    secondaryAction: 'Explore Campus Programs',
    tertiaryAction: 'Contact Our Team',
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'How quickly can a campus campaign go live?',
        answer:
          'Most single-campus and regional campaigns launch within **{figure.launch}** of sign-off: our student teams, materials suppliers and campus contacts are already in place. National programs that span dozens of schools take **{figure.nationalRollout}** to staff, train and clear with each campus.',
      },
      {
        question: 'What does campus marketing cost?',
        answer:
          'Campaigns start at **{figure.startingBudget}** for a focused activation on one campus and run to **{figure.nationalBudget}** for national, multi-semester programs. Every proposal itemizes staffing, permits, materials and reporting, so you can see what each dollar buys before you commit.',
      },
      {
        question: 'Which colleges can you reach?',
        answer:
          'Our network spans **{network.colleges} U.S. colleges**, from Big Ten flagships to community colleges and specialist schools, home to {network.students} students. [Browse the school directory](/schools), or describe your brand in the [campus matching tool](/brand-matching) and get a ranked shortlist in minutes.',
      },
      {
        question: 'How do you prove the campaign worked?',
        answer:
          'Every activation carries its own promo codes, QR codes and sign-up links, so sales, installs and registrations are attributed to the campus and the day that produced them. Your strategist sends a written report every week, by campus. Across our campaigns the average return is **{figure.averageRoi} within 90 days**.',
      },
      {
        question: 'Who represents our brand on campus?',
        answer:
          'Enrolled students from the campus itself. We recruit, interview and background-check every ambassador and street-team member, train them on your brand guidelines and talking points, and manage them week to week. Students trust recommendations from peers **5x more** than ads, which is why we hire locally.',
      },
      {
        question: 'Do you handle campus permissions and compliance?',
        answer:
          "Yes. {brand} submits event and space requests to student affairs, housing and athletics offices, provides certificates of insurance, and follows each school's solicitation and sampling rules. That preparation is why **{figure.campusApproval} of our campaigns are approved by the campus** on first submission. See [our services](/services) for what each program includes.",
      },
    ],
  },
}
