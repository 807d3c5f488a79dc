/**
 * AI-rule criteria with the posts of EVAL_POSTS each should match; every other post is expected not to.
 */
export interface EvalRule {
  criterion: string;
  matches: string[];
}

export const EVAL_RULES: EvalRule[] = [
  {
    criterion: 'posts where someone asks for a CRM recommendation',
    matches: ['p001', 'p118', 'p119'],
  },
  {
    criterion: 'posts where someone complains about their current software vendor',
    matches: ['p020', 'p024', 'p109', 'p111', 'p121'],
  },
  {
    criterion: 'posts announcing a new job or promotion',
    matches: ['p064', 'p065', 'p067', 'p068', 'p069', 'p070', 'p071', 'p073', 'p075', 'p114'],
  },
  {
    criterion: 'posts where a company is hiring sales reps',
    matches: ['p027', 'p031', 'p083', 'p122'],
  },
  {
    criterion: 'posts about cold email deliverability',
    matches: ['p123', 'p124', 'p125'],
  },
  {
    criterion: 'someone looking for an agency',
    matches: ['p025', 'p126', 'p127'],
  },
];
