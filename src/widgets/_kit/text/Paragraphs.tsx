import { Fragment } from 'react';

/** Splits plain text into paragraphs on blank lines; single line breaks stay line breaks. */
export function splitParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split('\n').map((line) => line.trim()));
}

/** Plain text as paragraphs: React escapes it, so no markup in the text is ever interpreted. */
export default function Paragraphs({ text, className }: { text: string; className?: string }) {
  return splitParagraphs(text).map((lines, i) => (
    // Paragraphs have no identity but their position in a text that only changes as a whole.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <p key={i} className={className}>
      {lines.map((line, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph, by position
        <Fragment key={j}>
          {j > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
