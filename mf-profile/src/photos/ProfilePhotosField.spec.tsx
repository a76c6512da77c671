import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@reunion/web-kit/testing';
import { useState } from 'react';
import { aFile, stubObjectUrls } from '../testing/browserStubs';
import { storedPhotoItems, type PhotoItem } from './photoItems';
import { ProfilePhotosField } from './ProfilePhotosField';

function Harness({ initial }: { readonly initial: PhotoItem[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="photos">Profile Photos</label>
      <ProfilePhotosField id="photos" value={value} onChange={setValue} />
    </>
  );
}

function choose(files: File[]) {
  const input = screen.getByLabelText('Profile Photos') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

describe('ProfilePhotosField', () => {
  beforeEach(() => stubObjectUrls());

  it('previews stored photos from their URLs and new ones from local addresses', () => {
    renderWithProviders(<Harness initial={storedPhotoItems(['/uploads/profiles/a.jpg'])} />);
    choose([aFile('b.jpg', 'image/jpeg')]);
    expect(screen.getByAltText('Photo 1').getAttribute('src')).toBe('/uploads/profiles/a.jpg');
    expect(screen.getByAltText('Photo 2').getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText('Photo 2 (not saved yet)')).toBeTruthy();
    expect(screen.getByText(/2 of 3 chosen/)).toBeTruthy();
  });

  it("refuses a fourth photo with 'Too Many Files'", async () => {
    renderWithProviders(
      <Harness
        initial={storedPhotoItems(['/uploads/1.jpg', '/uploads/2.jpg', '/uploads/3.jpg'])}
      />,
    );
    choose([aFile('d.jpg', 'image/jpeg')]);
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'You can only upload a maximum of 3 images. Please remove some existing images first.',
    );
    expect(screen.queryByAltText('Photo 4')).toBeNull();
  });

  it("takes a phone's 9.9 MB photo: the form resizes it before upload", () => {
    renderWithProviders(<Harness initial={[]} />);
    choose([aFile('IMG_0001.JPG', 'image/jpeg', 9.9 * 1024 * 1024)]);
    expect(screen.getByText('Photo 1 (not saved yet)')).toBeTruthy();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('states the limits every photo has, and refuses what breaks them', async () => {
    renderWithProviders(<Harness initial={[]} />);
    expect(
      screen.getByText(
        /^Up to 3 photos \(JPEG, PNG, WebP or GIF, up to 25 MB each\)\. Each is resized on your device to at most 800 px before upload, so no more than 5 MB is sent\. 0 of 3 chosen\.$/,
      ),
    ).toBeTruthy();
    choose([
      aFile('scan.bmp', 'image/bmp'),
      aFile('big.jpg', 'image/jpeg', 25 * 1024 * 1024 + 1),
      aFile('ok.jpg', 'image/jpeg', 25 * 1024 * 1024),
    ]);
    const text = (await screen.findByTestId('toast')).textContent;
    expect(text).toContain('exceed the 25MB limit: big.jpg');
    expect(text).not.toContain('ok.jpg');
    expect(text).toContain('Only JPEG, PNG, WebP, GIF files are accepted.');
    expect(screen.getByText('Photo 1 (not saved yet)')).toBeTruthy();
  });

  it("refuses an iPhone's HEIC photo saying how to get a JPEG, and keeps that by the field until the next choice", async () => {
    renderWithProviders(<Harness initial={[]} />);
    choose([aFile('IMG_0042.HEIC', 'image/heic')]);
    const heic =
      'IMG_0042.HEIC is a HEIC photo, which this site cannot use: please choose a JPEG. On an iPhone, pick the photo from Photo Library rather than Files, or set Settings › Camera › Formats to Most Compatible.';
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Invalid File Type');
    expect(toast.textContent).toContain(heic);
    // By the field too, outside the toast, which goes in seconds; read with the button.
    const byField = screen.getAllByText(heic).find((element) => !toast.contains(element));
    expect(byField).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Add Photos' });
    expect(button.getAttribute('aria-describedby')?.split(' ')).toContain(byField?.id);
    expect(screen.queryByText('Photo 1 (not saved yet)')).toBeNull();

    // The next choice replaces it: a JPEG taken, nothing left to say.
    choose([aFile('IMG_0042.JPG', 'image/jpeg')]);
    expect(screen.getByText('Photo 1 (not saved yet)')).toBeTruthy();
    expect(screen.getAllByText(heic).every((element) => toast.contains(element))).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('photos-help');
  });

  it("removes a photo until saved, with the 'Photo removed' toast", async () => {
    renderWithProviders(
      <Harness initial={storedPhotoItems(['/uploads/1.jpg', '/uploads/2.jpg'])} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    const text = (await screen.findByTestId('toast')).textContent;
    expect(text).toContain('Photo removed');
    expect(text).toContain('The photo will be removed when you save the profile.');
    expect(screen.getByAltText('Photo 1').getAttribute('src')).toBe('/uploads/2.jpg');
  });

  it("shows 'File too large' for a preview the browser cannot show", () => {
    renderWithProviders(<Harness initial={storedPhotoItems(['/uploads/1.jpg'])} />);
    fireEvent.error(screen.getByAltText('Photo 1'));
    expect(screen.getByText('File too large')).toBeTruthy();
    expect(screen.getByText('Maximum size: 25MB')).toBeTruthy();
  });
});
