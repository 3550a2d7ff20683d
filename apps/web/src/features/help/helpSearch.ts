import MiniSearch from 'minisearch';
import { HELP_TOPICS, type HelpTopic } from '../../app/help/helpTopics';
import type { HelpArticle } from './texts/ptBR';

/** Lower case, without accents: "Limite" finds "limite", "notúrno" finds "noturno". */
function fold(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface HelpIndex {
  /** The topics whose articles answer `query`, best first. */
  search(query: string): HelpTopic[];
}

/**
 * The help centre's search over one language's articles (MiniSearch): case and accents ignored,
 * the last word matched as a prefix while it is typed, and each word allowed a typo or two (a
 * fifth of its letters), so "limte noturo" finds the night limit. Titles and keywords weigh more
 * than the body.
 */
export function createHelpIndex(articles: Record<HelpTopic, HelpArticle>): HelpIndex {
  const index = new MiniSearch<{ id: HelpTopic } & HelpArticle>({
    fields: ['title', 'keywords', 'summary', 'body'],
    processTerm: (term) => fold(term),
    searchOptions: {
      boost: { title: 3, keywords: 2, summary: 1.5 },
      fuzzy: 0.2,
      prefix: true,
      combineWith: 'AND',
    },
  });
  index.addAll(HELP_TOPICS.map((id) => ({ id, ...articles[id] })));
  return {
    search(query) {
      const text = query.trim();
      if (text === '') return [];
      const all = index.search(text);
      // Every word should match; when none does, any word may (a long question still finds).
      const found = all.length > 0 ? all : index.search(text, { combineWith: 'OR' });
      return found.map((result) => result.id as HelpTopic);
    },
  };
}
