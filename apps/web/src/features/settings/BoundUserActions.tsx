import { useState } from 'react';
import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@ipe/api-client';
import {
  getListBoundUsersQueryKey,
  useRemoveBoundUser,
  useUpdateBoundUser,
} from '@ipe/api-client/react-query';
import { Box, Button, Dialog, DialogClose, Inline, Notify, useNotify } from '@ipe/ui';
import { apiFailureOf, type ApiFailure } from '../../app/api/errors';
import { failureMessage, handledByClient } from '../../app/api/failureText';
import type { BoundUser } from '../../app/api/types';
import { useSession } from '../../app/session/sessionContext';
import { BankForm, showFailure, useBankForm } from '../../app/forms';
import { AccessFields, accessOf, accessShape, type Access } from './AccessFields';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

/** What a holder is told when the server refuses a change to someone's access. */
function refusal(t: TFunction<'settings'>, tApp: TFunction, failure: ApiFailure): string {
  if (failure.status === 403) return t('binduser.notHolder');
  if (failure.body?.code === 'CANNOT_REMOVE_HOLDER') return t('binduser.cannotRemoveHolder');
  return failureMessage(tApp, failure);
}

const accessChange = z.object(accessShape);

/**
 * A holder's actions on one operator, read-only user or invitation: change the kind of access and
 * the permission to move money, or remove the access (cancel the invitation) after confirming.
 */
export function BoundUserActions({ user }: { user: BoundUser }) {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const { t: tApp } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const sub = session.accountId as string;
  const invited = user.status === 'invited';
  const initial: Access = {
    user_type: user.user_type === 3 ? 3 : 2,
    can_transact: user.can_transact,
  };
  const [editing, setEditing] = useState(false);
  const form = useBankForm(accessChange, { defaultValues: initial });
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: getListBoundUsersQueryKey(sub) });

  const update = useUpdateBoundUser({
    mutation: {
      onSuccess: (answer) => {
        setEditing(false);
        notify.positive(t('binduser.saved', { name: dataOf(answer).name }));
        refresh();
      },
      onError: (error) => {
        const failure = apiFailureOf(error);
        if (failure.status === 400 && failure.body?.fields) showFailure(form, tApp, failure);
        else if (!handledByClient(failure)) {
          form.setError('root.server', { type: 'server', message: refusal(t, tApp, failure) });
        }
      },
    },
  });

  const remove = useRemoveBoundUser({
    mutation: {
      onSuccess: () => {
        setRemoving(false);
        notify.positive(
          invited
            ? t('binduser.inviteCancelled', { name: user.name })
            : t('binduser.removed', { name: user.name }),
        );
        refresh();
      },
      onError: (error) => {
        const failure = apiFailureOf(error);
        if (handledByClient(failure)) return;
        setRemoveError(refusal(t, tApp, failure));
      },
    },
  });

  const openEdit = (open: boolean) => {
    setEditing(open);
    if (open) form.reset(initial);
  };

  const openRemove = (open: boolean) => {
    setRemoving(open);
    if (open) setRemoveError(null);
  };

  return (
    <Box
      as="span"
      display="flex"
      flexDirection={{ mobile: 'column', desktop: 'row' }}
      alignItems="flex-end"
      gap={{ mobile: 'xxs', desktop: 'sm' }}
    >
      <Dialog
        title={t('binduser.editTitle', { name: user.name })}
        description={user.email}
        closeLabel={tApp('common.close')}
        open={editing}
        onOpenChange={openEdit}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('binduser.editLabel', { name: user.name })}
          >
            {t('binduser.edit')}
          </Button>
        }
      >
        <BankForm
          form={form}
          onSubmit={form.handleSubmit((access) =>
            update.mutate({ sub, userId: user.user_id, data: accessOf(access) }),
          )}
        >
          <AccessFields form={form} />
          <Inline space="sm">
            <Button type="submit" variant="primary" loading={update.isPending}>
              {tApp('common.save')}
            </Button>
            <DialogClose>
              <Button variant="ghost">{tApp('common.cancel')}</Button>
            </DialogClose>
          </Inline>
        </BankForm>
      </Dialog>
      <Dialog
        role="alertdialog"
        title={
          invited
            ? t('binduser.cancelInviteTitle', { name: user.name })
            : t('binduser.removeTitle', { name: user.name })
        }
        description={
          invited
            ? t('binduser.cancelInviteDescription', { email: user.email })
            : t('binduser.removeDescription', { name: user.name })
        }
        closeLabel={tApp('common.close')}
        open={removing}
        onOpenChange={openRemove}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            aria-label={
              invited
                ? t('binduser.cancelInviteLabel', { name: user.name })
                : t('binduser.removeLabel', { name: user.name })
            }
          >
            {invited ? t('binduser.cancelInviteShort') : t('binduser.remove')}
          </Button>
        }
        footer={
          <>
            <DialogClose>
              <Button variant="ghost">{t('binduser.keep')}</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate({ sub, userId: user.user_id })}
            >
              {invited ? t('binduser.cancelInvite') : t('binduser.remove')}
            </Button>
          </>
        }
      >
        {removeError ? <Notify variant="negative" message={removeError} /> : null}
      </Dialog>
    </Box>
  );
}
