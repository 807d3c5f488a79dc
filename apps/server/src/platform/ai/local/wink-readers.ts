import { createRequire } from 'node:module';
import path from 'node:path';
import type WinkModel from 'wink-eng-lite-web-model';
import type WinkNLP from 'wink-nlp';
import type { WinkMethods } from 'wink-nlp';
import { SERVER_ROOT } from '../../../lib/server-root.ts';

// wink and its English model are loaded with the first reader (a start that reads no post pays nothing for them);
// both are CommonJS, so they load synchronously where a reader is asked for, as the server's own dependencies.
const require = createRequire(path.join(SERVER_ROOT, 'package.json'));

/**
 * A wink reader, loaded on first use and replaced after `READER_DOCS` documents. wink adds every token it
 * has not seen (names, numbers, links) to the instance's lexicon and never drops them, so a server that
 * reads posts for weeks would grow without bound; a fresh instance (about 0.2 s to build) starts clean.
 */
const READER_DOCS = 25_000;

interface Reader {
  get(): WinkMethods;
}

function reader(pipe: string[]): Reader {
  let instance: WinkMethods | undefined;
  let docs = 0;
  return {
    get() {
      if (!instance || docs >= READER_DOCS) {
        const winkNLP = require('wink-nlp') as typeof WinkNLP;
        const model = require('wink-eng-lite-web-model') as typeof WinkModel;
        instance = winkNLP(model, pipe);
        docs = 0;
      }
      docs++;
      return instance;
    },
  };
}

// Bulk work (summaries, tags, rules) runs on every ingested post and reads it with the light tokenizer,
// asking wink only for the lemma and stop-word flag of words it has not seen yet, without a pipeline.
// Phrase extraction, which needs part-of-speech tags, reads with the deep reader.
export const wordReader = reader([]);
export const deepReader = reader(['sbd', 'pos']);
