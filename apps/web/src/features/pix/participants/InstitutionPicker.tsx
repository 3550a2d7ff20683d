import { useState } from 'react';
import type { PixParticipant } from '@ipe/api-client';
import { Button, Card, Inline, List, ListItem, Stack, Text, TextField } from '@ipe/ui';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PIX_TEXTS } from '../texts';
import { searchParticipants } from './searchParticipants';

export interface InstitutionPickerProps {
  participants: readonly PixParticipant[];
  /** The chosen institution's ISPB, or '' while none is chosen. */
  value: string;
  onChange: (ispb: string) => void;
  error?: string | undefined;
}

/**
 * Choose the institution among the Pix participants: type part of its name, its code or ISPB,
 * pick it from the matches. Once chosen it shows by name, with a way to change it.
 */
export function InstitutionPicker({
  participants,
  value,
  onChange,
  error,
}: InstitutionPickerProps) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const [search, setSearch] = useState('');
  const chosen = participants.find((participant) => participant.ispb === value);

  if (chosen) {
    return (
      <Card as="section" title={t('bankData.institution')} headingLevel={2} tone="muted">
        <Inline space="md" alignY="center">
          <Text weight="semibold">{chosen.name}</Text>
          <Text size="sm" tone="muted">
            {chosen.code
              ? t('bankData.codeIspb', { code: chosen.code, ispb: chosen.ispb })
              : chosen.ispb}
          </Text>
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            {t('bankData.changeInstitution')}
          </Button>
        </Inline>
      </Card>
    );
  }

  const matches = searchParticipants(participants, search);
  return (
    <Stack space="sm">
      <TextField
        label={t('bankData.institution')}
        hint={t('bankData.institutionHint')}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={error}
        required
      />
      {search.trim() !== '' ? (
        <Text as="p" size="sm" tone="muted" role="status">
          {t('bankData.matches', { count: matches.length })}
        </Text>
      ) : null}
      {matches.length > 0 ? (
        <List aria-label={t('bankData.institutionResults')}>
          {matches.map((participant) => (
            <ListItem
              key={participant.ispb}
              title={participant.name}
              description={
                participant.code
                  ? t('bankData.codeIspb', { code: participant.code, ispb: participant.ispb })
                  : participant.ispb
              }
              onClick={() => onChange(participant.ispb)}
            />
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
