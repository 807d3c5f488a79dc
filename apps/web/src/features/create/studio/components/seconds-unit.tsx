/**
 * A length in seconds inside a badge: badges set their text in capitals, which turned the unit 's' into 'S' (the
 * symbol of the siemens). The number and its unit keep their case; the badge's own word stays in capitals.
 */
export function SecondsInBadge({ seconds }: { seconds: number }) {
  return <span style={{ textTransform: 'none' }}> {seconds.toFixed(1)} s</span>;
}
