import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportIncomeReport } from '@ipe/api-client';
import { useGetIncomeTaxYears } from '@ipe/api-client/react-query';
import { Button, Stack, Notify, Select, Text } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage } from '../../app/api/failureText';
import { saveFile } from '../../app/documents';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { useSession } from '../../app/session/sessionContext';
import { STATEMENT_TEXTS } from './texts';

/**
 * The income report (informe de rendimentos) of each finished year the server lists
 * (IR/years-available), as a PDF from the statement-extract API: what the holder files.
 */
export function IncomeReportDownload() {
  const { t } = useFeatureTranslation(STATEMENT_TEXTS);
  const { t: tCommon } = useTranslation();
  const { session } = useSession();
  const years = useGetIncomeTaxYears({ query: { select: (answer) => answer.years } });
  const [chosen, setChosen] = useState<string | null>(null);
  const year = chosen ?? (years.data?.[0] !== undefined ? String(years.data[0]) : '');
  const download = useMutation({
    mutationFn: async () => {
      const file = await exportIncomeReport(session.accountId ?? '', Number(year));
      saveFile(file, `informe-de-rendimentos-${year}.pdf`);
    },
  });

  return (
    <Stack space="sm">
      {years.data?.length === 0 ? (
        <Text as="p" size="sm" tone="muted" leading="normal">
          {t('account.incomeReport.none')}
        </Text>
      ) : (
        <Stack space="sm">
          <Select
            label={t('account.incomeReport.year')}
            options={(years.data ?? []).map((value) => ({
              value: String(value),
              label: String(value),
            }))}
            value={year}
            onValueChange={setChosen}
            disabled={!years.data}
          />
          <Button
            variant="secondary"
            loading={download.isPending}
            aria-disabled={!year}
            onClick={() => download.mutate()}
          >
            {t('account.incomeReport.download')}
          </Button>
        </Stack>
      )}
      {download.isError || years.isError ? (
        <Notify
          variant="negative"
          message={failureMessage(tCommon, apiFailureOf(download.error ?? years.error))}
        />
      ) : null}
    </Stack>
  );
}
