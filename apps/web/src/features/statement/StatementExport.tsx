import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportStatement, type ExportStatementFormat } from '@ipe/api-client';
import { Button, Stack, Notify, Select } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage } from '../../app/api/failureText';
import { saveFile } from '../../app/documents';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { useSession } from '../../app/session/sessionContext';
import { STATEMENT_TEXTS } from './texts';

const FORMATS: readonly ExportStatementFormat[] = ['pdf', 'csv', 'csv-plain', 'ofx', 'ofx1'];
const EXTENSION: Record<ExportStatementFormat, string> = {
  pdf: 'pdf',
  csv: 'csv',
  'csv-plain': 'csv',
  ofx: 'ofx',
  ofx1: 'ofx',
};

/**
 * Downloads the chosen period as PDF, CSV or OFX through the statement-extract API (SPEC §7),
 * which streams it: a year of movements is one file, whatever its size.
 */
export function StatementExport({
  from,
  to,
}: {
  from?: string | undefined;
  to?: string | undefined;
}) {
  const { t } = useFeatureTranslation(STATEMENT_TEXTS);
  const { t: tCommon } = useTranslation();
  const { session } = useSession();
  const [format, setFormat] = useState<ExportStatementFormat>('pdf');
  const download = useMutation({
    mutationFn: async () => {
      const file = await exportStatement(session.accountId ?? '', {
        format,
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      });
      saveFile(file, `extrato-${from ?? 'inicio'}-a-${to ?? 'hoje'}.${EXTENSION[format]}`);
    },
  });

  return (
    <Stack space="sm">
      <Stack space="sm">
        <Select
          label={t('account.export.format')}
          options={FORMATS.map((value) => ({ value, label: t(`account.export.formats.${value}`) }))}
          value={format}
          onValueChange={(value) => setFormat(value as ExportStatementFormat)}
        />
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
          {t('account.export.download')}
        </Button>
      </Stack>
      {download.isError ? (
        <Notify
          variant="negative"
          message={failureMessage(tCommon, apiFailureOf(download.error))}
        />
      ) : null}
    </Stack>
  );
}
