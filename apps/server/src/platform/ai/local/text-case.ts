// The case of the user's own words where a template places them: mid-sentence, or opening one.

/** For use mid-sentence: lower-cases the first letter unless it starts an acronym or a name like "I". */
export function inline(text: string): string {
  if (text === '' || /^\p{Lu}[\p{Lu}\d]/u.test(text) || /^I\b/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
