import { Anchor, Box, Text, UnstyledButton } from '@mantine/core';
import { Fragment, useId, useLayoutEffect, useRef, useState } from 'react';
import { safeHttpUrl } from '../../../lib/safe-url.ts';

const PREVIEW_LINES = 3;
// Where layout cannot be measured, text this long or with more lines is taken to overflow three lines.
const LONG_TEXT = 240;
const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** The text with its http(s) URLs as links that open in a new tab. */
function LinkedText({ text }: { text: string }) {
  return text.split(URL_PATTERN).map((part, index) => {
    const href = index % 2 === 1 ? safeHttpUrl(part) : null;
    const key = `${index}:${part.length}`;
    return href ? (
      <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
        {part}
      </Anchor>
    ) : (
      <Fragment key={key}>{part}</Fragment>
    );
  });
}

interface ClampedTextProps {
  text: string;
  /** 'more' / 'less', or '...more' / '...less' as the content queue words it. */
  moreLabel?: string;
  lessLabel?: string;
  links?: boolean;
  size?: 'xs' | 'sm';
}

/** Long text shown as its first three lines with a toggle to read the rest. */
export function ClampedText({
  text,
  moreLabel = 'more',
  lessLabel = 'less',
  links = false,
  size = 'sm',
}: ClampedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  const textId = useId();

  useLayoutEffect(() => {
    const el = ref.current;
    const lines = text.split('\n').length;
    const measurable = el !== null && el.clientHeight > 0;
    setOverflows(measurable ? el.scrollHeight > el.clientHeight + 1 : text.length > LONG_TEXT || lines > PREVIEW_LINES);
  }, [text]);

  // Collapsed, blank lines between paragraphs are left out so the three lines shown are lines of text.
  const shown = expanded ? text : text.replace(/\n\s*\n+/g, '\n');
  return (
    <Box>
      <Text
        ref={ref}
        id={textId}
        size={size}
        lineClamp={expanded ? undefined : PREVIEW_LINES}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {links ? <LinkedText text={shown} /> : shown}
      </Text>
      {(overflows || expanded) && (
        <UnstyledButton
          fz="xs"
          c="blue"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={(event) => {
            event.stopPropagation();
            setExpanded((e) => !e);
          }}
        >
          {expanded ? lessLabel : moreLabel}
        </UnstyledButton>
      )}
    </Box>
  );
}
