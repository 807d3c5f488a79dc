import type { PostListItem } from '@inroad/contracts/post';
import { type CSSProperties, memo, useState } from 'react';
import { formatShortDate } from '../../../lib/format.ts';
import { safeMediaUrl } from '../../../lib/safe-url.ts';
import { posterName } from './post-poster.tsx';
import classes from './post-row.module.css';
import { postTagList, TAG_KINDS } from './post-tags.tsx';

/** Rows have one line for tags: the first few show. */
const ROW_TAGS = 4;

/** The colours Mantine's Avatar gives initials (color="initials"): one per name, always the same. */
const INITIALS_COLORS = ['blue', 'cyan', 'grape', 'green', 'indigo', 'lime', 'orange', 'pink', 'red', 'teal', 'violet'];

function initialsColor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = ((hash << 5) - hash + name.charCodeAt(i)) | 0;
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length] ?? 'gray';
}

function initials(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

const lightColors = (color: string, prefix: string) =>
  ({
    [`--${prefix}-bg`]: `var(--mantine-color-${color}-light)`,
    [`--${prefix}-color`]: `var(--mantine-color-${color}-light-color)`,
  }) as CSSProperties;

/** The poster's picture, or their initials when there is none or it does not load. */
function RowAvatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  const color = src && !failed ? 'gray' : initialsColor(name);
  return (
    // The name follows it: the initials would only be read twice.
    <span className={classes.avatar} style={lightColors(color, 'avatar')} aria-hidden="true">
      {src && !failed ? (
        <img src={src} alt="" width={28} height={28} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}

function RowTags({ post }: { post: PostListItem }) {
  const all = postTagList(post, { keywords: false });
  if (all.length === 0) return null;
  const hidden = all.length - ROW_TAGS;
  return (
    <span className={classes.tags}>
      {all.slice(0, ROW_TAGS).map(({ kind, tag }) => {
        const { label, color, Icon } = TAG_KINDS[kind];
        return (
          <span
            key={`${kind}:${tag}`}
            className={classes.tag}
            style={lightColors(color, 'tag')}
            title={`${label}: ${tag}`}
          >
            <Icon size={12} />
            <span>{tag}</span>
          </span>
        );
      })}
      {hidden > 0 && (
        <span
          className={classes.tag}
          style={{ '--tag-color': 'var(--mantine-color-gray-light-color)' } as CSSProperties}
          title={`${hidden} more tags`}
        >
          +{hidden}
        </span>
      )}
    </span>
  );
}

interface PostRowProps {
  post: PostListItem;
  active: boolean;
  /** The list's one Tab stop (roving focus): the open post's row, or the first row. */
  tabStop: boolean;
  checked: boolean;
  /** Show the AI summary instead of the post text (when the post has one). */
  showSummary: boolean;
  onOpen: (id: string) => void;
  onToggleChecked: (id: string) => void;
}

/** One inbox row; its list item is POST_ROW_HEIGHT tall, so the virtual list places it without measuring. */
export const PostRow = memo(function PostRow({
  post,
  active,
  tabStop,
  checked,
  showSummary,
  onOpen,
  onToggleChecked,
}: PostRowProps) {
  const name = posterName(post);
  const text = showSummary && post.aiSummary ? post.aiSummary : post.content;
  return (
    <div className={classes.row} data-active={active || undefined}>
      <input
        type="checkbox"
        className={classes.check}
        aria-label={`Select post by ${name}`}
        // Out of the Tab order with the rest of the row: 'x' selects the open post.
        tabIndex={-1}
        checked={checked}
        onChange={() => onToggleChecked(post.id)}
      />
      <button
        type="button"
        className={classes.open}
        data-post-id={post.id}
        tabIndex={tabStop ? 0 : -1}
        onClick={() => onOpen(post.id)}
        aria-current={active ? 'true' : undefined}
      >
        {/* Named by its content (author, date, text, tags), which a screen reader reads as the row. */}
        {/* Spans only: a button holds phrasing content. */}
        <span className={classes.head}>
          <RowAvatar name={name} src={safeMediaUrl(post.posterImage)} />
          <span className={classes.name} style={{ fontWeight: post.isRead ? 500 : 800 }}>
            {name}
          </span>
          {!post.isRead && <span className={classes.unread} title="Unread" />}
          <span className={classes.date}>{formatShortDate(post.postDate)}</span>
        </span>
        {post.posterHeadline && <span className={classes.headline}>{post.posterHeadline}</span>}
        <span className={classes.text}>{text}</span>
        <RowTags post={post} />
      </button>
    </div>
  );
});
