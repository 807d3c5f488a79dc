// The e-mail finder's interface, apart from the factory that picks an implementation: the implementations
// import this file, and the factory imports them, so no file imports back the one importing it.

export type EmailFinderProvider = 'hunter' | 'builtin';

/** One lookup's answer; `email` null means nobody was found at that domain. */
export type EmailGuess = {
  email: string | null;
  /** True only when the provider checked the address is deliverable. */
  verified: boolean;
  provider: EmailFinderProvider;
  /** Other plausible addresses (the built-in finder's patterns after the first). */
  alternatives: string[];
  /** A provider hiccup (time-out, DNS failure): the answer should not be cached. */
  transient: boolean;
};

export interface EmailFinder {
  readonly provider: EmailFinderProvider;
  /** `domain` is a bare host name (see companyDomain). */
  find(person: { fullName: string; domain: string }): Promise<EmailGuess>;
}
