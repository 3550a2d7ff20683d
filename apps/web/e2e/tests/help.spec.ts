import { expect, test, expectAccessible, expectPage, signedIn } from './support';

test.describe('Help centre', () => {
  test('finds the night limit typed right and with typos, signed out', async ({ page }) => {
    await page.goto('/#/ajuda');
    await expectPage(page, 'Ajuda');
    await expectAccessible(page, 'help');
    const search = page.getByRole('searchbox', { name: 'Buscar na ajuda' });
    for (const query of ['limite noturno', 'limte noturo']) {
      await search.fill(query);
      const results = page.getByRole('list', { name: /artigos? encontrados?/ });
      await expect(results.getByRole('link').first()).toContainText('Limites Pix e limite noturno');
    }
    await expectAccessible(page, 'help (search results)');
    await page
      .getByRole('link', { name: /Limites Pix e limite noturno/ })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/ajuda\/limites-pix$/);
    const article = page.getByRole('article', { name: 'Limites Pix e limite noturno' });
    await expect(article).toContainText('das 20h às 6h');
    await expect(page.getByRole('region', { name: 'Fale com a gente' })).toContainText(
      'atendimento@ipe.dev',
    );
    await expectAccessible(page, 'help article');

    await search.fill('xylofone');
    await expect(
      page.getByText('Não encontramos nada sobre "xylofone".', { exact: false }),
    ).toBeVisible();
  });

  test("a screen's ? opens its own article, signed in", async ({ request, page }) => {
    await signedIn(page, request, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/pix/limit');
    await expectPage(page, 'Limites do Pix');
    await page.getByRole('link', { name: '? Ajuda sobre esta tela' }).click();
    await expectPage(page, 'Ajuda');
    await expect(page.getByRole('article', { name: 'Limites Pix e limite noturno' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para a conta' })).toBeVisible();
  });
});
