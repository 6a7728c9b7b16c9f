const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The team studio's sign-in page: two labelled fields a password manager recognises (username, current-password),
 * the message of a refused try in an alert, the name kept. No script, no outside resource.
 */
export function loginPage({
  message,
  name = '',
  asked = '',
}: {
  message?: string
  name?: string
  /** What the address asked the studio to show once signed in (askedView: "?inbox=ID", "?file=…"), carried along. */
  asked?: string
} = {}): string {
  const carried = [...new URLSearchParams(asked)]
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}" />`)
    .join('')
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Sign in — Studio</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
      main { max-width: 24rem; margin: 10vh auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
      h1 { font-size: 1.4rem; margin: 0 0 1rem; }
      label { display: block; margin: 0.8rem 0 0.2rem; font-weight: 600; }
      input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.4rem; border: 1px solid #6b7280; border-radius: 4px; }
      button { margin-top: 1.2rem; font: inherit; padding: 0.45rem 1.2rem; border: 0; border-radius: 4px; background: #1d4ed8; color: #fff; cursor: pointer; }
      :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
      .alert { border-left: 4px solid #a4161a; background: #fde2e1; padding: 0.4rem 0.7rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Sign in to the studio</h1>
      ${message ? `<p class="alert" role="alert">${escape(message)}</p>` : ''}
      <form method="post" action="/_studio/login">
        <label for="name">Your name</label>
        <input id="name" name="name" autocomplete="username" required value="${escape(name)}"${message ? '' : ' autofocus'} />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required${message ? ' autofocus' : ''} />
        ${carried}
        <button type="submit">Sign in</button>
      </form>
    </main>
  </body>
</html>
`
}
