import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@reunion/web-kit/testing';
import { aFile } from '../testing/browserStubs';
import { ImagePicker } from './ImagePicker';

function renderPicker(existingCount = 0) {
  const onAccept = jest.fn();
  renderWithProviders(
    <>
      <label htmlFor="pick">Pictures</label>
      <ImagePicker
        id="pick"
        existingCount={existingCount}
        maxFiles={3}
        maxBytes={1024 * 1024}
        accept={['image/jpeg']}
        acceptLabels={['JPEG']}
        onAccept={onAccept}
        buttonText="Add Photos"
      />
    </>,
  );
  const input = screen.getByLabelText('Pictures') as HTMLInputElement;
  return { input, onAccept };
}

function choose(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  Object.defineProperty(input, 'value', {
    value: 'C:\\fakepath\\x',
    writable: true,
    configurable: true,
  });
  fireEvent.change(input);
}

const toast = async () => screen.findByTestId('toast');

describe('ImagePicker', () => {
  it('hands over valid files and clears the input', async () => {
    const { input, onAccept } = renderPicker();
    const photo = aFile('a.jpg', 'image/jpeg');
    choose(input, [photo]);
    expect(onAccept).toHaveBeenCalledWith([photo]);
    expect(input.value).toBe('');
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it("warns 'Too Many Files' as a destructive toast and keeps none", async () => {
    const { input, onAccept } = renderPicker(2);
    choose(input, [aFile('a.jpg', 'image/jpeg'), aFile('b.jpg', 'image/jpeg')]);
    const shown = await toast();
    expect(shown.textContent).toContain('Too Many Files');
    expect(shown.className).toContain('reunion-toast--destructive');
    expect(onAccept).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('keeps the valid files of a mixed choice and names the rest', async () => {
    const { input, onAccept } = renderPicker();
    const good = aFile('good.jpg', 'image/jpeg');
    choose(input, [
      good,
      aFile('big.jpg', 'image/jpeg', 5 * 1024 * 1024),
      aFile('x.gif', 'image/gif'),
    ]);
    expect(onAccept).toHaveBeenCalledWith([good]);
    const text = (await toast()).textContent;
    expect(text).toContain('File Size Exceeded');
    expect(text).toContain('The following file(s) exceed the 1MB limit: big.jpg');
    expect(text).toContain('Only JPEG files are accepted.');
  });

  it("says 'Upload Error' when handling the files fails", async () => {
    const onAccept = jest.fn(() => {
      throw new Error('boom');
    });
    renderWithProviders(
      <ImagePicker id="pick" existingCount={0} onAccept={onAccept} buttonText="Add" />,
    );
    const input = document.getElementById('pick') as HTMLInputElement;
    choose(input, [aFile('a.png', 'image/png')]);
    const text = (await toast()).textContent;
    expect(text).toContain('Upload Error');
    expect(text).toContain('There was a problem processing your files. Please try again.');
  });

  it('opens the chooser from a keyboard-reachable button', () => {
    const { input } = renderPicker();
    const click = jest.spyOn(input, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Add Photos' }));
    expect(click).toHaveBeenCalled();
    expect(input.tabIndex).toBe(-1);
  });
});
