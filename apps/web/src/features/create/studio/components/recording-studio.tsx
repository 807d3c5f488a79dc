import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { IconPlayerRecordFilled, IconPlayerStopFilled } from '../../../../components/icons.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { ownEscapeProps } from '../../../../components/ui/own-escape.ts';
import { useReturnFocus } from '../../../../components/ui/use-return-focus.ts';
import type { UploadedMedia } from '../../../../lib/upload-media.ts';
import { cameraProblemMessage } from '../camera-access.ts';
import { allRecorded, hasDraft, isLast } from '../recording-sections.ts';
import {
  CLOSE_STUDIO_CONFIRMATION,
  NO_VIDEO_FORMAT_MESSAGE,
  OVERWRITE_DRAFT_CONFIRMATION,
} from '../studio-constants.ts';
import { type Studio, useStudio } from '../use-studio.ts';
import { CameraFrame } from './camera-frame.tsx';
import { FinalPreview } from './final-preview.tsx';
import { SectionList } from './section-list.tsx';
import { Teleprompter } from './teleprompter.tsx';

export interface RecordedVideo extends UploadedMedia {
  contentType: string;
}

interface RecordingStudioProps {
  script: string;
  onComplete: (video: RecordedVideo) => void;
  onClose: () => void;
}

/** Record / Stop, Redo, Accept, and Next (Finish on the last section). */
function TakeControls({ studio, onRecord }: { studio: Studio; onRecord: () => void }) {
  const { state, recorder } = studio;
  const section = state.sections[state.current];
  const last = isLast(state);
  return (
    <Group gap="xs">
      {recorder.recording ? (
        <Button
          color="red"
          leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
          onClick={studio.stop}
          disabled={recorder.starting}
        >
          Stop
        </Button>
      ) : (
        <Button
          color="red"
          variant="light"
          leftSection={<IconPlayerRecordFilled size={16} aria-hidden />}
          onClick={onRecord}
          disabled={!studio.stream || section?.status === 'recorded'}
        >
          Record
        </Button>
      )}
      <Button variant="default" onClick={studio.redo} disabled={recorder.recording || !section?.recording}>
        Redo
      </Button>
      <Button variant="default" onClick={studio.accept} disabled={recorder.recording || !hasDraft(section)}>
        Accept
      </Button>
      {last ? (
        <Button onClick={studio.finish} disabled={recorder.recording || !allRecorded(state)}>
          Finish
        </Button>
      ) : (
        <Button onClick={studio.next} disabled={recorder.recording || section?.status !== 'recorded'}>
          Next
        </Button>
      )}
    </Group>
  );
}

/** Why the mode switch is greyed once a take exists: the takes of one mode do not make a video of the other. */
const MODE_FIXED_HINT = 'The mode is set once a take is recorded. Redo every take to change it.';
const MODE_FIXED_HINT_ID = 'recording-mode-fixed';

function SectionsPhase({ studio, onRecord }: { studio: Studio; onRecord: () => void }) {
  const { state, recorder } = studio;
  const started = state.sections.some((s) => s.recording !== null);
  const section = state.sections[state.current];
  const problem = studio.cameraProblem && cameraProblemMessage(studio.cameraProblem, state.silent);
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <CameraFrame
        stream={studio.stream}
        problem={problem}
        recording={recorder.recording}
        starting={recorder.starting}
        elapsed={recorder.elapsed}
        onRetry={studio.retryCamera}
      />
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <SegmentedControl
          aria-label="Recording mode"
          aria-describedby={started ? MODE_FIXED_HINT_ID : undefined}
          value={state.silent ? 'silent' : 'sections'}
          onChange={(value) => studio.setSilent(value === 'silent')}
          disabled={started || recorder.recording}
          data={[
            { value: 'sections', label: 'Section by section' },
            { value: 'silent', label: 'Silent mode' },
          ]}
        />
        {started && (
          <Text id={MODE_FIXED_HINT_ID} size="xs" c="dimmed">
            {MODE_FIXED_HINT}
          </Text>
        )}
        {state.silent && (
          <Text size="sm" c="dimmed">
            Silent mode records the whole script at once without the microphone; a background track plays under the
            captions.
          </Text>
        )}
        <SectionList
          sections={state.sections}
          current={state.current}
          disabled={recorder.recording}
          onSelect={studio.select}
        />
        <TakeControls studio={studio} onRecord={onRecord} />
        {(studio.error ?? recorder.error) && (
          <Alert color="red" variant="light" role="alert">
            {studio.error ?? recorder.error}
          </Alert>
        )}
        {section && <Teleprompter text={section.text} recording={recorder.recording && !recorder.starting} />}
      </Stack>
    </Group>
  );
}

/** The Recording Studio (create-and-account.md §2, §4): records the script section by section or in silent mode. */
export function RecordingStudio({ script, onComplete, onClose }: RecordingStudioProps) {
  useReturnFocus();
  const studio = useStudio(script);
  const [confirm, setConfirm] = useState<'close' | 'overwrite' | null>(null);
  const section = studio.state.sections[studio.state.current];

  const record = () => (hasDraft(section) ? setConfirm('overwrite') : studio.record());
  const close = () => {
    studio.close();
    onClose();
  };

  let body: React.ReactNode;
  if (!studio.format) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {NO_VIDEO_FORMAT_MESSAGE}
      </Alert>
    );
  } else if (studio.state.sections.length === 0) {
    body = <Text>The script has no sentences to record. Go back and write the script first.</Text>;
  } else if (studio.phase === 'combining') {
    body = (
      <Stack align="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text>Combining your sections into one video…</Text>
      </Stack>
    );
  } else if (studio.phase === 'final' && studio.final) {
    const final = studio.final;
    body = (
      <FinalPreview
        url={final.url}
        seconds={final.seconds}
        error={studio.error}
        uploading={studio.uploading}
        onBack={studio.backToSections}
        onComplete={() =>
          void studio.complete((media) => {
            studio.close();
            onComplete({ ...media, contentType: final.contentType });
          })
        }
      />
    );
  } else {
    body = <SectionsPhase studio={studio} onRecord={record} />;
  }

  return (
    <>
      <Modal
        opened
        onClose={() => setConfirm('close')}
        title="Recording Studio"
        size={1000}
        closeButtonProps={{ 'aria-label': 'Close studio' }}
        // Escape asks too; the key must not also reach the question it opens (which would close it at once).
        {...ownEscapeProps(() => setConfirm('close'))}
      >
        {body}
      </Modal>
      <ConfirmDialog
        opened={confirm === 'close'}
        title="Close the studio?"
        message={CLOSE_STUDIO_CONFIRMATION}
        confirmLabel="Close studio"
        danger
        onCancel={() => setConfirm(null)}
        onConfirm={close}
      />
      <ConfirmDialog
        opened={confirm === 'overwrite'}
        title="Overwrite the draft?"
        message={OVERWRITE_DRAFT_CONFIRMATION}
        confirmLabel="Record again"
        danger
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          studio.record();
        }}
      />
    </>
  );
}
