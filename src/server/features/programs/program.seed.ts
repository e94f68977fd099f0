import type { ProgramStatus } from '@/shared/programs/program.schema'
import type { Em } from '@/server/db/orm'
import { SchoolEntity } from '@/server/features/schools/public'
import { CampusProgramEntity } from './campus-program.entity'

const DAY_MS = 86_400_000

/**
 * Demo programs (decision D14: "plus programs, so a fresh start looks real"). Every status and every category
 * keyword of product §3 appears; dates are placed around the day of the first start, so completed
 * programs lie in the past, active ones run today and planned ones are still to come, whenever that is.
 *
 * Columns: the school's IPEDS UNITID and its name (for the reader; the UNITID finds the row), program name,
 * status, start (days from today), length in days, budget in dollars, description.
 */
type Row = [
  unitid: number,
  schoolName: string,
  name: string,
  status: ProgramStatus,
  start: number,
  days: number,
  budget: number,
  description: string,
]

// prettier-ignore
const ROWS: Row[] = [
  [228778, 'The University of Texas at Austin', 'Longhorn Welcome Week Sampling Tour', 'active', -3, 10, 18_000, 'Branded sampling tents at move-in and the first-week street fair, with QR-tracked redemptions and a nightly recap for the brand team.'],
  [228778, 'The University of Texas at Austin', 'Game Day Athletic Tailgate Activation', 'planned', 40, 90, 42_000, 'A season of football tailgates with a branded lounge, product trials and a photo moment that feeds a campus social campaign.'],
  [228778, 'The University of Texas at Austin', 'Spring Career Expo Booth', 'completed', -220, 2, 6_500, 'Lead capture and swag at the spring career expo, targeting juniors and seniors in business and engineering.'],
  [134130, 'University of Florida', 'Gator Homecoming Parade Sponsorship', 'planned', 60, 3, 25_000, 'Presenting sponsor of the homecoming parade float, plus a street team handing out samples along the route.'],
  [134130, 'University of Florida', 'Student Brand Ambassador Program', 'active', -45, 240, 36_000, 'Twelve student ambassadors run weekly pop-ups, post to their own channels and report every interaction in the dashboard.'],
  [134130, 'University of Florida', 'Finals Week Study Break Pop-Up', 'completed', -160, 7, 4_800, 'Coffee, snacks and charging stations in the main library during finals, with product sampling and an email opt-in.'],
  [204796, 'Ohio State University-Main Campus', 'Buckeye Orientation Resource Fair', 'active', -1, 5, 9_500, 'A table at every orientation session with a first-year starter kit and a sign-up for the semester-long loyalty offer.'],
  [204796, 'Ohio State University-Main Campus', 'Alumni Weekend Brand Lounge', 'planned', 120, 3, 15_000, 'A hospitality lounge for returning alumni with product demos and a giveaway tied to the class reunions.'],
  [204796, 'Ohio State University-Main Campus', 'Intramural Sports League Sponsorship', 'cancelled', 20, 100, 12_000, 'Jersey and scoreboard branding for the fall intramural leagues; cancelled when the league schedule changed.'],
  [170976, 'University of Michigan-Ann Arbor', 'Wolverine Welcome Week Street Team', 'completed', -70, 8, 14_500, 'Street teams at the Diag and residence halls during Welcome Week, sampling an energy drink to 9,000 students.'],
  [170976, 'University of Michigan-Ann Arbor', 'Graduation Ceremony Photo Booth', 'planned', 150, 2, 7_500, 'A branded photo booth outside commencement with instant prints and a share-to-win campaign for graduates and families.'],
  [110662, 'University of California-Los Angeles', 'Bruin Student Leadership Summit', 'planned', 30, 2, 11_000, 'Title sponsorship of the student leadership summit, with a workshop on personal branding led by the client team.'],
  [110662, 'University of California-Los Angeles', 'Campus Sustainability Challenge', 'active', -20, 60, 22_000, 'A six-week recycling challenge between residence halls with a leaderboard, weekly prizes and a closing concert.'],
  [110635, 'University of California-Berkeley', 'Startup Fair Tech Showcase', 'completed', -300, 1, 8_000, 'A demo station for a developer tool at the startup fair, with 640 sign-ups for the student plan.'],
  [110635, 'University of California-Berkeley', 'Golden Bears Athletic Season Partnership', 'active', -30, 180, 55_000, 'In-stadium signage, halftime contests and student-section giveaways across the football and basketball seasons.'],
  [104151, 'Arizona State University Campus Immersion', 'Sun Devil Welcome Back Bash', 'completed', -90, 1, 16_000, 'A back-to-school concert with sampling stations and a text-to-win sweepstakes that collected 4,200 opt-ins.'],
  [104151, 'Arizona State University Campus Immersion', 'Wellness Expo Hydration Station', 'planned', 75, 2, 5_500, 'Hydration and recovery samples at the campus wellness expo, run with the recreation center.'],
  [214777, 'Pennsylvania State University-Main Campus', 'THON Dance Marathon Sponsorship', 'planned', 95, 2, 30_000, 'Fuel and snack sponsor of the 46-hour dance marathon, with branded rest areas and volunteer kits.'],
  [214777, 'Pennsylvania State University-Main Campus', 'Nittany Lion Homecoming Tailgate', 'completed', -40, 1, 19_500, 'A branded tailgate zone at the homecoming game with product trials and a photo wall shared 3,100 times.'],
  [240444, 'University of Wisconsin-Madison', 'Badger Orientation Welcome Kits', 'completed', -100, 14, 10_500, 'Welcome kits handed out at summer orientation with a discount code that converted at 11%.'],
  [240444, 'University of Wisconsin-Madison', 'Campus Ambassador Spring Cohort', 'planned', 110, 120, 24_000, 'Eight ambassadors recruited from marketing and journalism programs to run spring pop-ups and content.'],
  [131520, 'Howard University', 'Bison Homecoming Yardfest Activation', 'completed', -35, 2, 27_500, 'A main-stage presence at Yardfest with artist meet-and-greets and a product launch moment.'],
  [131520, 'Howard University', 'Career Leadership Fair Partnership', 'active', -2, 3, 6_000, 'Recruiting and brand booth at the leadership career fair, with a resume clinic run by the client HR team.'],
  [141060, 'Spelman College', 'Founders Day Alumni Brunch', 'planned', 70, 1, 9_000, 'A brunch sponsorship for returning alumnae with product gift bags and a mentoring session.'],
  [140553, 'Morehouse College', 'Student Entrepreneur Pitch Night', 'planned', 50, 1, 3_500, 'A pitch competition for student founders with a prize from the client and a feature on its channels.'],
  [133650, 'Florida Agricultural and Mechanical University', 'Rattler Athletic Band Showcase', 'active', -10, 45, 21_000, 'A partnership with the Marching 100 around football weekends, with exclusive content and merchandise drops.'],
  [193900, 'New York University', 'Washington Square Graduation Celebration', 'planned', 160, 3, 45_000, 'A branded celebration zone around commencement with portraits, gifts for graduates and a social campaign.'],
  [193900, 'New York University', 'Urban Campus Sampling Series', 'active', -14, 35, 13_000, 'Weekly sampling at the busiest corners of a campus without walls, timed to class changes.'],
  [164988, 'Boston University', 'Terrier Welcome Orientation Street Team', 'completed', -80, 6, 12_500, 'A street team across orientation sessions with a first-week challenge that drove app downloads.'],
  [164988, 'Boston University', 'Marathon Monday Hydration Tent', 'cancelled', 140, 1, 8_500, 'A hydration tent along the marathon route near campus; cancelled after the city changed the permit rules.'],
  [123961, 'University of Southern California', 'Trojan Athletic Rivalry Week', 'planned', 85, 7, 38_000, 'Rivalry-week events with a branded pep rally, a student-section giveaway and a creator collaboration.'],
  [123961, 'University of Southern California', 'Film School Creator Lab', 'active', -25, 90, 17_000, 'A creator lab in which film students produce short spots for the brand, judged by the client creative team.'],
  [139755, 'Georgia Institute of Technology-Main Campus', 'Engineering Career Expo Sponsorship', 'completed', -130, 2, 14_000, 'Platinum sponsorship of the engineering career expo with a hardware demo and an internship raffle.'],
  [139755, 'Georgia Institute of Technology-Main Campus', 'Hackathon Leadership Track', 'planned', 45, 2, 9_500, 'A leadership track and prize at the campus hackathon, with API credits for every team.'],
  [199120, 'University of North Carolina at Chapel Hill', 'Tar Heel Homecoming Street Fair', 'planned', 55, 1, 16_500, 'A booth row at the homecoming street fair with sampling, games and a photo moment.'],
  [199120, 'University of North Carolina at Chapel Hill', 'Spring Wellness Week', 'cancelled', -60, 5, 7_000, 'Yoga sessions and healthy snacks across the quad; cancelled after the university moved its wellness week.'],
  [198419, 'Duke University', 'Blue Devil Sports Nutrition Program', 'active', -50, 150, 32_000, 'Nutrition stations for club sports teams and a semester-long education series with campus dietitians.'],
  [199883, 'Watts School of Nursing', 'Nursing Pinning Ceremony Sponsorship', 'planned', 130, 1, 2_500, 'Gift bags and a reception for the nursing pinning ceremony, the partnership the home page features.'],
  [199883, 'Watts School of Nursing', 'Clinical Skills Welcome Kit', 'completed', -190, 30, 3_000, 'Starter kits for incoming nursing students with the essentials for their first clinical rotation.'],
  [228723, 'Texas A & M University-College Station', 'Aggie Ring Day Celebration', 'planned', 65, 1, 20_000, 'A celebration zone at Ring Day with family photos, gifts and a live stream for those who cannot attend.'],
  [228723, 'Texas A & M University-College Station', 'Corps Leadership Ambassador Program', 'completed', -400, 300, 28_000, 'A year-long ambassador program with cadet leaders, now renewed after reaching 22,000 students.'],
  [236948, 'University of Washington-Seattle Campus', 'Husky Sustainability Expo', 'active', 0, 2, 11_500, 'A sustainability expo stand with refill stations and a pledge wall that unlocks donations.'],
  [171100, 'Michigan State University', 'Spartan Move-In Welcome Crew', 'planned', 200, 4, 15_500, 'Move-in helpers in branded shirts carrying boxes and handing out welcome kits to first-year students.'],
  [243780, 'Purdue University-Main Campus', 'Boilermaker Esports Tournament', 'planned', 35, 14, 12_000, 'A two-week esports tournament with live-streamed finals and gear prizes from the client.'],
  [152080, 'University of Notre Dame', 'Irish Alumni Football Weekend', 'completed', -15, 3, 34_000, 'A hospitality tent for alumni on football weekends with tastings and a charity match campaign.'],
]

/** Midnight UTC of the day `offset` days from today: programs run over calendar days. */
const dayFromToday = (offset: number) => {
  const today = new Date()
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + offset * DAY_MS)
}

/** Programs at the directory's schools, found by UNITID (a school staff deleted first gets none). */
export async function seedPrograms(em: Em): Promise<void> {
  const unitids = [...new Set(ROWS.map(([unitid]) => unitid))]
  const schools = await em.find(SchoolEntity, { unitid: { $in: unitids } }, { fields: ['id', 'unitid'] })
  const idByUnitid = new Map(schools.map((school) => [school.unitid, school.id]))
  for (const [unitid, , name, status, start, days, budget, description] of ROWS) {
    const schoolId = idByUnitid.get(unitid)
    if (schoolId === undefined) continue
    em.create(CampusProgramEntity, {
      school: em.getReference(SchoolEntity, schoolId),
      name,
      status,
      description,
      budget,
      startDate: dayFromToday(start),
      endDate: dayFromToday(start + days),
    })
  }
  await em.flush()
}
