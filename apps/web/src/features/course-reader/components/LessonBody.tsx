import { Typography } from '@mantine/core';
import { useEffect, useState } from 'react';
import { enhanceLessonHtml, needsEnhancing } from './enhance-lesson-html.ts';
import classes from './LessonBody.module.css';

/**
 * A section's rich body as the learner reads it. The HTML was sanitized by the server when it was saved (only the
 * lesson editor's tags and attributes survive), so it is shown as it is, then again with its formulas typeset and
 * its code coloured once KaTeX and highlight.js (fetched only for a body that has them) have done their work.
 */
export function LessonBody({ html, testId }: { html: string; testId?: string }) {
  const [enhanced, setEnhanced] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (!needsEnhancing(html)) return;
    let current = true;
    enhanceLessonHtml(html).then(
      (result) => current && setEnhanced({ source: html, html: result }),
      // Without the chunk (offline, a failed deploy) the lesson still reads: formulas as LaTeX, code uncoloured.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [html]);
  const shown = enhanced?.source === html ? enhanced.html : html;
  return (
    <Typography>
      <div
        className={classes.body}
        data-testid={testId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server on every save (sanitize-html allow-list); the enhanced copy only adds KaTeX's and highlight.js's own markup
        dangerouslySetInnerHTML={{ __html: shown }}
      />
    </Typography>
  );
}
