import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ContentBlock, Heading, Inline, Link, Stack, Text } from '@ipe/ui';
import { helpPath, type HelpTopic } from '../help/helpTopics';

export interface PageProps {
  /** The page's h1, and the document title. */
  title: string;
  description?: ReactNode;
  /** Controls beside the heading (a Badge, a link). */
  actions?: ReactNode;
  /** Lets dashboards use the whole width instead of a readable column. */
  wide?: boolean;
  /** The help centre's article about this screen: a "?" link to it beside the heading. */
  help?: HelpTopic;
  children?: ReactNode;
}

// The first page keeps the browser's own focus; later navigations move it to the new heading.
let navigatedBefore = false;

/**
 * A screen: one h1 that names it and the document, and focus moved to that heading after a
 * navigation so keyboard and screen-reader users start at the new content.
 */
export function Page({ title, description, actions, wide = false, help, children }: PageProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  useEffect(() => {
    if (navigatedBefore) heading.current?.focus({ preventScroll: false });
    navigatedBefore = true;
  }, []);

  return (
    <ContentBlock width={wide ? 'full' : 'readable'}>
      <Stack space="lg">
        <Stack as="header" space="xs">
          <Heading level={1} ref={heading} tabIndex={-1}>
            {title}
          </Heading>
          {description ? (
            <Text as="p" size="sm" tone="muted">
              {description}
            </Text>
          ) : null}
          {actions || help ? (
            <Inline space="sm" alignY="center">
              {actions}
              {help ? (
                <Link asChild>
                  <RouterLink to={helpPath(help)}>{t('common.screenHelp')}</RouterLink>
                </Link>
              ) : null}
            </Inline>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </ContentBlock>
  );
}
