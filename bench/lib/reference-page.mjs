// The benchmark's yardstick: a plain HTML sign-in page (no script, styles inline) served on
// loopback beside the site. Whatever Lighthouse gives it in a run is what this machine allows at
// that moment; a site page scoring near it has nothing left to win.
import http from 'node:http';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Sign in to the class reunion site.">
<title>Sign in | Reference page</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f5f5; color: #1f1f1f; }
  main { max-width: 400px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 8px; }
  label { display: block; margin-top: 16px; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 8px; font-size: 16px; margin-top: 4px; }
  button { margin-top: 24px; width: 100%; padding: 10px; font-size: 16px; color: #fff; background: #0958d9; border: 0; border-radius: 6px; }
</style>
</head>
<body>
<main>
  <h1>Class of 2005 reunion</h1>
  <p>Sign in with the e-mail address you registered with.</p>
  <form method="post" action="/">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>
`;

/** Serves the page on a free loopback port; `stop()` closes the server. */
export function startReferencePage() {
  const server = http.createServer((request, response) => {
    const found = request.url === '/';
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(found ? PAGE : 'not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        stop: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
