import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@ipe/api-client';
import { getListBoundUsersQueryKey, useInviteBoundUser } from '@ipe/api-client/react-query';
import { Button, Card, Stack, TextField, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage, handledByClient } from '../../app/api/failureText';
import { emailError } from '../../app/credentials/email';
import { useSession } from '../../app/session/sessionContext';
import { AccessFields, type Access } from './AccessFields';

interface InviteErrors {
  name?: string;
  email?: string;
  userType?: string;
  canTransact?: string;
}

const START: Access = { userType: 2, canTransact: false };

/**
 * Invite someone to the account (holder only): name, e-mail, kind of access and permission to move
 * money, off unless given. Someone who already uses Ipê is bound at once; anyone else gets an
 * e-mailed code to accept on /activate.
 */
export function InviteForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<Access>(START);
  const [errors, setErrors] = useState<InviteErrors>({});

  const sub = session.accountId as string;
  const invite = useInviteBoundUser({
    mutation: {
      onSuccess: (answer) => {
        const user = dataOf(answer);
        setName('');
        setEmail('');
        setAccess(START);
        setErrors({});
        notify.positive(
          user.status === 'active'
            ? t('binduser.bound', { name: user.name })
            : t('binduser.invited', { email: user.email }),
        );
        void queryClient.invalidateQueries({ queryKey: getListBoundUsersQueryKey(sub) });
      },
      onError: (error) => {
        const failure = apiFailureOf(error);
        if (handledByClient(failure)) return;
        const { status, body } = failure;
        if (status === 409) setErrors({ email: t('binduser.alreadyBound') });
        else if (status === 403) notify.negative(t('binduser.notHolder'));
        else if (status === 400 && body?.fields) {
          const fields = body.fields;
          setErrors({
            name: fields.name,
            email: fields.email,
            userType: fields.user_type,
            canTransact: fields.can_transact,
          });
        } else notify.negative(failureMessage(t, failure));
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: InviteErrors = {
      name: name.trim() === '' ? t('binduser.nameRequired') : undefined,
      email: emailError(t, email),
    };
    setErrors(found);
    if (found.name || found.email) return;
    invite.mutate({
      sub,
      data: {
        name: name.trim(),
        email: email.trim().toLowerCase(),
        user_type: access.userType,
        can_transact: access.userType === 3 ? false : access.canTransact,
      },
    });
  };

  return (
    <Card
      as="section"
      title={t('binduser.inviteTitle')}
      description={t('binduser.inviteDescription')}
      headingLevel={2}
    >
      <Stack as="form" space="md" onSubmit={submit} noValidate>
        <TextField
          label={t('binduser.name')}
          name="name"
          autoComplete="off"
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          required
        />
        <TextField
          label={t('binduser.email')}
          type="email"
          name="email"
          autoComplete="off"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <AccessFields
          value={access}
          onChange={setAccess}
          errors={{ userType: errors.userType, canTransact: errors.canTransact }}
        />
        <div>
          <Button type="submit" variant="primary" loading={invite.isPending}>
            {t('binduser.sendInvite')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
