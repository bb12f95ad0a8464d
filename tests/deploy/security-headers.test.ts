import { describe, expect, it } from 'vitest';
import { caddyHeaders, nginxHeaders, productionEnv, staleDeployFiles } from '../../scripts/deploy-headers';
import { BuildConfigError, contentSecurityPolicy, securityHeaders } from '../../scripts/security-headers';

/** The policy as directive → sources, so a test names what it checks. */
function directives(env: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    contentSecurityPolicy(env)
      .split('; ')
      .map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
  );
}

describe('the Content-Security-Policy of a build', () => {
  it('on the demo backend: our origin only, no inline script, no eval, nothing framed or framing', () => {
    const policy = directives({});
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('allows inline only for style attributes (server rich text), never eval', () => {
    const policy = contentSecurityPolicy({ VITE_API_BASE: 'https://api.example.com', VITE_GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com' });
    expect(policy).not.toContain('unsafe-eval');
    const inline = policy.split('; ').filter((d) => d.includes("'unsafe-inline'"));
    expect(inline).toEqual(["style-src-attr 'unsafe-inline'"]);
  });

  it('connects to and shows pictures from the configured API bases (their origins)', () => {
    const policy = directives({ VITE_API_BASE: 'https://api.example.com/v1/', VITE_API_BASE2: 'https://mall.example.com:8443' });
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://mall.example.com:8443']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com', 'https://mall.example.com:8443']);
  });

  it('adds nothing for an API behind a path of this site, nor twice for the same host', () => {
    expect(directives({ VITE_API_BASE: '/shop-api', VITE_API_BASE2: '' })['connect-src']).toEqual(["'self'"]);
    expect(directives({ VITE_API_BASE: 'https://api.example.com', VITE_API_BASE2: 'https://api.example.com/mall' })['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
    ]);
  });

  it('shows pictures from VITE_IMAGE_HOSTS, and lets the service worker fetch them to keep them offline', () => {
    const policy = directives({ VITE_IMAGE_HOSTS: ' https://cdn.example.com/ , https://*.oss-cn-hangzhou.aliyuncs.com' });
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com', 'https://*.oss-cn-hangzhou.aliyuncs.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com', 'https://*.oss-cn-hangzhou.aliyuncs.com']);
  });

  it.each([
    [{ VITE_API_BASE: 'api.example.com' }, /VITE_API_BASE must be an absolute http\(s\) URL/],
    [{ VITE_API_BASE2: 'ftp://files.example.com' }, /VITE_API_BASE2 must use https: or http:/],
    [{ VITE_API_BASE: '//api.example.com' }, /VITE_API_BASE must be an absolute/],
    [{ VITE_IMAGE_HOSTS: 'cdn.example.com' }, /VITE_IMAGE_HOSTS: "cdn.example.com" is not a host with its scheme/],
    [{ VITE_IMAGE_HOSTS: "https://cdn.example.com; script-src 'unsafe-inline'" }, /VITE_IMAGE_HOSTS/],
    [{ VITE_IMAGE_HOSTS: 'https://cdn.example.com/images' }, /VITE_IMAGE_HOSTS/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => contentSecurityPolicy(env)).toThrow(BuildConfigError);
    expect(() => contentSecurityPolicy(env)).toThrow(message);
  });

  it("lets Google's sign-in in only when the build offers it", () => {
    const without = securityHeaders({});
    expect(JSON.stringify(without)).not.toContain('google');
    expect(without['Cross-Origin-Opener-Policy']).toBe('same-origin');

    const policy = directives({ VITE_GOOGLE_CLIENT_ID: '123.apps.googleusercontent.com' });
    expect(policy['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(policy['style-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
    expect(policy['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    // The sign-in popup reports back to the page that opened it.
    expect(securityHeaders({ VITE_GOOGLE_CLIENT_ID: '123' })['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });
});

describe('the other security headers', () => {
  it('keep the camera for the scanner, turn off what the shop does not use, and refuse framing and sniffing', () => {
    const headers = securityHeaders({});
    const permissions = headers['Permissions-Policy'].split(', ');
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toEqual(expect.arrayContaining(['microphone=()', 'geolocation=()', 'payment=()', 'usb=()']));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('deploy/ headers', () => {
  it('are what this build configuration gives (run `npm run deploy:headers` after changing it)', () => {
    expect(staleDeployFiles(productionEnv())).toEqual([]);
  });

  it('render every header for nginx (on errors too) and for Caddy', () => {
    const env = { VITE_API_BASE: 'https://api.example.com' };
    const headers = securityHeaders(env);
    for (const [name, value] of Object.entries(headers)) {
      expect(nginxHeaders(env)).toContain(`add_header ${name} "${value}" always;`);
      expect(caddyHeaders(env)).toContain(`\t${name} "${value}"\n`);
    }
    expect(nginxHeaders(env)).toContain('#   VITE_API_BASE=https://api.example.com');
  });
});
