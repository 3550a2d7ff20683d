import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@ipe/api-client';
import { getListBoundUsersQueryKey, useInviteBoundUser } from '@ipe/api-client/react-query';
import * as z from 'zod/mini';
import { emailField, personNameField } from '@ipe/domain';
import { Button, Card, TextField, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { EmailField } from '../../app/credentials/EmailField';
import { BankForm, showFailure, useBankForm, useFieldErrors } from '../../app/forms';
import { useSession } from '../../app/session/sessionContext';
import { AccessFields, accessOf, accessShape } from './AccessFields';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

const invitation = z.object({ name: personNameField, email: emailField, ...accessShape });

const START = { name: '', email: '', user_type: 2 as const, can_transact: false };

/**
 * Invite someone to the account (holder only): name, e-mail, kind of access and permission to move
 * money, off unless given. Someone who already uses Ipê is bound at once; anyone else gets an
 * e-mailed code to accept on /activate.
 */
export function InviteForm() {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const { t: tApp } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const form = useBankForm(invitation, { defaultValues: START });
  const errorOf = useFieldErrors(form);

  const sub = session.accountId as string;
  const invite = useInviteBoundUser({
    mutation: {
      onSuccess: (answer) => {
        const user = dataOf(answer);
        form.reset(START);
        notify.positive(
          user.status === 'active'
            ? t('binduser.bound', { name: user.name })
            : t('binduser.invited', { email: user.email }),
        );
        void queryClient.invalidateQueries({ queryKey: getListBoundUsersQueryKey(sub) });
      },
      onError: (error) => {
        const failure = apiFailureOf(error);
        if (failure.status === 409) {
          form.setError('email', { type: 'server', message: t('binduser.alreadyBound') });
        } else if (failure.status === 403) {
          form.setError('root.server', { type: 'server', message: t('binduser.notHolder') });
        } else showFailure(form, tApp, failure);
      },
    },
  });

  return (
    <Card
      as="section"
      title={t('binduser.inviteTitle')}
      description={t('binduser.inviteDescription')}
      headingLevel={2}
    >
      <BankForm
        form={form}
        onSubmit={form.handleSubmit(({ name, email, ...access }) =>
          invite.mutate({ sub, data: { name, email, ...accessOf(access) } }),
        )}
      >
        <TextField
          label={t('binduser.name')}
          autoComplete="off"
          maxLength={120}
          error={errorOf('name')}
          required
          {...form.register('name')}
        />
        <EmailField
          label={t('binduser.email')}
          error={errorOf('email')}
          registration={form.register('email')}
          autoComplete="off"
        />
        <AccessFields form={form} />
        <div>
          <Button type="submit" variant="primary" loading={invite.isPending}>
            {t('binduser.sendInvite')}
          </Button>
        </div>
      </BankForm>
    </Card>
  );
}
