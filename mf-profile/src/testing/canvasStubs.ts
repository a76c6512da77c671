/**
 * jsdom neither decodes images nor draws on a canvas. These stand-ins load an "image" of a chosen
 * size (or fail to), and record what is drawn and how it is encoded.
 */
export interface CanvasRecord {
  drawn: { width: number; height: number }[];
  encoded: { type: string; quality: number }[];
}

export function stubImageDecoding(
  size: { width: number; height: number } | 'broken',
  { noContext = false }: { noContext?: boolean } = {},
): CanvasRecord & { restore: () => void } {
  const record: CanvasRecord = { drawn: [], encoded: [] };
  const OriginalImage = window.Image;
  const originalGetContext = HTMLCanvasElement.prototype.getContext;
  const originalToDataURL = HTMLCanvasElement.prototype.toDataURL;

  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
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
      fillRect: () => {},
      drawImage: () => record.drawn.push({ width, height }),
    };
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toDataURL = function toDataURL(type?: string, quality?: unknown) {
    record.encoded.push({ type: type ?? '', quality: Number(quality) });
    return 'data:image/jpeg;base64,/9j/AAAA';
  };

  return {
    ...record,
    restore: () => {
      window.Image = OriginalImage;
      HTMLCanvasElement.prototype.getContext = originalGetContext;
      HTMLCanvasElement.prototype.toDataURL = originalToDataURL;
    },
  };
}
