import type { Post } from '@inroad/contracts/post';
import { ActionIcon, Anchor, Box, Button, CopyButton, Group, Mark, Text } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { IconCheck, IconCopy } from '../../../components/icons.tsx';
import { contentParts, highlightTerms } from './post-text.ts';
import { useSearchHighlight } from './search-highlight.ts';

const PREVIEW_LINES = 3;
// Where layout cannot be measured, text this long or with this many lines is assumed to overflow 3 lines.
const LONG_TEXT = 280;

function RichText({ post }: { post: Post }) {
  const search = useSearchHighlight();
  const parts = useMemo(() => {
    const { keywords, tags } = highlightTerms(post);
    return contentParts(post.content, keywords, tags, search);
  }, [post, search]);

  return parts.map((part, index) => {
    const key = `${index}:${part.kind}`;
    if (part.kind === 'link') {
      return (
        <Anchor key={key} href={part.href} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
          {part.text}
        </Anchor>
      );
    }
    if (part.kind === 'search') {
      return (
        <Mark key={key} color="orange" title={`Search: ${part.keyword}`}>
          {part.text}
        </Mark>
      );
    }
    if (part.kind === 'keyword') {
      return (
        <Mark key={key} color="yellow" title={`Keyword: ${part.keyword}`}>
          {part.text}
        </Mark>
      );
    }
    if (part.kind === 'tag') {
      return (
        <Mark key={key} color="blue" title={`Tag: ${part.keyword}`}>
          {part.text}
        </Mark>
      );
    }
    return part.text;
  });
}

/** The post text with highlights and links: 3 lines, then 'more'; plus a copy-content button. */
export function PostContent({ post }: { post: Post }) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    setExpanded(false);
    const el = textRef.current;
    if (!el) return;
    const measurable = el.clientHeight > 0 && el.scrollHeight > 0;
    const lines = post.content.split('\n').length;
    setOverflows(
      measurable ? el.scrollHeight > el.clientHeight + 1 : post.content.length > LONG_TEXT || lines > PREVIEW_LINES,
    );
  }, [post.content]);

  if (post.content.trim() === '') {
    return (
      <Text c="dimmed" fs="italic" size="sm">
        This post has no text.
      </Text>
    );
  }

  return (
    <Box>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Text
          ref={textRef}
          component="div"
          lineClamp={expanded ? undefined : PREVIEW_LINES}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flex: 1 }}
          data-testid="post-content"
        >
          <RichText post={post} />
        </Text>
        <CopyButton value={post.content}>
          {({ copied, copy }) => (
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              aria-label="Copy content"
              title={copied ? 'Copied' : 'Copy content'}
              onClick={copy}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          )}
        </CopyButton>
      </Group>
      {(overflows || expanded) && (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'less' : 'more'}
        </Button>
      )}
    </Box>
  );
}
