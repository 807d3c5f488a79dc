import { type Random, seededRandom, slugify } from './demo-random.ts';

/** Invented people and companies for the demo workspace. Any likeness to real ones is a coincidence. */

const FIRST_NAMES = [
  'Avery',
  'Jordan',
  'Casey',
  'Riley',
  'Morgan',
  'Taylor',
  'Quinn',
  'Rowan',
  'Emerson',
  'Harper',
  'Sasha',
  'Noor',
  'Priya',
  'Mateo',
  'Lena',
  'Tomasz',
  'Aiko',
  'Ines',
  'Kofi',
  'Yara',
  'Dev',
  'Maren',
  'Elio',
  'Sunniva',
  'Bram',
];
const LAST_NAMES = [
  'Hollis',
  'Varga',
  'Okonjo',
  'Lindqvist',
  'Brennan',
  'Castell',
  'Moreau',
  'Tanabe',
  'Petrenko',
  'Adewale',
  'Whitlock',
  'Ferreira',
  'Nakamori',
  'Sorensby',
  'Kowal',
  'Reyes',
  'Ashby',
  'Delacorte',
  'Marlow',
  'Quist',
];
export const COMPETITOR = 'Pipewise';
export const ADJACENT_PRODUCT = 'Dialbright';
export const COMPANIES = [
  'Brightpath Analytics',
  'Quillstone',
  'Orbitly Labs',
  'Tallyloop',
  'Kestrel Works',
  'Fernbank Software',
  'Lumen & Lark',
  'Cobaltline',
  'Haverford Labs',
  'Northgate Metrics',
  'Saltmarsh Data',
  'Bluefinch Cloud',
  'Redwater Systems',
  'Meadowlane HR',
  'Ironbark Security',
  COMPETITOR,
  ADJACENT_PRODUCT,
];
const EXECUTIVE_TITLES = [
  'Founder & CEO',
  'Co-Founder',
  'VP Sales',
  'VP of Marketing',
  'Chief Revenue Officer',
  'Director of Sales Development',
  'Head of Growth & Director of Demand Gen',
  'President',
  'CTO and Co-Founder',
  'Owner',
];
const OTHER_TITLES = [
  'Account Executive',
  'Sales Development Representative',
  'Revenue Operations Manager',
  'Marketing Manager',
  'Customer Success Lead',
  'Solutions Engineer',
  'Growth Marketer',
  'Business Development Rep',
  'Sales Enablement Specialist',
  'Product Marketing Manager',
];
const REDDIT_HANDLES = [
  'quota_crusher',
  'sdr_survivor',
  'coldcall_carl',
  'pipeline_pam',
  'revops_rob',
  'closer_kim',
  'saas_sam_42',
  'dialtone_dee',
  'outbound_ollie',
  'deal_desk_dana',
  'churn_buster',
  'forecast_fran',
  'meetingbooked',
  'grumpy_ae',
  'crm_wrangler',
  'leadgen_lou',
  'objection_handler',
  'first_year_bdr',
  'enablement_ed',
  'smb_seller',
];

export interface DemoPerson {
  platform: 'linkedin' | 'reddit';
  name: string;
  slug: string;
  headline: string | null;
  company: string;
  entityId: string;
  connectionDepth: string | null;
  executive: boolean;
}

function linkedinPerson(random: Random, index: number): DemoPerson {
  const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const company = random.pick(COMPANIES);
  const executive = random.chance(0.35);
  const title = executive ? random.pick(EXECUTIVE_TITLES) : random.pick(OTHER_TITLES);
  const headline = random.chance(0.1)
    ? null
    : random.chance(0.15)
      ? `${title} | Helping teams sell better`
      : `${title} at ${company}`;
  return {
    platform: 'linkedin',
    name,
    slug: `${slugify(name)}-${index}`,
    headline,
    company,
    entityId: `ACoAADemo${String(index).padStart(4, '0')}`,
    connectionDepth: random.pick(['1st', '2nd', '2nd', '3rd+', '3rd+', 'DISTANCE_2', null]),
    executive: executive && headline !== null,
  };
}

function redditPerson(random: Random, index: number): DemoPerson {
  const handle = `${REDDIT_HANDLES[index % REDDIT_HANDLES.length]}${index >= REDDIT_HANDLES.length ? index : ''}`;
  return {
    platform: 'reddit',
    name: `u/${handle}`,
    slug: handle,
    headline: null,
    company: random.pick(COMPANIES),
    entityId: `t2_demo${index}`,
    connectionDepth: null,
    executive: false,
  };
}

/** The same cast on every run: people recur across posts, as they do in a real feed. */
export function demoPeople(): { linkedin: DemoPerson[]; reddit: DemoPerson[] } {
  const random = seededRandom('inroad-demo-people');
  return {
    linkedin: Array.from({ length: 140 }, (_, i) => linkedinPerson(random, i)),
    reddit: Array.from({ length: 40 }, (_, i) => redditPerson(random, i)),
  };
}
