import type { Theme } from './theme'

/** Themes of who the students are and where they are in life: first-generation, commuters, graduates, faith, and the fields they train for. */
export const AUDIENCE_THEMES: Theme[] = [
  {
    id: 'diversity',
    label: 'diversity and inclusion',
    pattern:
      /\b(divers(e|ity)|inclusi(ve|on)|equity|representation|underrepresented|minorit(y|ies)|multicultural|bipoc|belonging)\b/,
    affinity: { hbcu: 1, tribal: 1, hispanicStates: 0.6, community: 0.6, city: 0.5 },
    audience: 'students from underrepresented communities and the cultural organizations that serve them',
    approach: 'partner with multicultural and cultural student organizations on events they already run',
    messaging:
      'Show commitment with actions (scholarships, paid student creators, long-term partnerships), not just imagery.',
    strength:
      'A brand with real inclusion commitments can partner with cultural organizations that students trust.',
    challenge:
      'inclusion messaging without a lasting commitment reads as tokenism; plan to return every semester',
  },
  {
    id: 'affordability',
    label: 'affordability',
    pattern:
      /\b(affordab\w*|budget-?conscious|low-?income|first-?gen(eration)?|pell|students on a budget|save money|student discounts?|cheap|deals|free tier)\b/,
    affinity: { community: 0.9, public: 0.8, hbcu: 0.7, regional: 0.6 },
    audience: 'first-generation and budget-conscious students',
    approach:
      'student-discount sign-ups at high-traffic points, with the financial-aid and first-gen offices as partners',
    messaging: 'Lead with the real saving and keep it simple: no catches, no fine print.',
    strength:
      'A clear student discount reaches every student, and budget-conscious students share deals widely.',
    challenge:
      'budget-conscious students compare carefully; an offer has to be clearly better than the alternatives',
  },
  {
    id: 'commuter',
    label: 'commuters and working students',
    pattern:
      /\b(commut\w*|adult learners?|working (adults|students)|non-?traditional|part-?time students|career changers?|returning students|evening classes|trades?|vocational|skilled trades|certificates?)\b/,
    affinity: { community: 1, forProfit: 0.5, regional: 0.55, suburb: 0.5 },
    audience: 'commuting and working students who fit classes around jobs',
    approach:
      'quick touchpoints where commuters pass: parking lots, transit stops and the student center at class change, plus evening-class hours',
    messaging: 'Respect their time: fast, practical and useful between work and class.',
    strength:
      'Working students have income and clear needs, and community colleges reach them in large numbers.',
    challenge: 'commuters spend little time on campus, so activations need the right hours and places',
  },
  {
    id: 'firstYear',
    label: 'first-year students',
    pattern:
      /\b(freshm[ae]n|first-?years?|incoming students|new students|move-?in|orientation|welcome week|dorms?|residence halls?|bedding|dorm room)\b/,
    affinity: { residential: 1, large: 0.6 },
    audience: 'first-year students moving into residence halls',
    approach: 'move-in day and welcome-week activations, with residence-hall kits',
    messaging: 'Help them start well: the first week, the first room, the first friends.',
    strength: 'First-year students are forming new habits and brand choices all at once.',
    challenge: 'move-in week is crowded with brands; approvals for it close early in the summer',
  },
  {
    id: 'graduate',
    label: 'graduate students and researchers',
    pattern:
      /\b(grad(uate)? students|ph\.?d|doctoral|postdocs?|researchers?|law students|med students|professional students)\b/,
    affinity: { graduate: 1, research: 0.9 },
    audience: 'graduate students, researchers and professional-school students',
    approach: 'department-level seminars and lab lunches, through graduate student associations',
    messaging: 'Be precise and professional: save them time in research and show peers who use it.',
    strength: 'Graduate students influence the undergraduates they teach and the labs they work in.',
    challenge: 'graduate students are reached through departments more than campus-wide events',
  },
  {
    id: 'mobility',
    label: 'transport and mobility',
    pattern: /\b(cars?|auto(motive)?|mobility|ride-?shar\w*|scooters?|e-?bikes?|bikes?|transit|parking)\b/,
    affinity: { community: 0.8, suburb: 0.8, city: 0.6, large: 0.6 },
    audience: 'students who drive or ride to campus',
    approach: 'displays and test rides where students park and arrive, with commuter-student groups',
    messaging: 'Make getting to class easier and cheaper, with numbers.',
    strength: 'Getting to campus is a daily problem that students will pay to solve.',
    challenge: 'vehicle displays and test rides need facilities approval and insurance',
  },
  {
    id: 'travel',
    label: 'travel',
    pattern: /\b(travel|airlines?|flights?|hotels?|study abroad|spring break|road trips?)\b/,
    affinity: { large: 0.8, residential: 0.7, research: 0.5 },
    audience: 'students planning study abroad, breaks and trips home',
    approach: 'study-abroad fair presence and pre-break campaigns',
    messaging: 'Student prices and flexible plans for trips that fit the academic calendar.',
    strength:
      'Students travel at predictable times (breaks, study abroad), which makes campaigns easy to time.',
    challenge: 'travel demand peaks around breaks, so the campaign window is short',
  },
  {
    id: 'telecom',
    label: 'phones and connectivity',
    pattern:
      /\b(phones?|wireless|mobile (plans?|carriers?)|telecom\w*|internet service|broadband|5g|wi-?fi)\b/,
    affinity: { large: 1, residential: 0.6 },
    audience: 'every student with a phone plan or a residence-hall connection',
    approach: 'a visible booth at move-in and the student union with on-the-spot sign-up and student pricing',
    messaging: 'Fast, reliable, student-priced: show it working in the places they study and live.',
    strength: 'Connectivity is a need for every student, so reach matters more than niche fit.',
    challenge: 'students are often on family plans, so the offer must beat staying on them',
  },
  {
    id: 'education',
    label: 'learning tools',
    pattern:
      /\b(ed-?tech|textbooks?|study (tools?|apps?)|tutoring|test prep|note-?taking|course materials|homework|flashcards?|online learning|learning platform)\b/,
    affinity: { large: 0.8, community: 0.7, research: 0.7, regional: 0.6 },
    audience: 'students in large introductory courses and their study groups',
    approach: 'library and study-space activations at midterms and finals, with faculty-approved resources',
    messaging: 'Better grades with less stress: show the time it saves on a real assignment.',
    strength: 'Study tools spread through study groups and course chats once a few students adopt them.',
    challenge:
      'academic-integrity rules make faculty wary of some study tools; make clear what the product is for',
  },
  {
    id: 'civic',
    label: 'civic and social impact',
    pattern:
      /\b(non-?profit|social impact|volunteer\w*|civic|voting|voters?|activism|community service|philanthrop\w*)\b/,
    affinity: { liberalArts: 0.9, hbcu: 0.7, research: 0.5, community: 0.5 },
    audience: 'students in service, advocacy and student-government organizations',
    approach: 'co-host service days or civic events with student government and service organizations',
    messaging: 'Invite action: what students can change, and how the brand helps them do it.',
    strength: 'Service-minded students lead organizations and mobilise their peers.',
    challenge: 'campuses keep political neutrality; civic campaigns must stay non-partisan',
  },
  {
    id: 'agriculture',
    label: 'agriculture',
    pattern: /\b(agricultur\w*|farm(s|ing|ers)?|agri\w*|ranch\w*|livestock|crops?|food systems)\b/,
    affinity: { landGrant: 1, rural: 0.8, town: 0.7 },
    audience: 'agriculture and food-science students and their clubs',
    approach: 'field-day and ag-club partnerships, with the extension program where it runs',
    messaging: 'Practical and grounded: what works in the field, from people who know it.',
    strength: 'Land-grant universities concentrate agriculture students and have deep ties to the industry.',
    challenge: 'agricultural programs are often on rural campuses; staff travel adds cost',
  },
  {
    id: 'musicians',
    label: 'music students',
    pattern:
      /\b(music (students|majors|schools?|education|programs?|conservator(y|ies))|musicians?|conservator(y|ies)|instruments?|orchestras?|bands? (students|members)|vocalists?|composers?)\b/,
    // Carnegie 30 (arts, music and design) and "Conservatory"/"Music" in the name: the arts archetype.
    affinity: { arts: 1, liberalArts: 0.5, research: 0.45 },
    audience: 'music majors, ensembles and student performers',
    approach:
      'sponsor student recitals, ensembles or a practice-room series, and let performers use the product',
    messaging: 'Respect the craft: hours of practice, the gear and the stage, shown by student musicians.',
    strength:
      'Music students practice and perform together daily, so a product they rely on spreads by example.',
    challenge:
      'music schools are small and schedules are full of rehearsals; plan around the concert calendar',
  },
  {
    id: 'law',
    label: 'law students',
    pattern:
      /\b(law (students|schools?|firms?|review)|legal (tech|services|profession\w*|education)|lawyers?|attorneys?|bar exam|paralegals?)\b/,
    // Carnegie 31 (law schools) first, then universities with large professional schools.
    affinity: { law: 1, research: 0.6, graduate: 0.6 },
    audience: 'law students, law review and moot-court teams, and pre-law societies',
    approach:
      'work with the law school’s student bar association and career office on bar-prep and career events',
    messaging: 'Credible and precise: save time on research and bar preparation, with proof, not hype.',
    strength: 'Law students form professional habits and tool preferences that follow them into practice.',
    challenge:
      'law schools control access through career-services offices and restrict vendor contact around exams',
  },
  {
    id: 'teaching',
    label: 'future teachers',
    pattern:
      /\b(education (majors|students|schools?|programs?)|future teachers|teacher (education|training|prep\w*|candidates)|student teachers?|teaching (majors|students|degrees?))\b/,
    // Regional public universities are the former teachers colleges that still train most new teachers.
    affinity: { regional: 1, public: 0.7, research: 0.5, liberalArts: 0.4 },
    audience: 'education majors and student teachers',
    approach: 'partner with the college of education and its student chapters on classroom-ready workshops',
    messaging: 'Practical help for the classroom from day one, priced for student teachers.',
    strength:
      'Teacher-education programs concentrate future teachers who buy for their classrooms for decades.',
    challenge: 'student teachers spend semesters off campus in schools; reach them before placement',
  },
  {
    id: 'faith',
    label: 'faith',
    pattern: /\b(faith|christian|church|ministr(y|ies)|catholic|biblical|gospel|jesuit)\b/,
    affinity: { faith: 1, private: 0.5 },
    audience: 'students at faith-based colleges and campus ministries',
    approach: 'partner with campus ministry and student life on service and community events',
    messaging: 'Align with the community’s values: service, family and purpose.',
    strength: 'Faith-based colleges have close communities where endorsements carry weight.',
    challenge: 'faith-based colleges have codes of conduct that restrict some products and promotions',
  },
  {
    id: 'premium',
    label: 'premium positioning',
    pattern: /\b(luxury|premium|high-end|affluent|prestige|exclusive)\b/,
    affinity: { ivy: 1, private: 0.8, liberalArts: 0.7, research: 0.5 },
    audience: 'students at selective private colleges',
    approach: 'invitation-only experiences and a small, selective ambassador team',
    messaging: 'Understated quality and access: the brand as an insider’s choice.',
    strength: 'Selective campuses hold future high earners whose early brand loyalty is valuable.',
    challenge: 'selective colleges are small and closely managed; access takes relationships and time',
  },
]
