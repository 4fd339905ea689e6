// HTML from untrusted Markdown (community posts and answers, the assistant's answers) made safe to
// render: one DOMPurify allow-list and one link check for every feature that shows such HTML.
export {SAFE_HTML_CONFIG, safeUrl, sanitizeHtml} from './sanitizeHtml';
