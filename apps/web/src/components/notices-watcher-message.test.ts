import { describe, expect, it } from 'vitest';
import { messageUnderTitle } from './notices-watcher.tsx';

describe('messageUnderTitle', () => {
  it('drops the title the message begins with', () => {
    expect(messageUnderTitle('Post not published: LinkedIn answered 422', 'Post not published')).toBe(
      'LinkedIn answered 422',
    );
  });

  it('starts what is left with a capital', () => {
    expect(messageUnderTitle('Post not published: the image is missing', 'Post not published')).toBe(
      'The image is missing',
    );
  });

  it('leaves other messages, and a message that is only the title, as they are', () => {
    expect(messageUnderTitle('Could not like a post', 'Action not done')).toBe('Could not like a post');
    expect(messageUnderTitle('Post not published: ', 'Post not published')).toBe('Post not published: ');
  });
});
