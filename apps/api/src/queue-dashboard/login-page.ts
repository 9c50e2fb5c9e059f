/**
 * The dashboard's sign-in form: browsers cannot send X-Operator-Token, and a token in the URL
 * would land in access logs, history and Referer headers. No script; styles inline (the CSP
 * allows inline styles, not scripts).
 */
export function loginPage(action: string, refused: boolean): string {
  const note = refused
    ? '<p class="refused" role="alert">That is not the operator token.</p>'
    : '<p>Enter this installation\u2019s operator token (<code>OPERATOR_TOKEN</code>).</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dealdraft jobs: sign in</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { display: grid; place-items: center; min-height: 100vh; margin: 0; }
  form { display: grid; gap: 0.75rem; width: min(24rem, 90vw); }
  h1 { font-size: 1.25rem; margin: 0; }
  p { margin: 0; }
  input, button { font: inherit; padding: 0.5rem 0.75rem; border-radius: 0.375rem; }
  input { border: 1px solid #8a8f98; }
  button { border: 0; background: #2563eb; color: #fff; cursor: pointer; }
  .refused { color: #dc2626; }
</style>
</head>
<body>
<form method="post" action="${action}">
  <h1>Dealdraft jobs</h1>
  ${note}
  <label for="token">Operator token</label>
  <input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
  <button type="submit">Sign in</button>
</form>
</body>
</html>
`;
}
