import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@ipe/api-client';
import {
  getListBoundUsersQueryKey,
  useRemoveBoundUser,
  useUpdateBoundUser,
} from '@ipe/api-client/react-query';
import { Box, Button, Dialog, DialogClose, Inline, Notify, Stack, useNotify } from '@ipe/ui';
import { apiFailureOf, type ApiFailure } from '../../app/api/errors';
import { failureMessage, handledByClient } from '../../app/api/failureText';
import type { BoundUser } from '../../app/api/types';
import { useSession } from '../../app/session/sessionContext';
import { AccessFields, type Access, type AccessErrors } from './AccessFields';

/** What a holder is told when the server refuses a change to someone's access. */
function refusal(t: TFunction, failure: ApiFailure): string {
  if (failure.status === 403) return t('binduser.notHolder');
  if (failure.body?.code === 'CANNOT_REMOVE_HOLDER') return t('binduser.cannotRemoveHolder');
  return failureMessage(t, failure);
}

/**
 * A holder's actions on one operator, read-only user or invitation: change the kind of access and
 * the permission to move money, or remove the access (cancel the invitation) after confirming.
 */
export function BoundUserActions({ user }: { user: BoundUser }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const sub = session.accountId as string;
  const invited = user.status === 'invited';
  const initial: Access = {
    userType: user.user_type === 3 ? 3 : 2,
    canTransact: user.can_transact,
  };
  const [editing, setEditing] = useState(false);
  const [access, setAccess] = useState<Access>(initial);
  const [accessErrors, setAccessErrors] = useState<AccessErrors>({});
  const [editError, setEditError] = useState<string | null>(null);
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
        if (handledByClient(failure)) return;
        const fields = failure.body?.fields;
        if (failure.status === 400 && fields) {
          setAccessErrors({ userType: fields.user_type, canTransact: fields.can_transact });
        } else setEditError(refusal(t, failure));
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
        setRemoveError(refusal(t, failure));
      },
    },
  });

  const openEdit = (open: boolean) => {
    setEditing(open);
    if (open) {
      setAccess(initial);
      setAccessErrors({});
      setEditError(null);
    }
  };

  const openRemove = (open: boolean) => {
    setRemoving(open);
    if (open) setRemoveError(null);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setEditError(null);
    update.mutate({
      sub,
      userId: user.user_id,
      data: {
        user_type: access.userType,
        can_transact: access.userType === 3 ? false : access.canTransact,
      },
    });
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
        closeLabel={t('common.close')}
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
        <Stack as="form" space="md" onSubmit={save} noValidate>
          {editError ? <Notify variant="negative" message={editError} /> : null}
          <AccessFields value={access} onChange={setAccess} errors={accessErrors} />
          <Inline space="sm">
            <Button type="submit" variant="primary" loading={update.isPending}>
              {t('common.save')}
            </Button>
            <DialogClose>
              <Button variant="ghost">{t('common.cancel')}</Button>
            </DialogClose>
          </Inline>
        </Stack>
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
        closeLabel={t('common.close')}
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
