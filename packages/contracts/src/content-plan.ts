import { z } from 'zod';
import { AiEngine } from './ai.ts';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { RowId, RowIdParam, textField } from './fields.ts';

// Content plans, their topics (content groups) and ideas (create-and-account.md §2, §3, §5, §7).

export const CONTENT_PLAN_TYPES = ['generate_leads', 'blank'] as const;
export const ContentPlanType = z.enum(CONTENT_PLAN_TYPES, {
  error: `choose a content plan type (${CONTENT_PLAN_TYPES.join(' or ')})`,
});
export type ContentPlanType = z.infer<typeof ContentPlanType>;

/** How the type dropdown presents each plan type; the descriptions are the product's own words. */
export const CONTENT_PLAN_TYPE_OPTIONS: Record<
  ContentPlanType,
  { label: string; badge?: string; description: string }
> = {
  generate_leads: {
    label: 'Lead Development',
    badge: 'Quick Start',
    description: 'Topics and ideas proposed from your ideal customer, their problems and what holds them back.',
  },
  blank: { label: 'Blank', description: 'An empty plan: add your own topics and ideas.' },
};

/** The customer fields of a generate_leads plan, in form order, with the labels the form shows. */
export const CUSTOMER_FIELDS = [
  'roleDescription',
  'companyDescription',
  'customerObservations',
  'customerHypothesis',
  'customerBarriers',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export const CUSTOMER_FIELD_LABELS: Record<CustomerField, string> = {
  roleDescription: 'Ideal Customer Title',
  companyDescription: 'Target Company Description',
  customerObservations: 'Customer Observed Problems',
  customerHypothesis: "Customer's hypothesis on problem",
  customerBarriers: 'Customer Blockers',
};

export const CONTENT_PLAN_NAME_MAX = 200;
export const CUSTOMER_FIELD_MAX = 2000;
export const CONTENT_GROUP_NAME_MAX = 200;
export const CONTENT_IDEA_MAX = 500;
/** The name a plan gets when it is created without one (the spec does not require a name). */
export const UNTITLED_CONTENT_PLAN = 'Untitled content plan';

export const ContentPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ContentPlanType,
  roleDescription: z.string().nullable(),
  companyDescription: z.string().nullable(),
  customerObservations: z.string().nullable(),
  customerHypothesis: z.string().nullable(),
  customerBarriers: z.string().nullable(),
  /** Which engine proposed the starting topics of a generate_leads plan (`local` is shown as basic); null for blank. */
  proposedBy: AiEngine.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ContentPlan = z.infer<typeof ContentPlan>;

const CustomerText = textField({ max: CUSTOMER_FIELD_MAX }).optional();

/** POST /content_plan. The customer fields count for generate_leads only; a blank plan ignores them. */
export const CreateContentPlanBody = z.object({
  type: ContentPlanType,
  name: textField({ max: CONTENT_PLAN_NAME_MAX }).optional(),
  roleDescription: CustomerText,
  companyDescription: CustomerText,
  customerObservations: CustomerText,
  customerHypothesis: CustomerText,
  customerBarriers: CustomerText,
});
export type CreateContentPlanBody = z.input<typeof CreateContentPlanBody>;

export const CreateContentPlanResponse = SuccessBody.extend({
  contentPlanId: z.number().int(),
  contentPlan: ContentPlan,
});
export type CreateContentPlanResponse = z.infer<typeof CreateContentPlanResponse>;

/** Every delete of the Create area names its row by id in the JSON body. */
export const DeleteByIdBody = z.object({ id: RowId });
export type DeleteByIdBody = z.infer<typeof DeleteByIdBody>;

export const ContentIdea = z.object({
  id: z.number().int(),
  contentGroupId: z.number().int(),
  idea: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ContentIdea = z.infer<typeof ContentIdea>;

export const ContentGroup = z.object({
  id: z.number().int(),
  contentPlanId: z.number().int(),
  name: z.string(),
  ideas: z.array(ContentIdea),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ContentGroup = z.infer<typeof ContentGroup>;

export const ContentTopicsQuery = z.object({ contentPlanId: RowIdParam });
export type ContentTopicsQuery = z.input<typeof ContentTopicsQuery>;

/** GET /create/topics: the plan's topics in creation order, each with its ideas in creation order. */
export const ContentTopics = z.object({
  contentPlanId: z.number().int(),
  contentPlanName: z.string(),
  contentPlanType: ContentPlanType,
  proposedBy: AiEngine.nullable(),
  contentGroups: z.array(ContentGroup),
});
export type ContentTopics = z.infer<typeof ContentTopics>;

const GroupName = textField({ max: CONTENT_GROUP_NAME_MAX, required: true });
const IdeaText = textField({ max: CONTENT_IDEA_MAX, required: true });

export const CreateContentGroupBody = z.object({ contentPlanId: RowId, name: GroupName });
export type CreateContentGroupBody = z.input<typeof CreateContentGroupBody>;
export const UpdateContentGroupBody = z.object({ id: RowId, name: GroupName });
export type UpdateContentGroupBody = z.input<typeof UpdateContentGroupBody>;
export const SavedContentGroup = SuccessBody.extend({ contentGroup: ContentGroup });
export type SavedContentGroup = z.infer<typeof SavedContentGroup>;

export const CreateContentIdeaBody = z.object({ contentGroupId: RowId, idea: IdeaText });
export type CreateContentIdeaBody = z.input<typeof CreateContentIdeaBody>;
export const UpdateContentIdeaBody = z.object({ id: RowId, idea: IdeaText });
export type UpdateContentIdeaBody = z.input<typeof UpdateContentIdeaBody>;
export const SavedContentIdea = SuccessBody.extend({ contentIdea: ContentIdea });
export type SavedContentIdea = z.infer<typeof SavedContentIdea>;

export const listContentPlans = endpoint({
  method: 'GET',
  path: '/content_plan',
  summary: "The user's content plans, oldest first",
  response: z.array(ContentPlan),
});

export const createContentPlan = endpoint({
  method: 'POST',
  path: '/content_plan',
  summary:
    'Create a content plan; a generate_leads plan starts with proposed topics and ideas drawn from its customer fields, a blank plan starts empty',
  body: CreateContentPlanBody,
  response: CreateContentPlanResponse,
});

export const deleteContentPlan = endpoint({
  method: 'DELETE',
  path: '/content_plan',
  summary: 'Delete a content plan with its topics, ideas, answers and variants',
  body: DeleteByIdBody,
  response: SuccessBody,
});

export const getContentTopics = endpoint({
  method: 'GET',
  path: '/create/topics',
  summary: "A content plan's name and its topics, each with its ideas",
  query: ContentTopicsQuery,
  response: ContentTopics,
});

export const createContentGroup = endpoint({
  method: 'POST',
  path: '/create/content_group',
  summary: 'Add a content topic to a plan',
  body: CreateContentGroupBody,
  response: SavedContentGroup,
});

export const updateContentGroup = endpoint({
  method: 'PUT',
  path: '/create/content_group',
  summary: 'Rename a content topic',
  body: UpdateContentGroupBody,
  response: SavedContentGroup,
});

export const deleteContentGroup = endpoint({
  method: 'DELETE',
  path: '/create/content_group',
  summary: 'Delete a content topic with its ideas, answers and variants',
  body: DeleteByIdBody,
  response: SuccessBody,
});

export const createContentIdea = endpoint({
  method: 'POST',
  path: '/create/content_idea',
  summary: 'Add a content idea to a topic',
  body: CreateContentIdeaBody,
  response: SavedContentIdea,
});

export const updateContentIdea = endpoint({
  method: 'PUT',
  path: '/create/content_idea',
  summary: 'Edit a content idea',
  body: UpdateContentIdeaBody,
  response: SavedContentIdea,
});

export const deleteContentIdea = endpoint({
  method: 'DELETE',
  path: '/create/content_idea',
  summary: 'Delete a content idea with its answers and variants',
  body: DeleteByIdBody,
  response: SuccessBody,
});
