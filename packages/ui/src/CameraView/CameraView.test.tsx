import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CameraView } from './CameraView';

describe('CameraView', () => {
  it('is a named, muted, inline video a stream can be given to', () => {
    let video: HTMLVideoElement | null = null;
    render(<CameraView label="Câmera para ler o QR Code" ref={(node) => void (video = node)} />);
    const element = screen.getByLabelText('Câmera para ler o QR Code');
    expect(element.tagName).toBe('VIDEO');
    expect(element).toBe(video);
    expect((element as HTMLVideoElement).muted).toBe(true);
    expect(element).toHaveAttribute('playsinline');
  });
});
