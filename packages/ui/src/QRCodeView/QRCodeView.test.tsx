import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QRCodeView } from './QRCodeView';

const brCode =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('QRCodeView', () => {
  it('renders the BR Code as a named SVG image', () => {
    render(<QRCodeView value={brCode} />);
    const image = screen.getByRole('img', { name: 'QR Code Pix' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    // The modules are drawn as a path; an empty code would have none.
    expect(image.querySelector('path[d*="M"]')).not.toBeNull();
  });

  it('encodes different payloads differently', () => {
    const { rerender } = render(<QRCodeView value={brCode} showCopyField={false} />);
    const first = screen.getByRole('img').innerHTML;
    rerender(<QRCodeView value={`${brCode}X`} showCopyField={false} />);
    expect(screen.getByRole('img').innerHTML).not.toBe(first);
  });

  it('shows the copy-and-paste code below unless told not to', () => {
    const { rerender } = render(<QRCodeView value={brCode} description="R$ 10,00 para Fulano" />);
    expect(screen.getByRole('group', { name: 'Código Pix copia e cola' })).toHaveTextContent(
      brCode,
    );
    expect(screen.getByText('R$ 10,00 para Fulano')).toBeInTheDocument();
    rerender(<QRCodeView value={brCode} showCopyField={false} />);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
