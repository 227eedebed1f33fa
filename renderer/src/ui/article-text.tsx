import type { ReactNode } from 'react';

/**
 * A text that names an article, the article number kept on one line ("77000/1" never breaks inside, at any
 * zoom); the rest of the text wraps as it needs to.
 */
export function ArticleText({ text, artnr }: { text: string; artnr: string }): ReactNode {
  if (artnr === '' || !text.includes(artnr)) return text;
  const parts = text.split(artnr);
  return parts.map((part, index) =>
    index === 0 ? (
      part
    ) : (
      <span key={index}>
        <span className="artnr">{artnr}</span>
        {part}
      </span>
    ),
  );
}
