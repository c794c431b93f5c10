/** Course cover images shipped with the web app in `apps/web/public/thumbnails/<code>.svg`. */
export const THUMBNAILS = [
  'maths',
  'science',
  'biology',
  'chemistry',
  'physics',
  'english',
  'languages',
  'history',
  'geography',
  'computing',
  'art',
  'music',
] as const;
