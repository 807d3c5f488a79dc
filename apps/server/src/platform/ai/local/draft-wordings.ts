import { capitalise } from './text-case.ts';

// The basic drafts' own words, in a few wordings for Regenerate (draft-post.ts arranges the user's words in them).

/**
 * The engine's own words around the user's, in a few wordings: each Regenerate (`round`) takes the next, so asking
 * again gives other drafts rather than the same ones. Round 0 is the first wording.
 */
export interface Wording {
  mistakeOf: (who: string, reach: string, wrong: string) => string;
  theMistake: string;
  instead: string;
  works: string;
  listHeading: (who: string, reach: string) => string;
  stop: string;
  saveIt: string;
  askedHow: (reach: string) => string;
  askedAbout: string;
  answer: string;
  notWorking: string;
  askBack: string;
  disagree: (wisdom: string) => string;
  halfTrue: string;
  firstHand: string;
  myAdvice: string;
  whereDoYouLand: string;
  usedToBelieve: (wisdom: string) => string;
  learnedAbout: (phrase: string) => string;
  changedMyView: (wisdom: string) => string;
  notTheOnlyOne: string;
  soMyAdvice: string;
}

const WORDINGS: Wording[] = [
  {
    mistakeOf: (who, reach, wrong) => `Most ${who} trying to ${reach} make the same mistake: ${wrong}.`,
    theMistake: 'The mistake most people make',
    instead: 'What works instead',
    works: 'What works',
    listHeading: (who, reach) => `How ${who} can ${reach} (without the usual detour):`,
    stop: 'Stop',
    saveIt: 'Save this for the next time you plan the quarter.',
    askedHow: (reach) => `A question I get a lot: how do you ${reach}?`,
    askedAbout: 'People often ask me',
    answer: 'My honest answer',
    notWorking: "What doesn't work",
    askBack: 'What would you add?',
    disagree: (wisdom) => `Everyone says ${wisdom}. I disagree.`,
    halfTrue: 'is only half true',
    firstHand: "I've seen it first-hand",
    myAdvice: 'My advice',
    whereDoYouLand: 'Where do you land on this?',
    usedToBelieve: (wisdom) => `I used to believe ${wisdom}.`,
    learnedAbout: (phrase) => `Something I've learned about ${phrase}:`,
    changedMyView: (wisdom) => `It changed how I think about "${wisdom}".`,
    notTheOnlyOne: "I'm not the only one.",
    soMyAdvice: "So here's my advice",
  },
  {
    mistakeOf: (who, reach, wrong) => `The mistake I see most from ${who} trying to ${reach}: ${wrong}.`,
    theMistake: 'The mistake I see most',
    instead: 'Do this instead',
    works: 'What I recommend',
    listHeading: (_who, reach) => `The short version, if you want to ${reach}:`,
    stop: 'Drop this',
    saveIt: 'Bookmark this for your next planning session.',
    askedHow: (reach) => `I keep getting asked how to ${reach}.`,
    askedAbout: 'I get asked a lot',
    answer: 'The short answer',
    notWorking: 'What I would stop doing',
    askBack: "What's worked for you?",
    disagree: (wisdom) => `You hear it all the time: ${wisdom}. I don't buy it.`,
    halfTrue: 'is only part of the story',
    firstHand: "I've lived this",
    myAdvice: "What I'd tell you",
    whereDoYouLand: 'Agree, or not?',
    usedToBelieve: (wisdom) => `For years I was sure ${wisdom}.`,
    learnedAbout: (phrase) => `What ${phrase} taught me:`,
    changedMyView: (wisdom) => `Since then I no longer take "${wisdom}" at face value.`,
    notTheOnlyOne: "And it isn't just me.",
    soMyAdvice: 'If you take one thing away',
  },
  {
    mistakeOf: (who, reach, wrong) => `${capitalise(who)} trying to ${reach} often make one mistake: ${wrong}.`,
    theMistake: 'What holds most people back',
    instead: 'The better way',
    works: 'What moves the needle',
    listHeading: (who, reach) => `${capitalise(reach)}: what ${who} get wrong, and the fix.`,
    stop: 'Avoid this',
    saveIt: 'Worth keeping for the next time you plan the quarter.',
    askedHow: (reach) => `"How do you ${reach}?" comes up in almost every conversation I have.`,
    askedAbout: 'People keep asking me',
    answer: 'What I tell them',
    notWorking: 'What I see fail',
    askBack: 'Would you do it differently?',
    disagree: (wisdom) => `The usual line is that ${wisdom}. I think that's wrong.`,
    halfTrue: 'misses half the picture',
    firstHand: 'From my own work',
    myAdvice: 'My suggestion',
    whereDoYouLand: "What's your take?",
    usedToBelieve: (wisdom) => `I once took it as given that ${wisdom}.`,
    learnedAbout: (phrase) => `A lesson about ${phrase}, learned the hard way:`,
    changedMyView: (wisdom) => `That is when "${wisdom}" stopped ringing true for me.`,
    notTheOnlyOne: 'Others have seen the same.',
    soMyAdvice: 'My advice',
  },
];

/** The wording of a round: the first one for round 0, the next for each Regenerate, then round again. */
export function wordingOf(round = 0): Wording {
  return WORDINGS[Math.abs(Math.trunc(round)) % WORDINGS.length]!;
}

/** The drafts turned by the round, so a Regenerate also leads with another shape (pinned drafts stay first). */
export function turned<T>(drafts: T[], round: number, pinned = 0): T[] {
  const rest = drafts.slice(pinned);
  if (rest.length === 0) return drafts;
  const by = Math.abs(Math.trunc(round)) % rest.length;
  return [...drafts.slice(0, pinned), ...rest.slice(by), ...rest.slice(0, by)];
}
