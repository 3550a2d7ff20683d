import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '@ipe/api-client';
import { useChangeAccountName } from '@ipe/api-client/react-query';
import { Button, Card, Stack, TextField, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage, handledByClient } from '../../app/api/failureText';
import type { AccountInformation } from '../../app/api/types';
import { useSession } from '../../app/session/sessionContext';

/** Change the account's display name (POST …/changename). */
export function NameForm({ information }: { information: AccountInformation }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { setAccountInformation } = useSession();
  const [name, setName] = useState(information.name);
  const [error, setError] = useState<string | undefined>();

  const save = useChangeAccountName({
    mutation: {
      onSuccess: (answer) => {
        setAccountInformation(dataOf(answer));
        notify.positive(t('settings.nameSaved'));
      },
      onError: (failure) => {
        const found = apiFailureOf(failure);
        // 423 and 401 are told by the client's own handler (SPEC §8).
        if (handledByClient(found)) return;
        setError(found.body?.fields?.name ?? failureMessage(t, found));
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value === '') {
      setError(t('settings.nameRequired'));
      return;
    }
    setError(undefined);
    save.mutate({ sub: information.account_id, data: { name: value } });
  };

  return (
    <Card
      as="section"
      title={t('settings.nameTitle')}
      description={t('settings.nameDescription')}
      headingLevel={2}
    >
      <Stack as="form" space="md" onSubmit={submit} noValidate>
        <TextField
          label={t('settings.name')}
          name="name"
          autoComplete="nickname"
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
          required
        />
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
