import { type EvalPost, li, rd } from './eval-post.ts';

/**
 * The last labelled set, written once the local patterns were final and scored once, without changes
 * to the patterns afterwards. Quote these figures for how the basic engine does on posts it has not seen.
 */
export const BLIND_POSTS: EvalPost[] = [
  li(
    'b001',
    'Keswick Foods',
    "📣 Vacancy alert 📣\nWe're on the lookout for a Payroll Specialist to support our finance team in Manchester.\n✔️ 37.5 hrs/week\n✔️ Hybrid working\n✔️ 25 days holiday\nClick through to see the full advert.",
    ['Hiring'],
  ),
  li(
    'b002',
    'Laurel Finch',
    "Nobody wants to hear this, but your launch won't fix a positioning problem. Fix the message first.",
    [],
  ),
  li(
    'b003',
    'Omar Haddad',
    "New job alert! 🎉 I'm now leading customer marketing at Harbourview. Still pinching myself.",
    ['Job change'],
  ),
  li(
    'b004',
    'Revenue Leaders Forum',
    'Doors to the Revenue Leaders Forum open at 8:30 on Thursday. 14 sessions, 3 tracks, and yes, the coffee is good. Last few passes on the website.',
    ['Event'],
  ),
  li(
    'b005',
    'Mei Lin',
    "Who's the best at SOC 2 automation right now? We have an enterprise deal blocked on a security questionnaire and need to get audited fast.",
    ['Question', 'Hot lead'],
  ),
  li(
    'b006',
    'Jon Ekberg',
    'Three mistakes I made hiring my first SDRs:\n\n1. I hired for energy instead of curiosity.\n2. I gave them a list of 5,000 accounts and no training.\n3. I measured activity, not conversations.\n\nFix those and your first hires will ramp in half the time.',
    [],
  ),
  li(
    'b007',
    'Cadenza',
    'Our biggest update this year is here 👇 Smart Sequences now write follow-ups based on what the prospect actually said on the call. Available to all Growth and Enterprise customers.',
    ['Launch'],
  ),
  rd(
    'b008',
    'u/ae_or_sdr',
    'Do AEs at your company do their own prospecting, or is that 100% on SDRs? Trying to figure out if my new company is weird.',
    ['Question'],
  ),
  li(
    'b009',
    'Leeds Sales Meetup',
    'Thank you to everyone who came to our meetup last night! 60 people, great questions, and way too much pizza. Photos below.',
    [],
  ),
  li(
    'b010',
    'Wellspring Clinics',
    'Thrilled to welcome Dr. Amara Singh to our leadership team as Chief Medical Officer.',
    ['Job change'],
  ),
  li(
    'b011',
    'Callie Dawson',
    'Our outbound team of 8 is burning through leads faster than our data provider can refresh them. Open to demos from anyone with strong UK mid-market coverage.',
    ['Hot lead'],
  ),
  li(
    'b012',
    'Marcus Webb',
    "This Friday at 1pm GMT I'm hosting a 30-minute AMA on moving from AE to sales manager. Drop your questions below and add it to your calendar with the link in comments.",
    ['Event'],
  ),
  li(
    'b013',
    'Sophie Grant',
    "A prospect asked me today why they should switch from their current vendor. Best answer I had: 'You shouldn't, unless this problem costs you more than the switch.'",
    [],
  ),
  li(
    'b014',
    'Timewise',
    'Say goodbye to manual timesheets: our new Auto-Track feature logs billable hours from your calendar. Rolling out this week.',
    ['Launch'],
  ),
  li(
    'b015',
    'Kofi Mensah',
    'How do you keep your CRM clean when reps hate data entry? Genuinely looking for ideas that worked for you.',
    ['Question'],
  ),
  li(
    'b016',
    'Studio Kiln',
    'Calling all designers 🎨 Studio Kiln has room for one more Junior Designer this summer. Portfolio reviews start 1 July. Tag someone who should see this.',
    ['Hiring'],
  ),
  li('b017', 'Northwind', 'Happy 10th birthday to Northwind! From 3 people in a garage to 400 across 6 countries.', []),
  li(
    'b018',
    'Elif Demir',
    'Today is my last day at Orion. Next week I start as Head of Partnerships at Vela. Grateful for every lesson.',
    ['Job change'],
  ),
  li(
    'b019',
    'Brian Foley',
    'Looking at conversation intelligence tools for a 30-rep team. Has anyone rolled one out recently and can share what adoption looked like?',
    ['Question', 'Hot lead'],
  ),
  li('b020', 'Anita Rao', "If your sales process needs a 40-slide deck, the problem isn't the deck.", []),
  li(
    'b021',
    'Brightwell',
    'Our spring open house is on Saturday 12 April from 10am. Tour the new office, meet the team and see the product roadmap. All welcome, no registration needed.',
    ['Event'],
  ),
  li('b022', 'Tess Howard', 'Founders: how much did you pay yourself in the first year after raising a seed round?', [
    'Question',
  ]),
  rd(
    'b023',
    'u/denver_sdr',
    'My company is hiring entry-level SDRs in Denver, base 55k + commission. Not a recruiter, just on the team. PM me if you want a referral.',
    ['Hiring'],
  ),
  li(
    'b024',
    'Slow Money Press',
    "Our founder's new book on bootstrapping, 'Slow Money', hits bookstores on Tuesday. Pre-orders are open now.",
    ['Launch'],
  ),
  rd('b025', 'u/waiting_on_buyers', 'Is it just me or are buyers taking way longer to respond this year?', [
    'Question',
  ]),
  li(
    'b026',
    'Helena Ortiz',
    'Proud of this team. We just closed our biggest quarter ever, and nobody worked a weekend to get there.',
    [],
  ),
  li(
    'b027',
    'Drew Palmer',
    'Sales tax across 30 states is now officially my least favourite part of running an online store.',
    ['Hot lead'],
    ['sales tax'],
  ),
  li(
    'b028',
    'Noor Aziz',
    "Promotion news! After two years as an SDR, I'm officially an Account Executive on the mid-market team.",
    ['Job change'],
  ),
  li(
    'b029',
    'SalesCamp',
    'Registration is open for SalesCamp Berlin on 18–19 September. Early-bird pricing until 1 July.',
    ['Event'],
  ),
  li(
    'b030',
    'Rosa Klein',
    'Our team needs a better way to track commissions than a 14-tab spreadsheet. What are people using?',
    ['Question', 'Hot lead'],
  ),
  li(
    'b031',
    'Victor Hale',
    "The best demo I ever saw had six slides and one question: 'What would make this a no?'",
    [],
  ),
  li(
    'b032',
    'Fernhill Capital',
    "We're looking for our next Head of Finance. You'll own FP&A, fundraising support and a team of four. London, hybrid. Details and application in the comments.",
    ['Hiring'],
  ),
  li(
    'b033',
    'Ola Nordmann',
    'Which podcasts are you listening to for sales leadership? Need something new for my commute.',
    ['Question'],
  ),
  li(
    'b034',
    'Tulip Freight',
    "We've opened a second warehouse in Rotterdam, which means next-day delivery across the Benelux from today.",
    ['Launch'],
  ),
  li(
    'b035',
    'Ellen Ward',
    'Shoutout to Lena on the support team, who turned an angry customer into a reference in one call.',
    [],
  ),
  li(
    'b036',
    'Rupert Lowe',
    "After 15 years in banking, I'm making the jump to climate tech. Starting next month as COO of Gridwise.",
    ['Job change'],
  ),
  li(
    'b037',
    'Compliant Outbound',
    'Webinar tomorrow: Outbound in regulated industries, with two compliance leads from fintech. 45 minutes + Q&A. Save your spot.',
    ['Event'],
  ),
  li(
    'b038',
    'Nate Sullivan',
    'We switched our whole team to a four-day week last year. Pipeline is up 8%. AMA in the comments.',
    [],
  ),
  li(
    'b039',
    'Meter & Co',
    'Time to move off our homegrown billing system. Looking for something that handles usage-based pricing and plays well with Stripe.',
    ['Hot lead'],
  ),
  li('b040', 'Daria Volkova', 'Your first 10 customers should feel like design partners, not users.', []),
];
