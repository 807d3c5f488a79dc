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

/**
 * Criteria labelled against BLIND_POSTS after the local rule judge was final, scored without changes
 * afterwards: the honest figure for criteria and posts the judge was not tuned on.
 */
export const BLIND_RULES: EvalRule[] = [
  {
    criterion: 'posts where someone is looking for software or a service provider',
    matches: ['b005', 'b011', 'b019', 'b030', 'b039'],
  },
  {
    criterion: 'posts promoting an upcoming event',
    matches: ['b004', 'b012', 'b021', 'b029', 'b037'],
  },
  {
    criterion: 'posts announcing a new role',
    matches: ['b003', 'b010', 'b018', 'b028', 'b036'],
  },
  {
    criterion: 'posts where someone is hiring designers',
    matches: ['b016'],
  },
];
