import { aiSuggestComments } from '@inroad/contracts/ai';
import { addComment, deleteComment, editComment, likePost, unlikePost } from '@inroad/contracts/engage';
import { CLIENT_ERROR_MESSAGES } from '@inroad/contracts/errors';
import { getPendingInstructions } from '@inroad/contracts/instructions';
import type { Post } from '@inroad/contracts/post';
import { Text } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { applyEngageState } from '../../lib/engage-state.ts';
import { buildPost } from '../../testing/builders.ts';
import { buildEngageResponse } from '../../testing/engage-builders.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { fakeExtension, messagesToExtension } from '../../testing/fake-extension.ts';
import { bodiesSentTo } from '../../testing/fake-server.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { SUGGESTIONS_FAILED } from './api/suggest-comments.ts';
import { COMMENT_PLACEHOLDER } from './components/comment-editor.tsx';
import { DELETE_COMMENT_QUESTION } from './components/own-comment.tsx';
import { PostEngageFooter } from './components/post-engage-footer.tsx';

beforeEach(() => {
  // The extension answers nothing (the client takes it as absent) unless a test says otherwise; what the page
  // sends it is recorded.
  fakeExtension();
});

type Handlers = Parameters<typeof fakeApi>[0];

/** The footer as the inbox mounts it: the post's state follows the server's answers. */
function Harness({ initial }: { initial: Post }) {
  const [post, setPost] = useState(initial);
  return (
    <>
      <Text data-testid="likes">{post.numLikes}</Text>
      <PostEngageFooter post={post} onEngaged={(target, state) => setPost((p) => applyEngageState(p, target, state))} />
    </>
  );
}

/** The footer of one post, then of the other, as the inbox shows it when the user moves between them. */
function TwoPosts({ first, second }: { first: Post; second: Post }) {
  const [post, setPost] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setPost((p) => (p === first ? second : first))}>
        Other post
      </button>
      <PostEngageFooter key={post.id} post={post} onEngaged={() => undefined} />
    </>
  );
}

function setup(post: Post, handlers: Handlers = []) {
  fakeApi([
    [getPendingInstructions, () => ({ count: 0, oldestAgeSeconds: null, pausedUntil: null, posts: [] })],
    ...handlers,
  ]);
  return renderWithProviders(<Harness initial={post} />);
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const likes = () => screen.getByTestId('likes').textContent;
const textarea = () => screen.getByPlaceholderText(COMMENT_PLACEHOLDER) as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(textarea(), { target: { value } });

describe('like', () => {
  it('changes the count by one only after the server answers success', async () => {
    const post = buildPost({ numLikes: 3 });
    const answer = deferred<unknown>();
    setup(post, [[likePost, () => answer.promise]]);

    const like = screen.getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    await waitFor(() => expect(bodiesSentTo(likePost)).toEqual([{ id: post.id }]));
    expect(likes()).toBe('3');

    await act(async () => answer.resolve(buildEngageResponse(post, { liked: true, numLikes: 4 })));
    await waitFor(() => expect(likes()).toBe('4'));
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('takes the like back with DELETE', async () => {
    const post = buildPost({ numLikes: 4, liked: true });
    setup(post, [[unlikePost, () => buildEngageResponse(post, { liked: false, numLikes: 3 })]]);

    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(likes()).toBe('3'));
    expect(bodiesSentTo(unlikePost)).toEqual([{ id: post.id }]);
  });

  it('keeps the count on failure, and names a reached cap', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const post = buildPost({ numLikes: 3 });
    const cap = 'Daily like limit reached (100 per 24 hours); the next like is possible at 9:00 AM';
    setup(post, [
      [
        likePost,
        () => {
          throw new ApiError({
            status: 429,
            kind: 'unhandled',
            message: CLIENT_ERROR_MESSAGES.unhandled,
            serverMessage: cap,
          });
        },
      ],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText(cap)).toBeTruthy();
    expect(likes()).toBe('3');
    expect(error).toHaveBeenCalled();
  });

  it('only logs other failures', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const post = buildPost({ numLikes: 3 });
    setup(post, [
      [
        likePost,
        () => {
          throw new ApiError({ status: 500, kind: 'unhandled', message: CLIENT_ERROR_MESSAGES.unhandled });
        },
      ],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByText(CLIENT_ERROR_MESSAGES.unhandled)).toBeNull();
    expect(likes()).toBe('3');
  });

  it("shows 'Waiting for the extension' while the queued like has not been performed", async () => {
    const post = buildPost();
    setup(post, [
      [likePost, () => buildEngageResponse(post, { liked: true, numLikes: post.numLikes + 1 })],
      [getPendingInstructions, () => ({ count: 1, oldestAgeSeconds: 2, pausedUntil: null, posts: [] })],
    ]);
    expect(screen.queryByText('Waiting for the extension')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Waiting for the extension')).toBeTruthy();
    // The extension is told to perform the queued action now.
    expect(messagesToExtension()).toContainEqual({ type: 'refreshEngagements' });
  });
});

describe('actions waiting for the extension', () => {
  const pendingLike = (post: Post, ageSeconds: number) => () => ({
    count: 2,
    oldestAgeSeconds: 5_000,
    pausedUntil: null,
    posts: [
      { postId: post.id, type: 'like' as const, ageSeconds },
      { postId: 'another-post', type: 'comment' as const, ageSeconds: 5_000 },
    ],
  });

  it('says on the card what of the post waits, without the user acting first', async () => {
    const post = buildPost({ platform: 'linkedin' });
    setup(post, [[getPendingInstructions, pendingLike(post, 30)]]);
    expect(await screen.findByText('1 waiting for the extension')).toBeTruthy();
    expect(screen.queryByText(/has waited/)).toBeNull();
  });

  it('says until when a paused queue holds them, naming no network: a pause may come from either', async () => {
    const post = buildPost({ platform: 'reddit' });
    setup(post, [
      [getPendingInstructions, () => ({ ...pendingLike(post, 30)(), pausedUntil: '2026-11-25T16:30:00.000Z' })],
    ]);
    expect(await screen.findByText('Actions paused until 4:30 PM to keep your account safe')).toBeTruthy();
    expect(screen.queryByText(/LinkedIn|waiting for the extension/)).toBeNull();
  });

  it('says plainly when an action has waited long', async () => {
    const post = buildPost({ platform: 'linkedin' });
    setup(post, [[getPendingInstructions, pendingLike(post, 12 * 60)]]);
    expect(
      await screen.findByText(
        'Your like has waited 12 minutes for the extension and not happened on LinkedIn yet. Open Inroad in a browser with the extension installed and signed in.',
      ),
    ).toBeTruthy();
  });
});

describe('comment form', () => {
  it('is disabled while blank after trimming, and Ctrl+Enter submits', async () => {
    const post = buildPost();
    setup(post, [[addComment, () => buildEngageResponse(post, { comment: 'Great post' })]]);

    const submit = screen.getByRole('button', { name: 'Post comment' });
    expect(submit.hasAttribute('disabled') || submit.getAttribute('data-disabled') === 'true').toBe(true);
    type('   ');
    fireEvent.keyDown(textarea(), { key: 'Enter', ctrlKey: true });
    expect(bodiesSentTo(addComment)).toEqual([]);

    type('  Great post ');
    fireEvent.keyDown(textarea(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(bodiesSentTo(addComment)).toEqual([{ id: post.id, comment: 'Great post' }]));
    expect(await screen.findByText('Your comment:')).toBeTruthy();
    expect(screen.getByText('Great post')).toBeTruthy();
    expect(screen.queryByPlaceholderText(COMMENT_PLACEHOLDER)).toBeNull();
  });

  it('keeps an unsent comment with its post while the user looks at another', async () => {
    const first = buildPost({ id: '0b3e8c52-1a8f-4b6e-9d1c-6f2a4c7e9a01' });
    const second = buildPost({ id: '0b3e8c52-1a8f-4b6e-9d1c-6f2a4c7e9a02' });
    fakeApi([
      [getPendingInstructions, () => ({ count: 0, oldestAgeSeconds: null, pausedUntil: null, posts: [] })],
      [addComment, () => buildEngageResponse(first, { comment: 'Sent' })],
    ]);
    renderWithProviders(<TwoPosts first={first} second={second} />);
    type('Half a thought');
    fireEvent.click(screen.getByRole('button', { name: 'Other post' }));
    expect(textarea().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Other post' }));
    expect(textarea().value).toBe('Half a thought');

    // Posted, it is gone from the post's form.
    fireEvent.keyDown(textarea(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(bodiesSentTo(addComment)).toHaveLength(1));
    await waitFor(() => expect(textarea().value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Other post' }));
    fireEvent.click(screen.getByRole('button', { name: 'Other post' }));
    expect(textarea().value).toBe('');
  });

  it('submits with Cmd+Enter too, and a plain Enter adds a line', async () => {
    const post = buildPost();
    setup(post, [[addComment, () => buildEngageResponse(post, { comment: 'Nice' })]]);
    type('Nice');
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    expect(bodiesSentTo(addComment)).toEqual([]);
    fireEvent.keyDown(textarea(), { key: 'Enter', metaKey: true });
    await waitFor(() => expect(bodiesSentTo(addComment)).toHaveLength(1));
  });

  it('edits the own comment', async () => {
    const post = buildPost({ comment: 'First take' });
    setup(post, [[editComment, () => buildEngageResponse(post, { comment: 'Second take' })]]);

    expect(screen.getByText('Your comment:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect((editor as HTMLTextAreaElement).value).toBe('First take');
    fireEvent.change(editor, { target: { value: 'Second take' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(editComment)).toEqual([{ id: post.id, comment: 'Second take' }]));
    expect(await screen.findByText('Second take')).toBeTruthy();
  });

  it('deletes the own comment only after confirmation', async () => {
    const post = buildPost({ comment: 'Mine' });
    setup(post, [[deleteComment, () => buildEngageResponse(post, { comment: null })]]);

    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(await screen.findByText(DELETE_COMMENT_QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(DELETE_COMMENT_QUESTION)).toBeNull());
    expect(bodiesSentTo(deleteComment)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesSentTo(deleteComment)).toEqual([{ id: post.id }]));
    expect(await screen.findByPlaceholderText(COMMENT_PLACEHOLDER)).toBeTruthy();
    expect(screen.queryByText('Your comment:')).toBeNull();
  });
});

describe('AI suggestions', () => {
  it('lists suggestions and fills the text area with the one clicked', async () => {
    const post = buildPost();
    setup(post, [
      [aiSuggestComments, () => ({ suggestions: ['Well said.', 'How did you measure it?'], engine: 'local' })],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'AI suggestion' }));
    expect(await screen.findByText('Suggested responses:')).toBeTruthy();
    expect(screen.getByText(/Basic suggestions/)).toBeTruthy();
    expect(bodiesSentTo(aiSuggestComments)).toEqual([{ id: post.id }]);
    fireEvent.click(screen.getByRole('button', { name: 'How did you measure it?' }));
    expect(textarea().value).toBe('How did you measure it?');
  });

  it('does not label suggestions from the configured model as basic', async () => {
    setup(buildPost(), [[aiSuggestComments, () => ({ suggestions: ['Well said.'], engine: 'model' })]]);
    fireEvent.click(screen.getByRole('button', { name: 'AI suggestion' }));
    expect(await screen.findByText('Suggested responses:')).toBeTruthy();
    expect(screen.queryByText(/Basic suggestions/)).toBeNull();
  });

  it('says to contact support when no suggestions come back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(buildPost(), [[aiSuggestComments, () => ({ suggestions: [], engine: 'model' })]]);
    fireEvent.click(screen.getByRole('button', { name: 'AI suggestion' }));
    expect(await screen.findByText(SUGGESTIONS_FAILED)).toBeTruthy();
  });

  it('says to contact support when the answer is not a list (it fails the contract)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(buildPost(), [
      [
        aiSuggestComments,
        () => {
          throw new ApiError({ status: 200, kind: 'unhandled', message: CLIENT_ERROR_MESSAGES.unhandled });
        },
      ],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'AI suggestion' }));
    expect(await screen.findByText(SUGGESTIONS_FAILED)).toBeTruthy();
  });

  it("shows the error's message otherwise", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const spent = 'The daily AI allowance is spent; it renews at midnight UTC';
    setup(buildPost(), [
      [
        aiSuggestComments,
        () => {
          throw new ApiError({
            status: 429,
            kind: 'unhandled',
            message: CLIENT_ERROR_MESSAGES.unhandled,
            serverMessage: spent,
          });
        },
      ],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'AI suggestion' }));
    expect(await screen.findByText(spent)).toBeTruthy();
  });
});
