import type { Archetype } from './school-traits'

/**
 * What a brand profile's words say about the campuses that suit it. Each theme is found by its words in the
 * profile (word boundaries, lower case) and carries (a) how well each kind of campus fits it and (b) the
 * specific advice the deterministic writer gives for it. Affinities are judgement, written down so they can be
 * read, argued with and tested: 1 = the natural home of this audience.
 */
export interface Theme {
  id: string
  /** As the writers say it: "your profile mentions {label}". */
  label: string
  pattern: RegExp
  affinity: Partial<Record<Archetype, number>>
  /** Who to reach on a campus. */
  audience: string
  approach: string
  messaging: string
  strength: string
  challenge: string
}

export const THEMES: Theme[] = [
  {
    id: 'developer',
    label: 'developer tools',
    pattern:
      /\b(developers?|dev ?tools?|devops|apis?|sdks?|open[- ]source|coders?|coding|programm(ers?|ing)|software engineer\w*|hackathons?|github)\b/,
    affinity: {
      technical: 1,
      research: 0.85,
      graduate: 0.4,
      liberalArts: 0.35,
      community: 0.3,
      regional: 0.35,
    },
    audience: 'computer science and engineering students, and the coding and hackathon clubs they run',
    approach:
      'sponsor a hackathon or a hands-on workshop series with the computing and engineering clubs, with free student access to the product',
    messaging:
      'Show the product solving a real coursework or side-project problem; lead with the free student tier and the career value of knowing it.',
    strength:
      'Developers form their tool habits in college: a student who adopts the product for coursework carries it into their first job.',
    challenge:
      'technical students distrust marketing; they respond to documentation, demos and credible engineers, not slogans',
  },
  {
    id: 'technology',
    label: 'technology',
    pattern:
      /\b(tech|technology|stem|engineering|engineers?|computer science|data science|ai|artificial intelligence|machine learning|robotics|cyber ?security|software|saas|cloud|hardware|electronics|gadgets?|mobile apps?)\b/,
    affinity: { technical: 0.95, research: 0.8, large: 0.5, community: 0.3, regional: 0.4 },
    audience: 'students in science, engineering and computing programs',
    approach:
      'hands-on product demos in engineering buildings and libraries, plus a campus tech ambassador who posts real use cases',
    messaging:
      'Make the technology tangible: let students try it in their own work within a minute, and say clearly what it costs them.',
    strength:
      'Students are early adopters: a product that earns its place on campus spreads through classes and group chats.',
    challenge: 'students see many tech pitches; a demo that does not work first time is remembered',
  },
  {
    id: 'health',
    label: 'health and medicine',
    pattern:
      /\b(health ?care|healthcare|nurs(e|es|ing)|medical|medicine|pre-?med|pharma\w*|clinic(al|s)?|scrubs|hospitals?|dental|physicians?)\b/,
    affinity: { health: 1, research: 0.6, community: 0.45, regional: 0.4 },
    audience: 'nursing, pre-med and health-professions students',
    approach:
      'partner with nursing and pre-health student associations for study-break events and clinical-rotation kits',
    messaging:
      'Speak to the long shifts and hard exams of health training: practical help, backed by professionals they trust.',
    strength:
      'Health-professions students make long-term choices (equipment, insurance, employers) while still in school.',
    challenge:
      'clinical schedules leave health students little free time on campus, so timing matters more than volume',
  },
  {
    id: 'wellbeing',
    label: 'wellbeing',
    pattern:
      /\b(wellness|well-?being|mental health|mindfulness|meditation|therapy|stress|sleep|self-?care)\b/,
    affinity: { residential: 0.8, liberalArts: 0.75, large: 0.7, research: 0.5 },
    audience: 'students under exam and first-year pressure, and the peer-wellness groups that support them',
    approach:
      'run stress-relief sessions in finals weeks with the campus wellness office and peer-support groups',
    messaging: 'Be calm and concrete: one small thing that helps this week, without clinical claims.',
    strength:
      'Student wellbeing is a priority for campus offices, which makes partnerships and approvals easier.',
    challenge:
      'wellness claims are scrutinised by campus health offices; keep them modest and evidence-based',
  },
  {
    id: 'finance',
    label: 'finance',
    pattern:
      /\b(financ\w*|fintech|bank(s|ing)?|invest\w*|credit( cards?| scores?)?|insurance|budgeting app|accounting|payments?|crypto\w*)\b/,
    affinity: { business: 1, research: 0.7, large: 0.6, regional: 0.5, community: 0.45, public: 0.4 },
    audience: 'students opening their first accounts, and business and economics majors',
    approach:
      'financial-literacy workshops with business clubs and the career centre, timed to move-in and the first paycheck of the semester',
    messaging:
      'Be plain about fees and useful about money: students trust a brand that teaches before it sells.',
    strength:
      'College is when students choose their first bank, card and budgeting habits, and they keep them for years.',
    challenge:
      'campuses restrict credit-card marketing to students, so promotions must be educational and compliant',
  },
  {
    id: 'business',
    label: 'business and entrepreneurship',
    pattern:
      /\b(business students|entrepreneur\w*|start-?ups?|founders?|consulting|b2b|small business(es)?|mba)\b/,
    affinity: { business: 1, research: 0.75, technical: 0.6, regional: 0.5 },
    audience: 'business and entrepreneurship students, and the founders in campus incubators',
    approach: 'pitch-competition sponsorships and office hours with the entrepreneurship centre',
    messaging:
      'Talk about building something: practical tools, real founders, and a path from campus project to company.',
    strength:
      'Student founders and business majors are public early adopters and recommend tools to their teams.',
    challenge:
      'business schools get many sponsorship requests, so a visible benefit for students is needed to stand out',
  },
  {
    id: 'career',
    label: 'careers and recruiting',
    pattern:
      /\b(careers?|recruit\w*|internships?|jobs?|hiring|employers?|talent|resumes?|job seekers?|early-career|graduates)\b/,
    affinity: { research: 0.8, technical: 0.85, business: 0.8, regional: 0.55, large: 0.6, community: 0.4 },
    audience: 'juniors and seniors looking for internships and first jobs',
    approach: 'career-fair presence plus resume and interview workshops co-hosted with the career centre',
    messaging:
      'Promise a concrete next step (an interview, a skill, a contact), and show students who took it.',
    strength: 'Career services welcome brands that help students into work, which opens official channels.',
    challenge: 'career fairs are crowded with employers; a brand needs its own event to be remembered',
  },
  {
    id: 'food',
    label: 'food and drink',
    pattern:
      /\b(food|snacks?|beverages?|drinks?|energy drinks?|coffee|soda|restaurants?|food delivery|meals?|cpg|consumer packaged|sampling|candy|protein)\b/,
    affinity: { large: 1, residential: 0.8, city: 0.5, bigCampusLife: 0.8 },
    audience: 'students on the go between classes, late-night studiers and residence-hall communities',
    approach:
      'high-traffic sampling at class change and move-in, with late-night study-hall drops in finals weeks',
    messaging:
      'Make it about the moment: the 8 a.m. class, the late-night study session, the game-day crowd.',
    strength: 'Food and drink are bought daily on campus: sampling turns into habit quickly.',
    challenge: 'dining-services contracts can limit sampling and sales on campus; check exclusivity early',
  },
  {
    id: 'sports',
    label: 'sports and fitness',
    pattern:
      /\b(sports?|athletes?|athletic\w*|fitness|gym|workouts?|game ?days?|tailgat\w*|football|basketball|soccer|running)\b/,
    affinity: { bigCampusLife: 1, large: 0.8, public: 0.5 },
    audience: 'student athletes, intramural players and game-day crowds',
    approach:
      'game-day and tailgate activations with a presence at the recreation centre and intramural leagues',
    messaging: 'Talk performance and team spirit: school colours, big games, and the routine behind them.',
    strength:
      'Campus sports gather thousands of students at known times and places, ideal for a visible activation.',
    challenge:
      'athletics sponsorships are often held by exclusive partners; activate around them through recreation and intramurals',
  },
  {
    id: 'gaming',
    label: 'gaming and esports',
    pattern: /\b(gam(ing|ers?)|video ?games?|e-?sports?|twitch|streamers?|consoles?)\b/,
    affinity: { technical: 0.85, large: 0.8, research: 0.6, residential: 0.5 },
    audience: 'gamers, esports teams and the gaming clubs',
    approach: 'sponsor the esports team or a campus tournament, streamed from the student union',
    messaging: 'Speak gamer: competition, community and skill, with rewards that matter in-game.',
    strength: 'College esports programs and gaming clubs give an organised, reachable community.',
    challenge: 'gamers spot inauthentic brands fast; work with student streamers rather than scripted ads',
  },
  {
    id: 'arts',
    label: 'arts and design',
    pattern:
      /\b(art|artists?|arts|design(ers)?|creative|creators?|photograph\w*|illustrat\w*|film(makers?)?|animation)\b/,
    affinity: { arts: 1, liberalArts: 0.6, large: 0.4, city: 0.5 },
    audience: 'art, design and media students, and student creators',
    approach: 'a student creative challenge or gallery pop-up, with the winning work used in the campaign',
    messaging: 'Give students creative control and credit: their work, shown by your brand.',
    strength: 'Creative students are the people their classmates follow for taste.',
    challenge: 'creative communities resist branded content that looks like an ad; give real freedom',
  },
  {
    id: 'fashion',
    label: 'fashion and apparel',
    pattern: /\b(fashion|apparel|clothing|streetwear|sneakers?|footwear|style|merch)\b/,
    affinity: { arts: 0.75, city: 0.8, large: 0.7, residential: 0.5 },
    audience: 'style-conscious students and campus fashion clubs',
    approach: 'pop-up shops in the student union and a student style-ambassador program',
    messaging: 'Show it on real students of the campus, not models: identity and self-expression first.',
    strength:
      'Students are building their own style and look to peers for it, so campus visibility drives sales.',
    challenge: 'campus retail rules limit on-site sales; a pop-up may need a student-organization partner',
  },
  {
    id: 'beauty',
    label: 'beauty and personal care',
    pattern: /\b(beauty|cosmetics?|skin ?care|makeup|hair ?care|fragrances?|grooming|personal care)\b/,
    affinity: { large: 0.8, city: 0.6, residential: 0.7, arts: 0.4 },
    audience: 'students building daily routines in residence halls',
    approach: 'residence-hall sampling kits and a micro-influencer program with student creators',
    messaging: 'Keep it honest and inclusive: real skin, real routines, student prices.',
    strength: 'Students try new personal-care products when they move away from home.',
    challenge: 'sampling rules in residence halls vary by campus; some require a student-organization host',
  },
  {
    id: 'music',
    label: 'music and entertainment',
    pattern: /\b(music|concerts?|festivals?|streaming|entertainment|movies?|podcasts?|media|nightlife)\b/,
    affinity: { large: 0.9, city: 0.7, arts: 0.6, residential: 0.5 },
    audience: 'students who fill campus concerts, festivals and watch parties',
    approach:
      'sponsor a campus concert or festival stage and run listening or watch parties with student radio',
    messaging: 'Be part of the soundtrack of college: first concerts, road trips, study playlists.',
    strength: 'Entertainment brands fit the social life of campus, where word of mouth moves fast.',
    challenge: 'big campus events book months ahead; plan around the activities calendar',
  },
  {
    id: 'outdoor',
    label: 'the outdoors',
    pattern:
      /\b(outdoors?|hiking|camping|climbing|ski(ing)?|snowboard\w*|trails?|adventure|surf(ing)?|mountains?)\b/,
    affinity: { mountainStates: 1, rural: 0.9, town: 0.85, landGrant: 0.4 },
    audience: 'outdoor-club members and students who spend weekends outside',
    approach: 'gear demos with the outdoor club and sponsored weekend trips',
    messaging: 'Sell the experience, not the product: weekends, friends, places within reach of campus.',
    strength: 'Outdoor clubs are close-knit and influential, and the products show themselves on trips.',
    challenge: 'outdoor audiences are seasonal; plan around weather and the academic calendar',
  },
  {
    id: 'sustainability',
    label: 'sustainability',
    pattern:
      /\b(sustainab\w*|eco-?friendly|climate|environment\w*|renewable|clean energy|zero[- ]waste|recycl\w*|planet|carbon)\b/,
    affinity: { liberalArts: 0.9, landGrant: 0.8, research: 0.6, mountainStates: 0.4 },
    audience: 'environmental-studies students and the campus sustainability groups',
    approach: 'a waste-free sampling event with the campus sustainability office and green student groups',
    messaging:
      'Show proof, not promises: what the product saves, measured, and what students can do with it.',
    strength:
      'Sustainability is a value many students act on, and campus sustainability offices look for partners.',
    challenge: 'students are quick to call out greenwashing; every claim needs evidence',
  },
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
      'quick touchpoints where commuters pass: parking lots, transit stops and the student centre at class change, plus evening-class hours',
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
      'Music students practise and perform together daily, so a product they rely on spreads by example.',
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
