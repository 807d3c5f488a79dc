import { type EvalPost, li, rd } from './eval-post.ts';

/**
 * A third labelled set, written after the local patterns were broadened from HOLDOUT_POSTS' misses and
 * never used for tuning since. Its scores are the figure to quote for unseen posts.
 */
export const FRESH_POSTS: EvalPost[] = [
  li(
    'f001',
    'Leila Ahmadi',
    'Curious how other RevOps teams handle territory carve-ups mid-year. Do you re-assign accounts or leave them with the original rep?',
    ['Question'],
  ),
  li(
    'f002',
    'Tom Harrington',
    "Our Chicago office needs a Senior Accountant who knows NetSuite inside out. Hybrid, 3 days in office. Ping me if that's you or someone you know.",
    ['Hiring'],
  ),
  li(
    'f003',
    'Cadence Labs',
    'Six months of work went into this one: Spaces, a shared workspace for your whole sales team, lands in every Pro plan today.',
    ['Launch'],
  ),
  li(
    'f004',
    'Arcline',
    'Our team will be at the Salesforce conference all week, booth 1712. Come grab a coffee and a demo.',
    ['Event'],
  ),
  li(
    'f005',
    'Grace Whitman',
    'Thrilled to kick off my next role as Chief of Staff at Lumina Bio. Thank you to everyone who helped me through the search.',
    ['Job change'],
  ),
  li(
    'f006',
    'Pavel Novotny',
    "We're finally moving our support team off shared inboxes. One of the big helpdesk suites, or something else entirely? 15 agents, mostly email and chat.",
    ['Question', 'Hot lead'],
  ),
  li('f007', 'Rina Sato', 'People buy from people who understand their problem better than they do.', []),
  li(
    'f008',
    'Marco Bellini',
    'Has your team had success with video prospecting? We tried it for a month and the reply rate was the same as text.',
    ['Question'],
  ),
  li(
    'f009',
    'Jade Morrison',
    "We're growing the RevOps team! Searching for a Salesforce admin with CPQ experience. Fully remote, US hours.",
    ['Hiring'],
  ),
  li(
    'f010',
    'Meadow Pricing',
    'The Meadow Guide to Pricing is out today: 42 pages on packaging, discounting and annual plans. Free, no email required.',
    ['Launch'],
  ),
  li(
    'f011',
    'Championly',
    "Tomorrow's live session: how to run a QBR your champion will actually forward to their boss. 12pm ET, replay for everyone who registers.",
    ['Event'],
  ),
  li(
    'f012',
    'Erik Lund',
    "Closing one chapter and opening another: after six years at Norrland I'm joining Kelp as Head of Sales.",
    ['Job change'],
  ),
  li(
    'f013',
    'Hattie Collins',
    'Any recommendations for an outsourced bookkeeping service that works with Xero? Our current one keeps missing deadlines.',
    ['Question', 'Hot lead'],
  ),
  li(
    'f014',
    'Andre Silva',
    'The fastest way to lose a deal: talk about features before you understand the problem.',
    [],
  ),
  rd(
    'f015',
    'u/ote_dilemma',
    'Should I take a base salary cut for a higher OTE at a startup? 85k base now, the offer is 70k base with 160k OTE.',
    ['Question'],
  ),
  li('f016', 'Threadline', 'Big day for us: our integration with Microsoft Teams is now live for all customers.', [
    'Launch',
  ]),
  li(
    'f017',
    'Harriet Shaw',
    "Our quarterly customer roundtable is on Wednesday 14 May in Leeds. Lunch provided, 20 seats. Reply here and I'll send the details.",
    ['Event'],
  ),
  li('f018', 'Dylan Reeves', 'Unpopular opinion: most sales kickoffs are a waste of money.', []),
  li(
    'f019',
    'Beth Adler',
    "We're currently reviewing CRM options for our nonprofit. Donor management is the priority, and we're open to hearing from vendors.",
    ['Hot lead'],
  ),
  li(
    'f020',
    'Parkway Health Tech',
    'Welcome to the team, Carlos! Carlos joins us as our new Director of Partnerships and brings 15 years of channel experience.',
    ['Job change'],
  ),
  li(
    'f021',
    'Ruth Ellison',
    'Know any great Solutions Engineers in the Bay Area? We have an opening on my team and the referral bonus is generous.',
    ['Hiring'],
  ),
  li(
    'f022',
    'Sven Nilsson',
    "We lost our biggest customer last month. It hurt. Here's what we changed in onboarding because of it.",
    [],
  ),
  li('f023', 'Partner Summit', "Last call: registration for next week's Partner Summit closes tonight.", ['Event']),
  li(
    'f024',
    'Olu Bankole',
    "How long should a discovery call be? I keep going over 45 minutes and I'm not sure that's a bad thing.",
    ['Question'],
  ),
  li(
    'f025',
    'Seedroom',
    "We've just made our data room templates free for every founder raising a seed round. Grab them on our site.",
    ['Launch'],
  ),
  rd(
    'f026',
    'u/clubbound',
    "Finally hit President's Club after four years of grinding. Thanks to everyone here who talked me off the ledge during bad quarters.",
    [],
  ),
  li('f027', 'Walter Greene', "After nine great years I'm retiring from Hallworth Insurance at the end of the month.", [
    'Job change',
  ]),
  li(
    'f028',
    'Tanya Brooks',
    'Background checks are taking us 10 days per hire right now, which is killing our time to fill.',
    ['Hot lead'],
    ['background checks'],
  ),
  li(
    'f029',
    'Wouter de Vries',
    "We'd love to meet product managers who have shipped B2B mobile apps. Two roles open, Amsterdam or remote. Details via the link.",
    ['Hiring'],
  ),
  li(
    'f030',
    'Claire Fontaine',
    "What's your go-to opener for a cold call to a CFO? I keep getting hung up on in the first ten seconds.",
    ['Question'],
  ),
  li('f031', 'Ian McKay', 'Congratulations to all the teams who closed their year strong. Rest up, Q1 is coming.', []),
  li(
    'f032',
    'Niamh Byrne',
    "We're hosting a breakfast for sales leaders in Dublin on 6 March. Two speakers, great coffee, no slides. Message me for an invite.",
    ['Event'],
  ),
  li(
    'f033',
    'George Abbott',
    'Can anyone point me to a good immigration lawyer for a UK Skilled Worker visa? Our first international hire starts in April.',
    ['Question', 'Hot lead'],
  ),
  li('f034', 'Blueprint', 'Heads up, everyone: Blueprint 4.0 ships next Tuesday with a brand-new reporting engine.', [
    'Launch',
  ]),
  li('f035', 'Lydia Moss', "Every 'no' is information. Write down why and you'll have a better pitch in a month.", []),
  rd('f036', 'u/channel_ops', '[HIRING] Remote video editor for a B2B YouTube channel, 2 videos/week, $40/hr.', [
    'Hiring',
  ]),
  li('f037', 'Ayesha Khan', "Some news: I've been named Chief Marketing Officer at Tessellate, starting next month.", [
    'Job change',
  ]),
  li(
    'f038',
    'Frank Osei',
    'Sales managers, do you let reps work their own leads from events, or route everything through SDRs?',
    ['Question'],
  ),
  li('f039', 'Holly Chen', 'A friendly reminder that your buyers are busy, not rude.', []),
  li(
    'f040',
    'Ravi Kapoor',
    "We're looking to replace our payroll provider before year end. 60 employees, two states, and we need good support.",
    ['Hot lead'],
  ),
];
