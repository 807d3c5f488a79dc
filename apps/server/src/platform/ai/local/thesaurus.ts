import { ownValue } from '@inroad/contracts/records';

/**
 * Equivalent terms for the words AI-rule criteria in sales and marketing use most, so that "sales reps"
 * also finds "Account Executives" and "deliverability" finds "landing in spam". Keys are lemmas; values
 * are lower-case words or phrases. A `specific` entry is narrow enough that matching it alone settles
 * the topic (a post about DMARC is about deliverability whatever else it says).
 */
export interface ThesaurusEntry {
  terms: string[];
  specific?: boolean;
}

const SOFTWARE = [
  'software',
  'tool',
  'platform',
  'app',
  'saas',
  'crm',
  'system',
  'solution',
  'dialer',
  'suite',
  'stack',
];
const SUPPLIER = ['vendor', 'provider', 'supplier', 'msp', 'agency', 'partner', ...SOFTWARE];

export const THESAURUS: Record<string, ThesaurusEntry> = {
  crm: {
    terms: ['crm', 'customer relationship management', 'salesforce', 'hubspot', 'pipedrive', 'zoho'],
    specific: true,
  },
  rep: {
    terms: [
      'rep',
      'representative',
      'sdr',
      'bdr',
      'ae',
      'account executive',
      'seller',
      'salesperson',
      'sales development',
      'business development',
      'closer',
      'territory rep',
    ],
    specific: true,
  },
  salesperson: { terms: ['salesperson', 'rep', 'sdr', 'bdr', 'account executive', 'seller'], specific: true },
  sales: {
    terms: [
      'sales',
      'sell',
      'selling',
      'seller',
      'quota',
      'ote',
      'pipeline',
      'prospecting',
      'sdr',
      'bdr',
      'account executive',
      'crm',
    ],
  },
  agency: { terms: ['agency', 'consultancy', 'studio'], specific: true },
  vendor: { terms: SUPPLIER },
  provider: { terms: SUPPLIER },
  software: { terms: SOFTWARE },
  tool: { terms: SOFTWARE },
  platform: { terms: SOFTWARE },
  deliverability: {
    terms: [
      'deliverability',
      'spam',
      'inbox placement',
      'bounce',
      'bounce rate',
      'dmarc',
      'dkim',
      'spf',
      'warm-up',
      'warmup',
      'sender reputation',
      'domain reputation',
      'blocklist',
      'blacklist',
    ],
    specific: true,
  },
  email: { terms: ['email', 'e-mail', 'inbox', 'mailbox', 'sender', 'newsletter'] },
  cold: { terms: ['cold', 'outbound', 'prospecting', 'outreach'] },
  job: { terms: ['job', 'role', 'position'] },
  marketing: { terms: ['marketing', 'demand gen', 'growth', 'seo', 'ppc', 'paid social', 'advertising', 'brand'] },
  webinar: { terms: ['webinar', 'online event', 'virtual event', 'live session'], specific: true },
  conference: { terms: ['conference', 'summit', 'expo', 'trade show', 'tradeshow'], specific: true },
  funding: { terms: ['funding', 'raised', 'raise', 'series a', 'series b', 'seed round', 'pre-seed', 'investment'] },
  security: { terms: ['security', 'cybersecurity', 'soc 2', 'iso 27001', 'pen test', 'penetration test'] },
  ai: { terms: ['ai', 'artificial intelligence', 'llm', 'machine learning', 'gpt', 'genai'], specific: true },
  pricing: { terms: ['pricing', 'price', 'discount', 'packaging', 'plan'] },
};

/** The terms that count as a mention of `lemma`: the lemma itself plus its thesaurus entry. */
export function termsFor(lemma: string): { terms: string[]; specific: boolean } {
  const entry = ownValue(THESAURUS, lemma) ?? ownValue(THESAURUS, lemma.replace(/e?s$/, ''));
  if (!entry) return { terms: [lemma], specific: false };
  return { terms: [lemma, ...entry.terms], specific: entry.specific === true };
}
