import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicShell } from './PublicShell';

describe('PublicShell', () => {
  it('has one banner, one main region that can take focus, and a footer', () => {
    render(
      <PublicShell brand={<a href="#/">Ipê</a>} actions={<a href="#/ajuda">Ajuda</a>} footer="Ipê">
        <h1>Entrar</h1>
      </PublicShell>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('IpêAjuda');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Entrar' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Ipê');
  });
});
