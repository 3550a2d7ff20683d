import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '../../app/testing/renderApp';

describe('/ajuda: the help centre', () => {
  it('lists every subject and the contact channels, signed out', async () => {
    const { screen } = await renderApp('/ajuda');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajuda' })).toBeInTheDocument();
    const all = screen.getByRole('list', { name: 'Todos os assuntos' });
    expect(all.querySelectorAll('li')).toHaveLength(30);
    expect(screen.getByRole('region', { name: 'Fale com a gente' })).toHaveTextContent(
      'ouvidoria@ipe.dev',
    );
    expect(screen.getByRole('link', { name: 'Entrar na conta' })).toHaveAttribute('href', '/');
  });

  it('opens the article a screen links to', async () => {
    const { screen } = await renderApp('/help/limites-pix');
    expect(
      await screen.findByRole('article', { name: 'Limites Pix e limite noturno' }),
    ).toHaveTextContent('aumentar leva de 24 a 48 horas');
  });

  it('says so for an article that does not exist', async () => {
    const { screen } = await renderApp('/ajuda/nao-existe');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este artigo não existe.');
  });

  it('searches as one types, typos and all, and keeps the search in the address', async () => {
    const { screen, user, router } = await renderApp('/ajuda');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Buscar na ajuda' }),
      'limte noturo',
    );
    const results = await screen.findByRole('list', { name: /encontrad/ });
    expect(results.querySelector('li')).toHaveTextContent('Limites Pix e limite noturno');
    expect(currentPath(router)).toBe('/ajuda?q=limte+noturo');
  });

  it('opens an article when a link leaves the search, and back shows the search', async () => {
    const { screen, user, router } = await renderApp('/ajuda');
    const box = await screen.findByRole('searchbox', { name: 'Buscar na ajuda' });
    await user.type(box, 'noturno');
    await screen.findByRole('list', { name: /encontrad/ });

    await act(() => router.navigate('/ajuda/limites-pix'));
    expect(
      await screen.findByRole('article', { name: 'Limites Pix e limite noturno' }),
    ).toBeInTheDocument();
    expect(box).toHaveValue('');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('list', { name: /encontrad/ })).toBeInTheDocument();
    expect(box).toHaveValue('noturno');
  });
});
