import type { Theme } from './theme'

/** Themes of what a brand sells or its audience cares about: technology, health, money, food, sport, the arts, the outdoors. */
export const INTEREST_THEMES: Theme[] = [
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
      'financial-literacy workshops with business clubs and the career center, timed to move-in and the first paycheck of the semester',
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
    approach: 'pitch-competition sponsorships and office hours with the entrepreneurship center',
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
    approach: 'career-fair presence plus resume and interview workshops co-hosted with the career center',
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
      'game-day and tailgate activations with a presence at the recreation center and intramural leagues',
    messaging: 'Talk performance and team spirit: school colors, big games, and the routine behind them.',
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
    strength: 'College esports programs and gaming clubs give an organized, reachable community.',
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
]
