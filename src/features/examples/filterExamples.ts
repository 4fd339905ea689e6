import type {CodeExample, ExampleLevel} from '@site/plugins/content-data';

export type ExampleFilters = Readonly<{section: string; level: ExampleLevel | ''; text: string}>;

export const NO_FILTERS: ExampleFilters = {section: '', level: '', text: ''};

/** Every word typed must appear in the title, explanation, code or tags (case-insensitive). */
export function filterExamples(examples: readonly CodeExample[], {section, level, text}: ExampleFilters): CodeExample[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return examples.filter((example) => {
    if (section && !example.sections.includes(section)) return false;
    if (level && example.level !== level) return false;
    if (words.length === 0) return true;
    const haystack = `${example.title} ${example.explanationText} ${example.code} ${example.sections.join(' ')} ${example.level}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export function filtersFromSearch(search: string): ExampleFilters {
  const params = new URLSearchParams(search);
  const level = params.get('level') ?? '';
  return {
    section: params.get('section') ?? '',
    level: level === 'beginner' || level === 'intermediate' || level === 'advanced' ? level : '',
    text: params.get('q') ?? '',
  };
}

export function searchFromFilters({section, level, text}: ExampleFilters): string {
  const params = new URLSearchParams();
  if (section) params.set('section', section);
  if (level) params.set('level', level);
  if (text) params.set('q', text);
  const query = params.toString();
  return query ? `?${query}` : '';
}
