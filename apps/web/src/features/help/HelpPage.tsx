import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Card, Inline, Link, List, ListItem, Stack, Text, TextField } from '@ipe/ui';
import { HELP_TOPICS, helpPath, type HelpTopic } from '../../app/help/helpTopics';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { useSearchParamsState } from '../../app/lists/useSearchParamsState';
import { Page } from '../../app/layout/Page';
import { useSession } from '../../app/session/sessionContext';
import { createHelpIndex } from './helpSearch';
import { HELP_TEXTS } from './texts';
import type { HelpArticle } from './texts/ptBR';

const isTopic = (value: string | undefined): value is HelpTopic =>
  (HELP_TOPICS as readonly string[]).includes(value ?? '');

const readQuery = (params: URLSearchParams) => params.get('q') ?? '';
const writeQuery = (query: string) => new URLSearchParams(query ? { q: query } : {});

/**
 * /ajuda and /help (signed in or out): the help centre. `/ajuda/<topic>` opens one article (each
 * screen's "?" links to its own); the search (`?q=`, kept in the address) finds articles with
 * typos, accents and case ignored; the contact channels close every page.
 */
export function HelpPage() {
  const { t, i18n } = useFeatureTranslation(HELP_TEXTS);
  const { session } = useSession();
  const signedIn = session.token !== null && session.accountStatus !== null;
  const { topic } = useParams();
  const [query, setQuery] = useSearchParamsState(readQuery, writeQuery);

  const articles = t('articles', { returnObjects: true }) as Record<HelpTopic, HelpArticle>;
  // One index per language: the articles searched are the ones shown.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const index = useMemo(() => createHelpIndex(articles), [i18n.language]);
  const found = query.trim() ? index.search(query) : null;
  const article = isTopic(topic) ? topic : null;

  const links = (topics: readonly HelpTopic[], label: string) => (
    <List aria-label={label}>
      {topics.map((id) => (
        <ListItem
          key={id}
          title={articles[id].title}
          description={articles[id].summary}
          href={`#${helpPath(id)}`}
        />
      ))}
    </List>
  );

  return (
    <Page title={t('title')} description={t('intro')}>
      <TextField
        label={t('search')}
        hint={t('searchHint')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {found ? (
        <Stack as="section" space="md" aria-label={t('results', { count: found.length })}>
          <Text as="p" role="status">
            {found.length > 0
              ? t('results', { count: found.length })
              : t('noResults', { query: query.trim() })}
          </Text>
          {found.length > 0 ? links(found, t('results', { count: found.length })) : null}
        </Stack>
      ) : (
        <>
          {topic !== undefined ? (
            article ? (
              <Card as="article" title={articles[article].title} headingLevel={2}>
                <Stack space="md">
                  <Text as="p" leading="normal">
                    {articles[article].body}
                  </Text>
                  <Link asChild>
                    <RouterLink to="/ajuda">{t('backToAll')}</RouterLink>
                  </Link>
                </Stack>
              </Card>
            ) : (
              <Text as="p" role="alert">
                {t('notFound')}
              </Text>
            )
          ) : null}
          <Card as="section" title={t('allArticles')} headingLevel={2}>
            {links(HELP_TOPICS, t('allArticles'))}
          </Card>
        </>
      )}
      <Card as="section" title={t('contactTitle')} headingLevel={2}>
        <Text as="p" leading="normal">
          {t('contact')}
        </Text>
      </Card>
      <Inline space="sm" alignY="center">
        <Link asChild>
          <RouterLink to={signedIn ? '/bank/home' : '/'}>
            {signedIn ? t('backToBank') : t('signIn')}
          </RouterLink>
        </Link>
      </Inline>
    </Page>
  );
}
