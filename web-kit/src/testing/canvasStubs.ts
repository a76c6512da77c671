import type { PixelSize } from '@reunion/contracts';

/**
 * jsdom neither decodes images nor draws on a canvas. These stand-ins load an "image" of a chosen
 * size (or fail to), and record what is drawn and how it is encoded. Tests only.
 */
export interface CanvasRecord {
  readonly drawn: PixelSize[];
  readonly encoded: { type: string; quality: number }[];
  restore: () => void;
}

export interface CanvasStubOptions {
  /** No 2D context, as a browser that cannot allocate the canvas answers. */
  noContext?: boolean;
  /** The size the encoded JPEG claims (its bytes are six, /9j/AAAA in base64). */
  encodedBytes?: number;
}

export function stubImageDecoding(
  size: PixelSize | 'broken',
  { noContext = false, encodedBytes }: CanvasStubOptions = {},
): CanvasRecord {
  const drawn: PixelSize[] = [];
  const encoded: { type: string; quality: number }[] = [];
  const OriginalImage = window.Image;
  const originalGetContext = HTMLCanvasElement.prototype.getContext;
  const originalToBlob = HTMLCanvasElement.prototype.toBlob;

  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    decoding = 'auto';
    naturalWidth = size === 'broken' ? 0 : size.width;
    naturalHeight = size === 'broken' ? 0 : size.height;
    set src(_url: string) {
      setTimeout(() => (size === 'broken' ? this.onerror?.() : this.onload?.()), 0);
    }
  }
  window.Image = FakeImage as unknown as typeof Image;
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    if (noContext) return null;
    const { width, height } = this;
    return {
      fillStyle: '',
      imageSmoothingQuality: 'low',
      fillRect: () => {},
      drawImage: () => drawn.push({ width, height }),
    };
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toBlob = function toBlob(
    callback: BlobCallback,
    type?: string,
    quality?: unknown,
  ) {
    encoded.push({ type: type ?? '', quality: Number(quality) });
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0, 0, 0])], { type: type ?? '' });
    if (encodedBytes !== undefined) Object.defineProperty(blob, 'size', { value: encodedBytes });
    setTimeout(() => callback(blob), 0);
  };

  return {
    drawn,
    encoded,
    restore: () => {
      window.Image = OriginalImage;
      HTMLCanvasElement.prototype.getContext = originalGetContext;
      HTMLCanvasElement.prototype.toBlob = originalToBlob;
    },
  };
}
