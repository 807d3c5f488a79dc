import { OTHER_TAG, type Post, type PostListItem } from '@inroad/contracts/post';
import { ownValue } from '@inroad/contracts/records';
import { Badge, Group } from '@mantine/core';
import type { ComponentType } from 'react';
import { IconKey, IconRadar, IconRss, IconSparkles } from '../../../components/icons.tsx';

export type TagKind = 'source' | 'rule' | 'content' | 'keyword';

export const TAG_KINDS: Record<TagKind, { label: string; color: string; Icon: ComponentType<{ size?: number }> }> = {
  source: { label: 'Source tag', color: 'gray', Icon: IconRss },
  rule: { label: 'Tracker tag', color: 'violet', Icon: IconRadar },
  content: { label: 'System tag', color: 'teal', Icon: IconSparkles },
  keyword: { label: 'Keyword', color: 'yellow', Icon: IconKey },
};

/** A post's tags in the order they show; keyword tags come with the whole post only (list rows leave them out). */
export function postTagList(
  post: PostListItem & Partial<Pick<Post, 'keywordTags'>>,
  options: { keywords?: boolean } = {},
): { kind: TagKind; tag: string }[] {
  const lists: [TagKind, string[]][] = [
    ['content', post.contentTags],
    ['rule', post.ruleTags],
    ['source', post.sourceTags],
  ];
  if (options.keywords) lists.push(['keyword', post.keywordTags ?? []]);
  return lists.flatMap(([kind, tags]) => tags.filter((tag) => tag !== OTHER_TAG).map((tag) => ({ kind, tag })));
}

interface PostTagsProps {
  post: Post;
  /** Rows have one line for tags: they show the first few and wrap nothing. */
  max?: number;
  keywords?: boolean;
}

/** The post's tags, each with its kind's icon: source (feed), rule (tracker), content (system), keyword. */
export function PostTags({ post, max, keywords = true }: PostTagsProps) {
  const all = postTagList(post, { keywords });
  if (all.length === 0) return null;
  const shown = max === undefined ? all : all.slice(0, max);
  const hidden = all.length - shown.length;

  return (
    <Group gap={6} wrap={max === undefined ? 'wrap' : 'nowrap'} style={{ overflow: 'hidden' }} aria-label="Tags">
      {shown.map(({ kind, tag }) => {
        const { label, color, Icon } = TAG_KINDS[kind];
        // A tracker tag an AI rule gave says why: the judge's reason.
        // Its own reasons only: a tag is the user's text, and 'constructor' is a key every object answers.
        const reason = kind === 'rule' && post.ruleTagReasons ? ownValue(post.ruleTagReasons, tag) : undefined;
        return (
          <Badge
            key={`${kind}:${tag}`}
            variant="light"
            color={color}
            size="sm"
            tt="none"
            leftSection={<Icon size={12} />}
            title={reason ? `${label}: ${tag}. ${reason}` : `${label}: ${tag}`}
            style={{ flexShrink: 0, maxWidth: 220 }}
          >
            {tag}
          </Badge>
        );
      })}
      {hidden > 0 && (
        <Badge variant="transparent" color="gray" size="sm" tt="none" title={`${hidden} more tags`}>
          +{hidden}
        </Badge>
      )}
    </Group>
  );
}
