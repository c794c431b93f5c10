/** The text of an HTML element or a quoted attribute value: nothing in it can close the element or the quote. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** What a shared link's card shows (Open Graph and Twitter), every URL absolute. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address (og:url and the canonical link). */
  url: string;
  imageUrl: string | null;
  siteName: string;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

function metaTags(head: PageHead): string[] {
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    property('og:type', 'website'),
    property('og:site_name', head.siteName),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', head.url),
    ...(head.imageUrl ? [property('og:image', head.imageUrl)] : []),
    named('twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
    ...(head.imageUrl ? [named('twitter:image', head.imageUrl)] : []),
  ];
}

/**
 * The web app's index.html with this page's title, description and link-card tags: the generic `<title>` and
 * description are replaced, the rest goes before `</head>`. Everything taken from the course is escaped.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const title = `<title>${escapeHtml(`${head.title} | ${head.siteName}`)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  // Replacer functions: a `$&` or `$1` in a course's title must stay text, not a replacement pattern.
  const withTitle = TITLE.test(indexHtml)
    ? indexHtml.replace(TITLE, () => title)
    : indexHtml.replace('</head>', () => `${title}</head>`);
  const withDescription = DESCRIPTION.test(withTitle)
    ? withTitle.replace(DESCRIPTION, () => description)
    : withTitle.replace('</head>', () => `${description}</head>`);
  return withDescription.replace('</head>', () => `  ${metaTags(head).join('\n    ')}\n  </head>`);
}
