import type { AiEngine } from '@inroad/contracts/ai';
import type { CreateAnswerSuggestionBody } from '@inroad/contracts/create';
import { Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { useSuggestPostDrafts } from '../api/suggest-post-drafts.ts';
import { type CreateContentAnswers, CreateContentForm, EMPTY_ANSWERS } from './create-content-form.tsx';
import { DraftPreview } from './draft-preview.tsx';

const IDEA_REQUIRED = 'Enter the idea this post is about';

interface Generated {
  drafts: string[];
  engine: AiEngine;
  selected: number;
}

function requestOf(answers: CreateContentAnswers): CreateAnswerSuggestionBody | null {
  if (answers.postFormat === null) return null;
  // Blank fields are left out so the drafts only use what the user actually wrote.
  const presetFields = Object.fromEntries(Object.entries(answers.fields).filter(([, text]) => text.trim() !== ''));
  return {
    manualIdea: answers.idea.trim(),
    answerType: answers.answerType,
    postFormat: answers.postFormat,
    userPrompt: answers.userPrompt.trim() || undefined,
    presetFields,
    template: answers.answerType === 'hot_take' ? answers.template : undefined,
  };
}

/**
 * Create Content (create-and-account.md §2): the form, then drafts to choose from. Saving the chosen
 * draft to the content queue and scheduling it come with the content queue itself.
 */
export function CreateContentModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const [answers, setAnswers] = useState<CreateContentAnswers>(EMPTY_ANSWERS);
  const [ideaError, setIdeaError] = useState<string | null>(null);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const suggest = useSuggestPostDrafts();

  const generate = () => {
    const request = requestOf(answers);
    if (!request) return;
    if (!request.manualIdea) {
      setIdeaError(IDEA_REQUIRED);
      return;
    }
    setIdeaError(null);
    suggest.mutate(request, {
      onSuccess: (result) =>
        setGenerated({ drafts: result.postDraft.map((d) => d.postContent), engine: result.engine, selected: 0 }),
    });
  };

  const editDraft = (index: number, text: string) =>
    setGenerated((g) => g && { ...g, drafts: g.drafts.map((d, i) => (i === index ? text : d)) });
  const deleteDraft = (index: number) =>
    setGenerated((g) => {
      if (!g) return g;
      const drafts = g.drafts.filter((_, i) => i !== index);
      const selected = g.selected > index ? g.selected - 1 : Math.min(g.selected, Math.max(drafts.length - 1, 0));
      return { ...g, drafts, selected };
    });
  const chosen = generated?.drafts[generated.selected];

  return (
    <Modal opened onClose={onClose} title="Create Content" size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      {generated === null ? (
        <CreateContentForm
          answers={answers}
          onChange={setAnswers}
          onSubmit={generate}
          loading={suggest.isPending}
          ideaError={ideaError}
        />
      ) : (
        <Stack gap="md">
          <DraftPreview
            drafts={generated.drafts}
            engine={generated.engine}
            selected={generated.selected}
            onSelect={(selected) => setGenerated((g) => g && { ...g, selected })}
            onEdit={editDraft}
            onDelete={deleteDraft}
          />
          <Text size="xs" c="dimmed">
            Saving drafts to the content queue and scheduling them are not available yet; copy the draft you chose.
          </Text>
          <Group justify="space-between">
            <Button variant="default" onClick={() => setGenerated(null)}>
              Back
            </Button>
            <Group>
              <Button variant="default" onClick={generate} loading={suggest.isPending}>
                Regenerate
              </Button>
              <CopyButton value={chosen ?? ''}>
                {({ copied, copy }) => (
                  <Button onClick={copy} disabled={chosen === undefined}>
                    {copied ? 'Copied' : 'Copy draft'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
