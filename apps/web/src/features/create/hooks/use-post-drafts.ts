import type { AiEngine } from '@inroad/contracts/ai';
import type { CreateAnswerSuggestionBody } from '@inroad/contracts/create';
import { useState } from 'react';
import { useSuggestPostDrafts } from '../api/suggest-post-drafts.ts';

export interface GeneratedDrafts {
  drafts: string[];
  /** The drafts as they came: what an edit is told from. */
  asGenerated: readonly string[];
  engine: AiEngine;
  selected: number;
}

/** The preview's drafts: generated, edited in place, deleted, one of them selected. */
export function usePostDrafts() {
  const [generated, setGenerated] = useState<GeneratedDrafts | null>(null);
  const suggest = useSuggestPostDrafts();

  const generate = (request: CreateAnswerSuggestionBody, onDone?: () => void) =>
    suggest.mutate(request, {
      onSuccess: (result) => {
        const drafts = result.postDraft.map((d) => d.postContent);
        setGenerated({ drafts, asGenerated: drafts, engine: result.engine, selected: 0 });
        onDone?.();
      },
    });
  const select = (selected: number) => setGenerated((g) => g && { ...g, selected });
  const edit = (index: number, text: string) =>
    setGenerated((g) => g && { ...g, drafts: g.drafts.map((d, i) => (i === index ? text : d)) });
  const remove = (index: number) =>
    setGenerated((g) => {
      if (!g) return g;
      const drafts = g.drafts.filter((_, i) => i !== index);
      const selected = g.selected > index ? g.selected - 1 : Math.min(g.selected, Math.max(drafts.length - 1, 0));
      return { ...g, drafts, selected };
    });

  return {
    generated,
    chosen: generated?.drafts[generated.selected],
    /** Whether a draft still shown holds the user's edits, which regenerating would replace. */
    edited: generated?.drafts.some((draft) => !generated.asGenerated.includes(draft)) ?? false,
    generating: suggest.isPending,
    generate,
    select,
    edit,
    remove,
  };
}
