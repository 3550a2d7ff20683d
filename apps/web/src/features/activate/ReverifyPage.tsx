import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import * as z from 'zod/mini';
import { dataOf } from '@ipe/api-client';
import { useGetIdentityProvider, useReverifyIdentity } from '@ipe/api-client/react-query';
import { encodePin } from '@ipe/domain';
import { Button, Card, Link, Text, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { NEW_PIN_PAIR, pinsMatch } from '../../app/credentials/newPin';
import { NewPinFields } from '../../app/credentials/NewPinFields';
import { BankForm, showFailure, useBankForm } from '../../app/forms';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { Page } from '../../app/layout/Page';
import { useSession } from '../../app/session/sessionContext';
import { identityForm } from './opening/IdentityStep';
import { IdentityFields } from './opening/IdentityFields';
import { ACTIVATE_TEXTS } from './texts';

const reverifyForm = z.object({ ...identityForm.shape, ...NEW_PIN_PAIR }).check(pinsMatch);
const EMPTY: z.input<typeof reverifyForm> = {
  document_type: 'RG',
  simulated_outcome: 'approved',
  pin: '',
  confirm_pin: '',
};

/**
 * /bank/verify-identity, the way out of REMAKE_KYC (too many wrong PINs): the identity step again
 * through the KYC provider, and a new PIN that works once the identity is confirmed
 * (docs/product/account-opening.md). From an enabled device, like every PIN change.
 */
export function ReverifyPage() {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const notify = useNotify();
  const { session, setAccountStatus } = useSession();
  const provider = useGetIdentityProvider();
  const simulated = provider.data ? dataOf(provider.data).simulated : false;
  const [waiting, setWaiting] = useState(false);
  const form = useBankForm(reverifyForm, { defaultValues: EMPTY });
  const reverify = useReverifyIdentity();

  const submit = form.handleSubmit(async ({ document_type, simulated_outcome, pin }) => {
    const sub = session.accountStatus?.account_id ?? '';
    try {
      const answer = dataOf(
        await reverify.mutateAsync({
          sub,
          data: {
            document_type,
            ...(simulated ? { simulated_outcome } : {}),
            new_pin: await encodePin(pin),
          },
        }),
      );
      setAccountStatus(answer.account_status);
      form.reset(EMPTY);
      if (answer.outcome === 'approved') notify.positive(t('reverify.approved'));
      else setWaiting(true);
    } catch (error) {
      showFailure(form, tApp, apiFailureOf(error));
    }
  });

  return (
    <Page help="pin" title={t('reverify.title')} description={t('reverify.intro')}>
      <Card as="section" title={t('reverify.title')} headingLevel={2}>
        {waiting ? (
          <Text as="p" role="status" leading="normal">
            {t('reverify.analysis')}
          </Text>
        ) : (
          <BankForm form={form} onSubmit={(event) => void submit(event)}>
            <Text as="p" leading="normal">
              {t('identity.intro')}
            </Text>
            <IdentityFields control={form.control} simulated={simulated} />
            <NewPinFields
              form={form}
              labels={{ pin: t('reverify.newPin'), confirm: t('reverify.confirmPin') }}
            />
            <div>
              <Button type="submit" variant="primary" loading={reverify.isPending}>
                {t('reverify.submit')}
              </Button>
            </div>
          </BankForm>
        )}
      </Card>
      <Link asChild>
        <RouterLink to="/bank/home">{tApp('common.backHome')}</RouterLink>
      </Link>
    </Page>
  );
}
