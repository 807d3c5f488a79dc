import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { IconExternalLink, IconPlayerPause, IconPlayerPlay } from '../../../../components/icons.tsx';
import { ScriptScroller } from './script-scroller.tsx';
import { openScriptWindow, ScriptWindow } from './script-window.tsx';

const DEFAULT_PACE = 140;

interface TeleprompterProps {
  text: string;
  /** A take is being recorded: the script scrolls unless paused. */
  recording: boolean;
}

/**
 * The script for the current section: in the popped-out window when the user opens it, otherwise (or when the
 * browser blocks pop-ups) here in the studio. The pace and pause apply to both.
 */
export function Teleprompter({ text, recording }: TeleprompterProps) {
  const [pace, setPace] = useState(DEFAULT_PACE);
  const [paused, setPaused] = useState(false);
  const [popup, setPopup] = useState<Window | null>(null);
  const [blocked, setBlocked] = useState(false);
  const running = recording && !paused;

  useEffect(() => () => popup?.close(), [popup]);
  const closed = useCallback(() => setPopup(null), []);

  const popOut = () => {
    const opened = openScriptWindow();
    setBlocked(opened === null);
    setPopup(opened);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NumberInput
          label="Pace (words a minute)"
          value={pace}
          onChange={(value) => setPace(typeof value === 'number' && value > 0 ? value : DEFAULT_PACE)}
          min={60}
          max={260}
          step={10}
          w={170}
          size="xs"
        />
        <Button
          size="xs"
          variant="default"
          leftSection={paused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? 'Resume script' : 'Pause script'}
        </Button>
        {popup ? (
          <Button size="xs" variant="default" onClick={() => popup.close()}>
            Close script window
          </Button>
        ) : (
          <Button size="xs" variant="light" leftSection={<IconExternalLink size={14} aria-hidden />} onClick={popOut}>
            Pop out script
          </Button>
        )}
      </Group>
      {blocked && (
        <Text size="xs" c="dimmed" role="status">
          The browser blocked the script window, so the script shows here.
        </Text>
      )}
      {popup ? (
        <>
          <Text size="sm" c="dimmed">
            The script is in its own window.
          </Text>
          <ScriptWindow popup={popup} text={text} running={running} wordsPerMinute={pace} onClosed={closed} />
        </>
      ) : (
        <Paper withBorder radius="sm" bg="dark.8" c="white">
          <ScriptScroller
            text={text}
            running={running}
            wordsPerMinute={pace}
            label="Script"
            style={{ height: 150, paddingTop: 10, paddingInline: 14, fontSize: 24 }}
          />
        </Paper>
      )}
    </Stack>
  );
}
