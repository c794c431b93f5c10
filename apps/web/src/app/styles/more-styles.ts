let moreStyles: Promise<void> | null = null;

/**
 * The Mantine styles left out of the first download (mantine-more.css): once, for the first page that may need
 * them. Called before the page's own code is asked for, so that its link comes before the page's styles, which
 * may override Mantine's (app/router/create-router.tsx).
 */
export function loadMoreStyles(): Promise<void> {
  moreStyles ??= import('./mantine-more.css').then(
    () => undefined,
    (error: unknown) => {
      moreStyles = null;
      throw error;
    },
  );
  return moreStyles;
}
