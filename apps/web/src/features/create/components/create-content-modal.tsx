import type { AnswerType, PostFormat } from '@inroad/contracts/ai';
import {
  ANSWER_TYPE_FIELDS,
  type CreateAnswerSuggestionBody,
  type SaveAnswerBody,
  type SavedAnswer,
  SUGGESTION_ROUND_MAX,
} from '@inroad/contracts/create';
import { Box, Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDiscardGuard } from '../../../components/ui/use-discard-guard.tsx';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid.ts';
import { useAnswerPresets } from '../api/get-answer-presets.ts';
import { useNextFreeSlot } from '../api/get-next-free-slot.ts';
import { destinationRefusal, useSaveAnswer } from '../api/save-answer.ts';
import { usePostDrafts } from '../hooks/use-post-drafts.ts';
import { useTimeZone } from '../hooks/use-time-zone.ts';
import { type ScheduleInput, scheduleRequest } from '../schedule-time.ts';
import { CompleteStep } from './complete-step.tsx';
import { type CreateContentAnswers, CreateContentForm, EMPTY_ANSWERS } from './create-content-form.tsx';
import {
  type DestinationInput,
  DestinationPicker,
  destinationRequest,
  LINKEDIN_DESTINATION,
} from './destination-picker.tsx';
import { DraftPreview } from './draft-preview.tsx';
import { type AttachedMedia, MediaStep } from './media-step.tsx';
import { type AttachedVideo, RecordStep } from './record-step.tsx';
import { ScheduleStep } from './schedule-step.tsx';
import { useStepFocus } from './use-step-focus.ts';

const IDEA_REQUIRED = 'Enter the idea this post is about';

type Step = 'form' | 'preview' | 'record' | 'media' | 'schedule' | 'complete';
const STEP_LABELS: Record<Step, string> = {
  form: 'Details',
  preview: 'Preview',
  record: 'Record',
  media: 'Media',
  schedule: 'Schedule',
  complete: 'Done',
};

/** Long-form posts take an image; short-form ones are recorded in the studio from their script. */
function stepsFor(postFormat: PostFormat | null): Step[] {
  return postFormat === 'shortform_video'
    ? ['form', 'preview', 'record', 'schedule', 'complete']
    : ['form', 'preview', 'media', 'schedule', 'complete'];
}

interface CreateContentModalProps {
  /** The saved idea the post is written for; without one the user types an idea in. */
  idea?: { id: number; text: string };
  /** Writing a new variant of this answer: its post type is fixed. */
  variantOf?: { id: number; postFormat: PostFormat };
  /** A post type the caller fixed. */
  postFormat?: PostFormat;
  onClose: () => void;
}

function presetFieldsFor(answerType: AnswerType, presets: Record<string, string>): Record<string, string> {
  const names: readonly string[] = ANSWER_TYPE_FIELDS[answerType];
  return Object.fromEntries(Object.entries(presets).filter(([name]) => names.includes(name)));
}

function fieldsOf(answers: CreateContentAnswers) {
  // Blank fields are left out so the drafts use only what the user wrote.
  return Object.fromEntries(Object.entries(answers.fields).filter(([, text]) => text.trim() !== ''));
}

const redditPlace = (subreddit?: string | null) => (subreddit ? `r/${subreddit}` : 'your profile');

/** The round after this one, within the request's bound (SUGGESTION_ROUND_MAX). */
const nextRoundAfter = (round: number) => (round + 1) % (SUGGESTION_ROUND_MAX + 1);

/**
 * Create Content (spec §2, §4): form → preview → record (short-form) or media (long-form) → schedule → complete,
 * Back on each step.
 */
export function CreateContentModal({ idea, variantOf, postFormat, onClose }: CreateContentModalProps) {
  useReturnFocus();
  const lockedFormat = variantOf?.postFormat ?? postFormat ?? null;
  const [answers, setAnswers] = useState<CreateContentAnswers>({ ...EMPTY_ANSWERS, postFormat: lockedFormat });
  const [ideaError, setIdeaError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('form');
  const [media, setMedia] = useState<AttachedMedia | null>(null);
  const [imageUploading, setImageUploading] = useState(false);
  const [video, setVideo] = useState<AttachedVideo | null>(null);
  const [schedule, setSchedule] = useState<ScheduleInput>({ choice: 'asap', date: '', time: '09:00' });
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [confirmingRegenerate, setConfirmingRegenerate] = useState(false);
  // The preview's own query (shared by key): with no posting slots there is nothing for 'Next free slot' to take.
  const nextFreeSlot = useNextFreeSlot(step === 'schedule' && schedule.choice === 'next_free_slot');
  const noFreeSlot = schedule.choice === 'next_free_slot' && nextFreeSlot.data?.scheduledTime === null;
  const [saved, setSaved] = useState<SavedAnswer | null>(null);
  const [destination, setDestination] = useState<DestinationInput>(LINKEDIN_DESTINATION);
  const [destinationError, setDestinationError] = useState<string | null>(null);
  const [targetNote, setTargetNote] = useState<string | null>(null);
  const drafts = usePostDrafts();
  const save = useSaveAnswer();
  const timeZone = useTimeZone();
  const presets = useAnswerPresets(idea?.id, answers.answerType).data;
  const steps = stepsFor(answers.postFormat);
  // One container holds whichever step is shown: a refused step puts the cursor in its faulty field, a new step
  // takes focus from the button that brought it.
  const { formRef: stepRef, refused } = useFocusFirstInvalid<HTMLDivElement>();
  useStepFocus(stepRef, step);

  // The fields last used for this idea and type fill a form the user has not started on.
  useEffect(() => {
    if (!presets) return;
    setAnswers((current) =>
      current.answerType === presets.answerType && Object.values(current.fields).every((text) => !text.trim())
        ? { ...current, fields: presetFieldsFor(presets.answerType, presets.presets) }
        : current,
    );
  }, [presets]);
  const at = steps.indexOf(step);
  const back = () => setStep(steps[Math.max(at - 1, 0)] ?? 'form');
  const next = () => setStep(steps[at + 1] ?? 'complete');

  // Regenerate's count since the answers were last sent from the form: the basic engine words each round differently.
  // It wraps at the contract's bound, so a user who keeps asking is never refused.
  const [round, setRound] = useState(0);
  const generate = (nextRound = 0) => {
    if (answers.postFormat === null) return;
    const manualIdea = answers.idea.trim();
    if (!idea && !manualIdea) {
      setIdeaError(IDEA_REQUIRED);
      refused();
      return;
    }
    setIdeaError(null);
    const request: CreateAnswerSuggestionBody = {
      ...(idea ? { contentIdeaId: idea.id } : { manualIdea }),
      answerType: answers.answerType,
      postFormat: answers.postFormat,
      userPrompt: answers.userPrompt.trim() || undefined,
      presetFields: fieldsOf(answers),
      template: answers.answerType === 'hot_take' ? answers.template : undefined,
      round: nextRound,
    };
    drafts.generate(request, () => {
      setRound(nextRound);
      setStep('preview');
    });
  };

  const submit = () => {
    const chosen = drafts.chosen?.trim();
    if (!chosen || answers.postFormat === null) return;
    const when = scheduleRequest(schedule, timeZone);
    if (!when.ok) {
      setScheduleError(when.error);
      refused();
      return;
    }
    setScheduleError(null);
    const where = when.schedule === 'none' ? { ok: true as const, target: null } : destinationRequest(destination);
    if (!where.ok) {
      setDestinationError(where.error);
      refused();
      return;
    }
    setDestinationError(null);
    const body: SaveAnswerBody = {
      ...(idea ? { contentIdeaId: idea.id } : { manualIdea: answers.idea.trim() }),
      contentAnswerId: variantOf?.id,
      postContent: chosen,
      answerType: answers.answerType,
      postFormat: answers.postFormat,
      userPrompt: answers.userPrompt.trim() || undefined,
      presetFields: fieldsOf(answers),
      postTemplate: answers.answerType === 'hot_take' ? answers.template : undefined,
      contentMediaId: answers.postFormat === 'longform_text' ? media?.contentMediaId : video?.contentMediaId,
      schedule: when.schedule,
      scheduledTime: when.scheduledTime,
      // Where it goes is saved with it: a post as soon as possible goes out at once.
      ...(where.target ? { target: where.target } : {}),
    };
    save.mutate(body, {
      onSuccess: (result) => {
        setSaved(result);
        setTargetNote(where.target ? `It goes to ${redditPlace(where.target.subreddit)} on Reddit.` : null);
        setStep('complete');
      },
      // A destination the server refused (the post is not saved) is told beside the destination.
      onError: (error) => {
        const refusal = where.target ? destinationRefusal(error) : null;
        if (refusal) {
          setDestinationError(refusal);
          refused();
        }
      },
    });
  };

  // What closing the flow would lose: anything typed, drafts, an image or a recording (the Done step has saved it).
  // Fields as the idea's presets filled them are not the user's work: the next opening fills them again.
  const filled = presets?.answerType === answers.answerType ? presetFieldsFor(presets.answerType, presets.presets) : {};
  const typed =
    [answers.idea, answers.userPrompt].some((text) => text.trim()) ||
    Object.entries(answers.fields).some(([name, text]) => text.trim() && text !== filled[name]);
  const guard = useDiscardGuard({
    dirty: step !== 'complete' && (typed || drafts.generated !== null || media !== null || video !== null),
    title: 'Discard this post?',
    message: 'What you wrote, its drafts and any image or recording attached are lost.',
    onDiscard: onClose,
  });

  const backButton = (
    <Button variant="default" onClick={back} disabled={save.isPending || imageUploading}>
      Back
    </Button>
  );

  return (
    <Modal
      opened
      title={variantOf ? 'New Post Variant' : 'Create Content'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Escape in a confirmation above it closes that alone, not the whole flow with the user's drafts.
      {...guard.modalProps}
    >
      <Stepper active={at} size="xs" mb="lg" allowNextStepsSelect={false} aria-label="Steps">
        {steps.map((s) => (
          // The colour alone says which step is current; this says it to a screen reader.
          <Stepper.Step key={s} label={STEP_LABELS[s]} aria-current={s === step ? 'step' : undefined} />
        ))}
      </Stepper>
      <Box
        ref={stepRef}
        role="group"
        aria-label={`Step ${at + 1} of ${steps.length}: ${STEP_LABELS[step]}`}
        tabIndex={-1}
      >
        {step === 'form' && (
          <CreateContentForm
            answers={answers}
            onChange={setAnswers}
            onSubmit={() => generate()}
            loading={drafts.generating}
            ideaError={ideaError}
            lockedIdea={idea?.text}
            formatLocked={lockedFormat !== null}
          />
        )}
        {step === 'preview' && drafts.generated && (
          <Stack gap="md">
            <DraftPreview
              drafts={drafts.generated.drafts}
              engine={drafts.generated.engine}
              selected={drafts.generated.selected}
              onSelect={drafts.select}
              onEdit={drafts.edit}
              onDelete={drafts.remove}
            />
            {answers.postFormat === 'shortform_video' && (
              <Text size="xs" c="dimmed">
                The video is recorded from this script in the next step.
              </Text>
            )}
            <Group justify="space-between">
              {backButton}
              <Group>
                <Button
                  variant="default"
                  onClick={() => (drafts.edited ? setConfirmingRegenerate(true) : generate(nextRoundAfter(round)))}
                  loading={drafts.generating}
                >
                  Regenerate
                </Button>
                <Button onClick={next} disabled={!drafts.chosen?.trim() || drafts.generating}>
                  Next
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
        {step === 'record' && (
          <Stack gap="md">
            <RecordStep
              script={drafts.chosen ?? ''}
              video={video}
              onRecorded={(recorded) => {
                setVideo(recorded);
                setStep('schedule');
              }}
            />
            <Group justify="space-between">
              {backButton}
              <Button onClick={next}>Next</Button>
            </Group>
          </Stack>
        )}
        {step === 'media' && (
          <Stack gap="md">
            <MediaStep media={media} onChange={setMedia} onUploadingChange={setImageUploading} />
            <Group justify="space-between">
              {backButton}
              <Button onClick={next} loading={imageUploading}>
                Next
              </Button>
            </Group>
          </Stack>
        )}
        {step === 'schedule' && (
          <Stack gap="md">
            <ScheduleStep
              value={schedule}
              timeZone={timeZone}
              error={scheduleError}
              onChange={(value) => {
                setSchedule(value);
                setScheduleError(null);
              }}
            />
            {schedule.choice !== 'none' && (
              <DestinationPicker
                value={destination}
                onChange={(value) => {
                  setDestination(value);
                  setDestinationError(null);
                }}
                hasImage={answers.postFormat === 'longform_text' && media !== null}
                error={destinationError}
              />
            )}
            <Group justify="space-between">
              {backButton}
              <Button onClick={submit} loading={save.isPending} disabled={noFreeSlot}>
                {schedule.choice === 'none' ? 'Save Draft' : 'Schedule'}
              </Button>
            </Group>
          </Stack>
        )}
        {step === 'complete' && saved && (
          <Stack gap="md">
            <CompleteStep saved={saved} timeZone={timeZone} note={targetNote} />
            <Group justify="flex-end">
              <Button onClick={onClose}>Done</Button>
            </Group>
          </Stack>
        )}
      </Box>
      <ConfirmDialog
        opened={confirmingRegenerate}
        title="Regenerate drafts?"
        message="New drafts replace these, and your edits to them are lost."
        confirmLabel="Regenerate"
        onCancel={() => setConfirmingRegenerate(false)}
        onConfirm={() => {
          setConfirmingRegenerate(false);
          generate(nextRoundAfter(round));
        }}
      />
      {guard.dialog}
    </Modal>
  );
}
