import { Typography } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './LessonBody.module.css';

const HAS_MATHS = /data-type="(inline|block)-math"/;
const HAS_CODE = /<pre[^>]*><code/;

/**
 * A section's rich body as the learner reads it. The HTML was sanitized by the server when it was saved (only the
 * lesson editor's tags and attributes survive), so it is shown as it is. KaTeX and highlight.js are fetched only
 * when the body has a formula or a code block: the reader's first load stays small.
 */
export function LessonBody({ html, testId }: { html: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let current = true;
    if (HAS_MATHS.test(html)) {
      void import('./typeset-maths.ts').then(({ typesetMaths }) => current && typesetMaths(root));
    }
    if (HAS_CODE.test(html)) {
      void import('./highlight-code.ts').then(({ highlightCode }) => current && highlightCode(root));
    }
    return () => {
      current = false;
    };
  }, [html]);
  return (
    <Typography>
      <div
        ref={ref}
        className={classes.body}
        data-testid={testId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server on every save (sanitize-html allow-list)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Typography>
  );
}
