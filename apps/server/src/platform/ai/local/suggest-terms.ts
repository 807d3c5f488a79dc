import { analyse, containsTerm } from './nlp.ts';
import { keyPhrases } from './phrases.ts';
import { capitalise } from './text-case.ts';

/**
 * Onboarding suggestions from a free-text description ("I sell payroll software to restaurants"): the
 * description's own noun phrases first, then neighbouring topics from a small map of business areas, so
 * a user who names one thing is shown the conversations around it.
 */

interface Area {
  cues: string[];
  topics: string[];
  keywords: string[];
}

const AREAS: Area[] = [
  {
    cues: [
      'sales',
      'crm',
      'cold',
      'deliverability',
      'pipeline',
      'prospecting',
      'outbound',
      'sdr',
      'bdr',
      'quota',
      'revenue',
      'lead',
    ],
    topics: ['Sales pipeline', 'Outbound prospecting', 'Sales leadership', 'Revenue operations'],
    keywords: ['crm', 'sales pipeline', 'cold email', 'cold calling', 'sales team', 'quota', 'forecast'],
  },
  {
    cues: ['marketing', 'seo', 'content', 'brand', 'ads', 'advertising', 'demand', 'campaign', 'social', 'newsletter'],
    topics: ['Demand generation', 'Content marketing', 'SEO', 'Paid social'],
    keywords: ['demand gen', 'content marketing', 'seo', 'paid ads', 'marketing agency', 'cost per lead'],
  },
  {
    cues: ['payroll', 'hr', 'recruiting', 'recruitment', 'talent', 'employee', 'benefits', 'onboarding', 'hiring'],
    topics: ['HR tech', 'Recruiting', 'Employee experience', 'Payroll compliance'],
    keywords: ['payroll', 'hr software', 'recruiting', 'employee onboarding', 'benefits', 'hiring'],
  },
  {
    cues: ['finance', 'accounting', 'bookkeeping', 'cfo', 'invoice', 'invoicing', 'expense', 'tax', 'billing'],
    topics: ['Finance operations', 'Accounting automation', 'Cash flow', 'Tax compliance'],
    keywords: ['bookkeeping', 'accounts payable', 'invoicing', 'cfo', 'expense management', 'sales tax'],
  },
  {
    cues: ['security', 'cybersecurity', 'compliance', 'soc', 'privacy', 'phishing', 'gdpr', 'iso'],
    topics: ['Cybersecurity', 'Compliance', 'Data privacy', 'Security awareness'],
    keywords: ['soc 2', 'security questionnaire', 'phishing', 'gdpr', 'penetration test', 'compliance'],
  },
  {
    cues: ['developer', 'engineering', 'devops', 'api', 'cloud', 'code', 'infrastructure', 'kubernetes'],
    topics: ['Developer tools', 'Cloud infrastructure', 'Engineering leadership', 'DevOps'],
    keywords: ['developer experience', 'ci/cd', 'cloud costs', 'api', 'observability', 'devops'],
  },
  {
    cues: ['data', 'analytics', 'dashboard', 'ai', 'llm', 'bi', 'reporting'],
    topics: ['Data analytics', 'AI adoption', 'Business intelligence', 'Data quality'],
    keywords: ['analytics', 'dashboards', 'data warehouse', 'ai tools', 'data quality', 'reporting'],
  },
  {
    cues: ['ecommerce', 'e-commerce', 'shopify', 'retail', 'dtc', 'store', 'merchant'],
    topics: ['E-commerce growth', 'Retail operations', 'Conversion optimisation', 'Fulfilment'],
    keywords: ['shopify', 'conversion rate', 'cart abandonment', 'fulfilment', 'dtc brand', 'online store'],
  },
  {
    cues: ['estate', 'realtor', 'property', 'mortgage', 'broker', 'housing', 'landlord'],
    topics: ['Real estate', 'Property management', 'Mortgage market', 'Real estate marketing'],
    keywords: ['real estate agent', 'listings', 'property management', 'mortgage rates', 'brokerage'],
  },
  {
    cues: ['health', 'healthcare', 'clinic', 'hospital', 'patient', 'medical', 'nurse', 'pharmacy'],
    topics: ['Healthcare operations', 'Patient experience', 'Health tech', 'Clinical staffing'],
    keywords: ['patient experience', 'clinic', 'ehr', 'telehealth', 'nurse staffing', 'healthcare'],
  },
  {
    cues: ['restaurant', 'hospitality', 'hotel', 'food', 'chef', 'cafe', 'bar'],
    topics: ['Restaurant operations', 'Hospitality', 'Food and beverage', 'Staff scheduling'],
    keywords: ['restaurant owner', 'hospitality', 'point of sale', 'staff scheduling', 'food costs'],
  },
  {
    cues: ['logistics', 'supply', 'freight', 'shipping', 'warehouse', 'fleet', 'trucking'],
    topics: ['Logistics', 'Supply chain', 'Warehouse operations', 'Freight'],
    keywords: ['supply chain', 'freight', 'warehouse', 'last mile', '3pl', 'shipping costs'],
  },
  {
    cues: ['legal', 'law', 'lawyer', 'attorney', 'contract', 'counsel', 'firm'],
    topics: ['Legal operations', 'Contract management', 'Legal tech'],
    keywords: ['contract review', 'legal ops', 'law firm', 'in-house counsel', 'clm'],
  },
  {
    cues: ['education', 'edtech', 'school', 'learning', 'training', 'course', 'teacher', 'university'],
    topics: ['Education technology', 'Corporate training', 'Online learning'],
    keywords: ['lms', 'online course', 'corporate training', 'edtech', 'learning and development'],
  },
  {
    cues: ['customer', 'support', 'helpdesk', 'churn', 'retention', 'success'],
    topics: ['Customer success', 'Customer support', 'Retention'],
    keywords: ['customer success', 'churn', 'helpdesk', 'nps', 'customer onboarding'],
  },
  {
    cues: ['startup', 'founder', 'fundraising', 'seed', 'investor', 'vc', 'saas'],
    topics: ['Startups', 'Fundraising', 'Founder-led sales', 'SaaS growth'],
    keywords: ['founder', 'seed round', 'fundraising', 'saas', 'product-market fit'],
  },
  {
    cues: ['construction', 'contractor', 'architecture', 'building', 'trades'],
    topics: ['Construction', 'Project estimating', 'Field operations'],
    keywords: ['general contractor', 'construction project', 'estimating', 'subcontractor'],
  },
  {
    cues: ['insurance', 'insurtech', 'claims', 'underwriting', 'broker'],
    topics: ['Insurance', 'Claims management', 'Insurtech'],
    keywords: ['insurance broker', 'claims', 'underwriting', 'insurtech'],
  },
  {
    cues: ['manufacturing', 'factory', 'erp', 'plant', 'industrial', 'production'],
    topics: ['Manufacturing', 'Operations excellence', 'ERP'],
    keywords: ['erp', 'manufacturing', 'production planning', 'plant manager'],
  },
];

const MAX_TOPICS = 8;
// Heads too broad to stand alone as a keyword ("software" from "payroll software" matches everything).
const BROAD_HEADS = new Set([
  'software',
  'tool',
  'platform',
  'app',
  'firm',
  'company',
  'startup',
  'business',
  'service',
  'solution',
  'team',
]);
const MAX_KEYWORDS = 12;

function matchingAreas(prompt: string): Area[] {
  const analysis = analyse(prompt);
  return AREAS.map((area) => ({
    area,
    hits: area.cues.filter((cue) => analysis.lemmas.has(cue) || containsTerm(analysis.lower, cue)).length,
  }))
    .filter((a) => a.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map((a) => a.area);
}

function uniqueCaseless(items: string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase().trim();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(item.trim());
    if (out.length === max) break;
  }
  return out;
}

export function suggestTopicsLocal(prompt: string): string[] {
  const phrases = keyPhrases(prompt, { limit: 5 }).map((p) => capitalise(p.text));
  const related = matchingAreas(prompt).flatMap((a) => a.topics);
  return uniqueCaseless([...phrases, ...related], MAX_TOPICS);
}

export function suggestKeywordsLocal(prompt: string): string[] {
  const phrases = keyPhrases(prompt, { limit: 6 });
  // Keyword rules match whole words, so short lower-case terms find more posts than long phrases.
  const own = phrases.flatMap((p) =>
    p.key.includes(' ') && !BROAD_HEADS.has(p.head) ? [p.text.toLowerCase(), p.head] : [p.text.toLowerCase()],
  );
  const related = matchingAreas(prompt).flatMap((a) => a.keywords);
  return uniqueCaseless([...own, ...related], MAX_KEYWORDS);
}
