import { splitScript, wholeScript } from './script-sections.ts';

// The recording-section entity and its transitions (create-and-account.md §3, §4). A section is pending until
// its recording is accepted; a recording not accepted yet is the section's draft.

export interface RecordedClip {
  blob: Blob;
  /** Length in seconds, as measured while recording. */
  seconds: number;
}

export interface RecordingSection {
  id: string;
  text: string;
  recording: RecordedClip | null;
  status: 'pending' | 'recorded';
}

export interface StudioSections {
  sections: RecordingSection[];
  /** The section being recorded. */
  current: number;
  silent: boolean;
}

function section(text: string, index: number): RecordingSection {
  return { id: `section-${index + 1}`, text, recording: null, status: 'pending' };
}

/** One section a sentence; in silent mode, the whole script as one section. */
export function sectionsFor(script: string, silent: boolean): StudioSections {
  const texts = silent ? [wholeScript(script)].filter(Boolean) : splitScript(script);
  return { sections: texts.map(section), current: 0, silent };
}

function update(state: StudioSections, change: (section: RecordingSection) => RecordingSection): StudioSections {
  return {
    ...state,
    sections: state.sections.map((s, index) => (index === state.current ? change(s) : s)),
  };
}

/** A recording not yet accepted or redone: recording again overwrites it, so the user is asked first. */
export function hasDraft(section: RecordingSection | undefined): boolean {
  return section?.status === 'pending' && section.recording !== null;
}

/** A finished take becomes the current section's draft. */
export function recorded(state: StudioSections, clip: RecordedClip): StudioSections {
  return update(state, (s) => ({ ...s, recording: clip, status: 'pending' }));
}

/** Accept: the draft is the section's recording; pending → recorded. */
export function accept(state: StudioSections): StudioSections {
  return update(state, (s) => (s.recording ? { ...s, status: 'recorded' } : s));
}

/** Redo: back to pending, the recording dropped. */
export function redo(state: StudioSections): StudioSections {
  return update(state, (s) => ({ ...s, recording: null, status: 'pending' }));
}

/** Next: on to the following section once this one is recorded. */
export function next(state: StudioSections): StudioSections {
  const here = state.sections[state.current];
  if (here?.status !== 'recorded' || isLast(state)) return state;
  return { ...state, current: state.current + 1 };
}

export function select(state: StudioSections, index: number): StudioSections {
  return index >= 0 && index < state.sections.length ? { ...state, current: index } : state;
}

export function isLast(state: StudioSections): boolean {
  return state.current >= state.sections.length - 1;
}

/** Every section recorded: the studio can combine them into the final video. */
export function allRecorded(state: StudioSections): boolean {
  return state.sections.length > 0 && state.sections.every((s) => s.status === 'recorded');
}
