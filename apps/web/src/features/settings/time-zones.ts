/** The zone the browser runs in, or null when it names none Inroad can use. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== 'Etc/Unknown' ? zone : null;
}

/** Every zone the browser knows, for the profile's picker; the saved one is always among them. */
export function timeZoneChoices(saved: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = new Set(known);
  zones.add('UTC');
  zones.add(saved);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
