import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router-dom';
import { List, ListItem } from '@ipe/ui';
import { useConsultMode } from '../session/useConsultMode';
import type { FeatureEntry } from './featureHandle';

function FeatureLink({ entry, base }: { entry: FeatureEntry; base: string }) {
  const { t } = useTranslation();
  const { consult } = useConsultMode();
  // A hub may also lead to another section's function (receive → Pix ways of receiving).
  const href = useHref(entry.path.startsWith('/') ? entry.path : `${base}/${entry.path}`);
  const blocked = consult && entry.movesMoney;
  return (
    <ListItem
      title={t(`features.${entry.feature}.title`)}
      description={blocked ? t('consult.disabledHint') : t(`features.${entry.feature}.description`)}
      href={blocked ? undefined : href}
      disabled={blocked}
    />
  );
}

/** The functions of a section as a list of links; money-moving ones are off in consult mode. */
export function FeatureLinks({
  entries,
  base,
}: {
  entries: readonly FeatureEntry[];
  base: string;
}) {
  return (
    <List>
      {entries.map((entry) => (
        <FeatureLink key={entry.path} entry={entry} base={base} />
      ))}
    </List>
  );
}
