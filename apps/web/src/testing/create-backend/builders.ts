import type { ContentPlan } from '@inroad/contracts/content-plan';
import type { Answer } from '@inroad/contracts/create';
import type { Integration } from '@inroad/contracts/integrations';
import type { CreateMediaUploadResponse } from '@inroad/contracts/media';
import type { Publication } from '@inroad/contracts/publishing';

// Records of the Create area as the server sends them, with one field or another changed by a test.

export const NOW = '2026-11-20T10:00:00.000Z';
/** The backend's clock: a move to a time before it is refused, as the server refuses one before its now. */
export const BACKEND_NOW = new Date(NOW);

export function buildPlan(overrides: Partial<ContentPlan> = {}): ContentPlan {
  return {
    id: 1,
    name: 'Pipeline stories',
    type: 'blank',
    roleDescription: null,
    companyDescription: null,
    customerObservations: null,
    customerHypothesis: null,
    customerBarriers: null,
    proposedBy: null,
    createdAt: NOW,
    ...overrides,
  };
}

export function buildAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    id: 1,
    contentIdeaId: 1,
    manualIdea: null,
    answerType: 'expert_tip',
    postFormat: 'longform_text',
    postTemplate: null,
    metadata: {},
    presetFields: {},
    userPrompt: null,
    postContent: 'A post',
    status: 'draft',
    scheduledTime: null,
    contentMediaId: null,
    mediaUrl: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildPublication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 1,
    answerId: null,
    variantId: null,
    platform: 'linkedin',
    integrationId: null,
    subreddit: null,
    title: null,
    redditKind: null,
    status: 'scheduled',
    waitingForExtension: false,
    runAt: NOW,
    attempt: 0,
    networkPostId: null,
    url: null,
    error: null,
    needsSignIn: false,
    publishedAt: null,
    metrics: null,
    ...overrides,
  };
}

export function buildIntegration(overrides: Partial<Integration> = {}): Integration {
  return {
    id: 1,
    name: 'My LinkedIn',
    platform: 'linkedin',
    status: 'connected',
    accountName: 'Ada Example',
    createdAt: NOW,
    ...overrides,
  };
}

/** An upload URL as the server hands it out for an image (POST /create/answer/media). */
export function buildMediaUpload(): CreateMediaUploadResponse {
  return {
    status: 'success',
    contentMediaId: '0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11',
    presignedS3URL: '/api/media/upload/0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11.png?signature=x',
    method: 'PUT',
    headers: {},
    contentType: 'image/png',
    maxBytes: 10_000_000,
    expiresAt: '2026-11-20T10:15:00.000Z',
    mediaUrl: '/api/media/0b7c2a52-51d1-4b5e-9d51-6f0a3c1f2e11.png',
  };
}
