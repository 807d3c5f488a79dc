/**
 * The model answered, twice, but not with what the prompt's schema asks for. Its own module, so the AI service can
 * tell it apart without loading the AI SDK: an answer was made (and paid for), unlike a call that met no model.
 */
export class UnusableModelAnswer extends Error {
  constructor(cause: unknown) {
    super('The model answered with something other than the JSON asked for', { cause });
    this.name = 'UnusableModelAnswer';
  }
}
