/** What an expired session answers to a GET in the real platform: the login page's HTML. */
export const LOGIN_PAGE_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Login</title></head>
<body><form id="loginForm" action="/papi/passport/login" method="post">
<input name="username"><input name="password" type="password"><button>Log in</button>
</form></body></html>`;
