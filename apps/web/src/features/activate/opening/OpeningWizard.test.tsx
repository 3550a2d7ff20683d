import { fakeReply } from '@ipe/api-client/testing';
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountApplication,
  companyInvitingApplication,
  representativeApplication,
} from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import { createTestBank, requestWith } from '../../../app/testing/testBank';
import { onboardingToken } from './onboardingToken';

async function openWizard(api = createTestBank()) {
  const view = await renderApp('/activate', { api });
  const opening = await view.screen.findByRole('region', { name: 'Abrir uma conta' });
  return { ...view, opening };
}

describe('/activate: opening an account', () => {
  afterEach(() => onboardingToken.clear());

  it('confirms the e-mail with its code, keeps the token and goes on to the holder step', async () => {
    const view = await openWizard();
    const { opening, user, api } = view;
    await user.click(within(opening).getByRole('radio', { name: /Sua empresa/ }));
    await user.type(within(opening).getByLabelText('Seu e-mail'), 'Ana@Exemplo.com ');
    await user.click(within(opening).getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(api.startOnboarding).toHaveBeenCalledWith(
        requestWith({ body: { kind: 'company', email: 'ana@exemplo.com' } }),
      ),
    );
    const code = await within(opening).findByRole('group', { name: 'Código do e-mail' });
    await user.click(within(code).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('482913');
    await user.click(within(opening).getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await within(opening).findByText('Etapa 2 de 6')).toBeInTheDocument();
    expect(onboardingToken.read()).toBe('demo-onboarding-token');
  });

  it('comes back to the step it left after a reload, from the stored token', async () => {
    onboardingToken.save('demo-onboarding-token');
    const api = createTestBank({ getOnboarding: () => ({ data: accountApplication('address') }) });
    const { opening } = await openWizard(api);
    expect(await within(opening).findByText('Etapa 4 de 6')).toBeInTheDocument();
    expect(within(opening).getByLabelText('CEP')).toBeInTheDocument();
    expect(api.getOnboarding).toHaveBeenCalledWith(
      requestWith({
        headers: expect.objectContaining({ 'onboarding-token': 'demo-onboarding-token' }),
      }),
    );
  });

  it('refuses someone under 18 on the field, before the server', async () => {
    onboardingToken.save('demo-onboarding-token');
    const view = await openWizard();
    const { opening, user, api } = view;
    await user.type(await within(opening).findByLabelText('Nome completo'), 'Ana Lima');
    await user.type(within(opening).getByLabelText('CPF'), '52998224725');
    await user.type(within(opening).getByLabelText('Data de nascimento'), '2015-05-20');
    await user.type(within(opening).getByLabelText('Nome completo da mãe'), 'Rita Lima');
    await user.click(within(opening).getByRole('button', { name: 'Salvar e continuar' }));
    expect(
      await within(opening).findByText('Para abrir uma conta é preciso ter 18 anos ou mais.'),
    ).toBeInTheDocument();
    expect(api.saveOnboardingPerson).not.toHaveBeenCalled();
  });

  it('an expired token sends the person back to the e-mail, saying why', async () => {
    onboardingToken.save('old-token');
    const api = createTestBank({
      getOnboarding: () =>
        fakeReply(401, { code: 'ONBOARDING_SESSION_INVALID', message: 'Expirou.' }),
    });
    const { opening } = await openWizard(api);
    expect(await within(opening).findByLabelText('Seu e-mail')).toBeInTheDocument();
  });

  it('a customer is told only that, with the ways in', async () => {
    const api = createTestBank({
      confirmOnboardingEmail: () =>
        fakeReply(409, { code: 'ALREADY_CUSTOMER', message: 'Você já é cliente do Ipê.' }),
    });
    const { opening, user } = await openWizard(api);
    await user.type(within(opening).getByLabelText('Seu e-mail'), 'maria@ipe.dev');
    await user.click(within(opening).getByRole('button', { name: 'Enviar código' }));
    const code = await within(opening).findByRole('group', { name: 'Código do e-mail' });
    await user.click(within(code).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('482913');
    await user.click(within(opening).getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await within(opening).findByRole('alert')).toHaveTextContent(
      'Você já é cliente do Ipê. Entre com a sua senha ou recupere o acesso.',
    );
    expect(within(opening).getByRole('link', { name: 'Esqueci minha senha' })).toBeInTheDocument();
  });

  it("a company's opener invites the legal representative instead of giving their data", async () => {
    onboardingToken.save('demo-onboarding-token');
    const api = createTestBank({
      getOnboarding: () => ({ data: accountApplication('holder', { kind: 'company' }) }),
    });
    const { opening, user } = await openWizard(api);
    await user.type(await within(opening).findByLabelText('Razão social'), 'Café Aroeira');
    await user.click(within(opening).getByRole('radio', { name: /Outra pessoa/ }));
    // What was typed of the company stays; the representative's own fields give way.
    expect(within(opening).getByLabelText('Razão social')).toHaveValue('Café Aroeira');
    expect(within(opening).queryByLabelText('Nome completo da mãe')).not.toBeInTheDocument();
    await user.type(within(opening).getByLabelText('CNPJ'), '12ABC34501DE35');
    await user.type(
      within(opening).getByLabelText('Nome completo do representante legal'),
      'Paulo Reis',
    );
    await user.type(
      within(opening).getByLabelText('E-mail do representante legal'),
      'Paulo.Reis@Exemplo.com',
    );
    await user.click(within(opening).getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() =>
      expect(api.saveOnboardingCompanyInvite).toHaveBeenCalledWith(
        requestWith({
          body: {
            legal_name: 'Café Aroeira',
            cnpj: '12ABC34501DE35',
            invited_representative: { name: 'Paulo Reis', email: 'paulo.reis@exemplo.com' },
          },
        }),
      ),
    );
  });

  it('the opener sends the invitation and follows the representative', async () => {
    onboardingToken.save('demo-onboarding-token');
    let sent = false;
    const api = createTestBank({
      getOnboarding: () => ({
        data: companyInvitingApplication(
          'representative',
          sent ? { sent_at: '2026-11-26T12:00:00.000Z', representative_step: 'phone' } : {},
        ),
      }),
      inviteOnboardingRepresentative: () => {
        sent = true;
        return {
          data: companyInvitingApplication('representative', {
            sent_at: '2026-11-26T12:00:00.000Z',
          }),
        };
      },
    });
    const { opening, user } = await openWizard(api);
    expect(await within(opening).findByText('Etapa 5 de 5')).toBeInTheDocument();
    await user.click(within(opening).getByRole('button', { name: 'Enviar convite' }));
    expect(
      await within(opening).findByText(
        /Convite enviado para paulo.reis@exemplo.com em 26\/11\/2026/,
      ),
    ).toBeInTheDocument();
    expect(within(opening).getByText('Paulo Reis ainda não começou.')).toBeInTheDocument();
    expect(within(opening).getByRole('button', { name: 'Reenviar convite' })).toBeInTheDocument();
  });

  it('the invited representative sees whose account they open and uses the invitation code', async () => {
    const api = createTestBank({
      confirmOnboardingEmail: () => ({
        data: { token: 'rep-token', application: representativeApplication('holder') },
      }),
    });
    const { opening, user } = await openWizard(api);
    await user.type(within(opening).getByLabelText('Seu e-mail'), 'paulo.reis@exemplo.com');
    await user.click(within(opening).getByRole('button', { name: 'Já tenho um código' }));
    expect(api.startOnboarding).not.toHaveBeenCalled();
    const code = await within(opening).findByRole('group', { name: 'Código do e-mail' });
    await user.click(within(code).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('482913');
    await user.click(within(opening).getByRole('button', { name: 'Confirmar e-mail' }));
    expect(
      await within(opening).findByText(
        /indicou você como representante legal de Café Aroeira Ltda/,
      ),
    ).toBeInTheDocument();
    expect(within(opening).getByText('Etapa 2 de 5')).toBeInTheDocument();
  });
});
