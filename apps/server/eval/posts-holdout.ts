import type { EvalPost } from './posts.ts';

/**
 * A second labelled set, written after the local patterns and never used to tune them. The gap between
 * its scores and EVAL_POSTS' scores is the honest measure of how well the patterns generalise.
 */
const li = (id: string, posterName: string, content: string, tags: EvalPost['tags'], hotLeadKeywords?: string[]) => ({
  id,
  platform: 'linkedin' as const,
  posterName,
  content,
  tags,
  hotLeadKeywords,
});
const rd = (id: string, posterName: string, content: string, tags: EvalPost['tags']) => ({
  id,
  platform: 'reddit' as const,
  posterName,
  content,
  tags,
});

export const HOLDOUT_POSTS: EvalPost[] = [
  li(
    'h001',
    'Ana Lucero',
    "Genuine question for SaaS founders: when did you hire your first customer success person? At 50 customers? 100? We're at 70 and I'm drowning in onboarding calls.",
    ['Question'],
  ),
  li(
    'h002',
    'Callum Reid',
    'My team is growing 🌱 We have two openings on the analytics engineering team, one senior and one mid-level. Both remote-friendly (UK/EU). Happy to answer questions in DMs.',
    ['Hiring'],
  ),
  li(
    'h003',
    'Tracebit',
    "It's here. After a year in private beta, Tracebit is generally available for everyone starting today.",
    ['Launch'],
  ),
  li(
    'h004',
    'CFO Connect',
    'Join 2,000+ finance leaders at CFO Connect Live on June 12. The agenda and speaker lineup are up on the site; use code LINKEDIN20 for 20% off passes.',
    ['Event'],
  ),
  li(
    'h005',
    'Jonas Weber',
    "Personal update: I'm moving to Berlin to lead the EMEA partnerships team at Fieldstone. Can't wait to get started in September.",
    ['Job change'],
  ),
  li(
    'h006',
    'Marta Nowak',
    'Our agency is scaling fast and project management in spreadsheets is breaking. Recommendations for a PM tool that handles client approvals?',
    ['Question', 'Hot lead'],
  ),
  li('h007', 'Devon Price', "The difference between a good SDR and a great one isn't activity. It's curiosity.", []),
  li(
    'h008',
    'Selin Arslan',
    "What's the one metric you check every Monday morning? Mine is pipeline created last week, by source.",
    ['Question'],
  ),
  li(
    'h009',
    'Loopline',
    'Looking for an experienced Customer Support Specialist to join the Loopline crew in Dublin! Full job description and application form in the comments.',
    ['Hiring'],
  ),
  li(
    'h010',
    'Parcelwise',
    'We rebuilt our mobile app from scratch. Faster search, offline mode, and dark mode (finally). Update from the App Store or Google Play today.',
    ['Launch'],
  ),
  li(
    'h011',
    'Beatriz Nunes',
    "Next stop: Web Summit Lisbon 🇵🇹 I'll be on the main stage on Nov 13 talking about AI in procurement. Who else is going?",
    ['Event', 'Question'],
  ),
  li('h012', 'Farid Rahimi', 'Today marks 3 years at Quanta. Still the best decision I ever made.', []),
  li(
    'h013',
    'Louise Carter',
    "We're in the process of choosing a new background-check provider for our hiring process. If you've gone through this recently, what did you go with?",
    ['Question', 'Hot lead'],
  ),
  li(
    'h014',
    'Rob Mendez',
    "Sales tip: stop asking 'does that make sense?' and start asking 'what would you change?'",
    [],
  ),
  rd(
    'h015',
    'u/medtech_hunter',
    'How are you guys prospecting into hospitals? Every contact I find is either a generic inbox or a gatekeeper.',
    ['Question'],
  ),
  li(
    'h016',
    'Northstar Leadership',
    'Excited to share our brand-new onboarding playbook for first-time managers. Free to download, link in the comments.',
    ['Launch'],
  ),
  li(
    'h017',
    'Amsterdam Product Circle',
    "Doors open at 6:30. We've got 80 people registered for tonight's product meetup in Amsterdam and a few spots left if you want to swing by.",
    ['Event'],
  ),
  li(
    'h018',
    'Greg Holm',
    'I spent 10 years in enterprise sales before starting my company. The hardest adjustment? Nobody picks up when you call as a founder.',
    [],
  ),
  li(
    'h019',
    'Siobhan Walsh',
    'Anyone have a good accountant for freelancers in Ireland? Mine is retiring and I need someone before tax season.',
    ['Question', 'Hot lead'],
  ),
  li(
    'h020',
    'Vantage Engineering',
    'Huge congratulations to our own Lena Fischer, who has been promoted to VP of Engineering.',
    ['Job change'],
  ),
  li(
    'h021',
    'Owen Blake',
    "Our marketing automation contract renews in 60 days and I'd like to see what else is out there. Priorities: CRM sync, lead scoring, and a price that doesn't double at 10k contacts.",
    ['Hot lead'],
  ),
  li(
    'h022',
    'Mina Cho',
    "Your ICP is not 'companies with 50-500 employees'. That's a filter, not a customer profile.",
    [],
  ),
  li(
    'h023',
    'Shieldly',
    "This Thursday we're hosting an open Q&A with our head of security about our SOC 2 report. Bring your questions; the calendar invite is in the comments.",
    ['Event'],
  ),
  li(
    'h024',
    'Patrick Doyle',
    'Is anyone else seeing longer sales cycles in the public sector this year, or is it just our region?',
    ['Question'],
  ),
  li(
    'h025',
    'Fieldnote',
    'Version 3 of the Fieldnote API just went live: webhooks, rate limits per key, and a new sandbox.',
    ['Launch'],
  ),
  li(
    'h026',
    'Coastline Hospitality Group',
    'Are you a bilingual (English/Spanish) recruiter who loves hospitality? We want to talk to you. The role is based in Miami, salary $70-85k.',
    ['Hiring'],
  ),
  li('h027', 'Nadia Petrova', 'Q3 is over. We hit 94% of plan. Not our best quarter, not our worst. Onwards.', []),
  li(
    'h028',
    'Sean Gallagher',
    "I've decided to leave Brightline after four wonderful years. My next chapter starts in January at a healthcare startup, more details soon.",
    ['Job change'],
  ),
  li(
    'h029',
    'Kira Olsen',
    'Does anyone have experience with outsourced SDR agencies? Thinking of trying one for a quarter before we build an in-house team.',
    ['Question', 'Hot lead'],
  ),
  li(
    'h030',
    'Ahmed Saleh',
    "Product managers: how do you say no to a big customer's feature request without risking the renewal?",
    ['Question'],
  ),
  rd(
    'h031',
    'u/third_time_unlucky',
    'Rejected by the same company for the third time. At least the recruiter was nice about it.',
    [],
  ),
  li(
    'h032',
    'Growth Loop',
    "We're bringing the Growth Loop tour to Manchester on 4 October. Workshops in the morning, founder panel after lunch. Tickets in the comments.",
    ['Event'],
  ),
  li(
    'h033',
    'Ledgerline',
    'Say hello to Ledgerline Cards: corporate cards with spending limits per team, built into your expense reports. Rolling out to all EU customers now.',
    ['Launch'],
  ),
  li(
    'h034',
    'Hollie Grant',
    "Stop sending 'just checking in' emails. Send something useful: a relevant case study, a short insight, or a clear next step.",
    [],
  ),
  li(
    'h035',
    'Brightforge',
    "We've just opened applications for our 2025 graduate scheme in software engineering. 12 places, London and Leeds.",
    ['Hiring'],
  ),
  li(
    'h036',
    'Rosa Jimenez',
    "Any HR leaders here who've implemented an LMS in the last year? We're choosing between three and I'd love an honest take on implementation time.",
    ['Question', 'Hot lead'],
  ),
  li(
    'h037',
    'Felipe Duarte',
    "My best deal this year came from a comment I left on a prospect's post six months ago. Engagement compounds.",
    [],
  ),
  li('h038', 'Amara Obi', 'Excited to be joining the founding team at Arcadia Robotics as Head of Operations!', [
    'Job change',
  ]),
  li(
    'h039',
    'Tallyup',
    'Live in 30 minutes: our CEO walks through the new pricing and answers questions. Link below.',
    ['Event'],
  ),
  rd('h040', 'u/new_sdr_manager', 'First time managing a team of 5 SDRs. What should my weekly 1:1s look like?', [
    'Question',
  ]),
  li('h041', 'Cory Lam', "Cold email is a numbers game until it isn't. Relevance beats volume every time.", []),
  li(
    'h042',
    'Outbound Index',
    'Our team just published the 2025 State of Outbound report with data from 3,000 sales teams. Get your copy here.',
    ['Launch'],
  ),
  li('h043', 'Erin Walsh', 'Payroll took me six hours this month. Six. For 14 employees.', ['Hot lead'], ['payroll']),
  li('h044', 'Miles Carter', 'The best hiring advice I ever got: hire for slope, not intercept.', []),
  li(
    'h045',
    'Founder Sales Bootcamp',
    'Reminder: applications for the Founder Sales Bootcamp close Friday. The next cohort starts March 3, fully remote, 6 weeks.',
    ['Event'],
  ),
];
