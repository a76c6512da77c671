// What the production-layout check asks of the running backend, as a first visitor would: sign
// up with the class password (POST /api/register, which signs in), read the account back, add a
// photo to the album (sharp's native code and the storage folder, written as the run-time user),
// and load pages the server renders (the shell's server build and a section's).
import sharp from 'sharp';

function expectStatus(what, response, status) {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status}, expected ${status}`);
}

/** Checks the site at `url`; throws with what failed. */
export async function checkRunningSite(url, classPassword, log) {
  const register = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'first.visitor@example.org',
      password: 'production-layout-1',
      classPassword,
    }),
  });
  expectStatus(`POST /api/register (${await register.clone().text()})`, register, 201);
  const cookie = register.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const user = await fetch(`${url}/api/user`, { headers: { cookie } });
  expectStatus('GET /api/user', user, 200);
  if ((await user.json()).email !== 'first.visitor@example.org')
    throw new Error('GET /api/user: not the account just registered');
  log('sign-up: POST /api/register 201, GET /api/user is the new member');

  const form = new FormData();
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' },
  })
    .png()
    .toBuffer();
  form.append('photo', new Blob([png], { type: 'image/png' }), 'reunion.png');
  form.append('caption', 'Written by the production layout check');
  const upload = await fetch(`${url}/api/photos`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  expectStatus(`POST /api/photos (${await upload.clone().text()})`, upload, 201);
  const { photoUrl } = await upload.json();
  const stored = await fetch(new URL(photoUrl, url), { headers: { cookie } });
  expectStatus(`GET ${photoUrl}`, stored, 200);
  log('album upload: POST /api/photos 201, the stored file served back');

  // Markup that only a render on the server puts in the page (shell/dist/index.html, what the
  // browser would otherwise get, has neither): the shell's sign-in form for a visitor, the
  // album's header (the mf-photos server build) for the member.
  for (const [address, marker, headers] of [
    ['/auth', '<form', {}],
    ['/photos', 'Share your memories', { cookie }],
  ]) {
    const page = await fetch(`${url}${address}`, { headers: { ...headers, accept: 'text/html' } });
    expectStatus(`GET ${address}`, page, 200);
    if (!(await page.text()).includes(marker))
      throw new Error(`GET ${address}: no server-rendered ${marker} in the page`);
  }
  log('pages: GET /auth (signed out) and GET /photos (signed in) rendered on the server');
}
