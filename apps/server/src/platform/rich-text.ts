/**
 * Stored rich text: the HTML the editor makes, kept to an allowlist so what the site shows cannot run script.
 * Allowed: paragraphs, headings (h2-h4), emphasis, lists, quotes, code, horizontal rules, line breaks, links
 * (http, https, mailto, tel; a link opening a new tab gets `rel="noopener noreferrer"`) and images from
 * http(s) addresses. Everything else is dropped, keeping its text; script and style are dropped whole.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS);

/**
 * A resource kit write hook (`writes: { create, update }`) that sanitizes the rich-text fields `keys` (property
 * names: `contentCn`) of a create or update, passing the other values as given.
 */
export const sanitizingWrites = (keys: readonly string[]) => (values: Record<string, unknown>) => {
  const clean = { ...values };
  for (const key of keys) if (typeof clean[key] === 'string') clean[key] = sanitizeRichText(clean[key]);
  return { values: clean };
};
