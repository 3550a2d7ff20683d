import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarcodeView } from './BarcodeView';

describe('BarcodeView', () => {
  it('draws one bar per run of dark modules, named for screen readers', () => {
    render(<BarcodeView modules="1010011100" label="Código de barras do boleto" />);
    const image = screen.getByRole('img', { name: 'Código de barras do boleto' });
    const bars = [...image.querySelectorAll('rect')].map((rect) => [
      rect.getAttribute('x'),
      rect.getAttribute('width'),
    ]);
    expect(bars).toEqual([
      ['0', '1'],
      ['2', '1'],
      ['5', '3'],
    ]);
    expect(image).toHaveAttribute('viewBox', '0 0 10 50');
  });
});
