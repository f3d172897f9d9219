import { describe, expect, it } from 'vitest';
import { routeLiteralProblems, routeLiterals, routeSegments } from './check-route-literals';

const segments = routeSegments({
  landing: '/',
  vouchers: '/vouchers',
  voucher: (id: string) => `/app/vouchers/${id}`,
  register: { start: '/register', email: '/register/email' },
});

describe('routeSegments', () => {
  it('takes the first segment of every named path, once', () => {
    expect(segments.sort()).toEqual(['app', 'register', 'vouchers']);
  });
});

describe('routeLiterals', () => {
  it('finds route paths in quotes, JSX attributes and templates', () => {
    const source = [
      `<Link to="/register">x</Link>`,
      `navigate('/vouchers', { replace: true });`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const to = `/app/vouchers/${id}`;',
      `if (pathname === '/') go();`,
      `<Navigate to="/register/email?x=1" replace />`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const callback = `${origin}/register/email`;',
    ].join('\n');
    expect(routeLiterals(source, segments)).toEqual([
      '/register',
      '/vouchers',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text the literal holds
      '/app/vouchers/${id}',
      '/',
      '/register/email?x=1',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text the template holds
      '${origin}/register/email',
    ]);
  });

  it('leaves API paths, other segments, longer words, separators and comments alone', () => {
    const source = [
      `fetch('/api/v1/vouchers');`,
      `const icon = '/icons/icon.svg';`,
      `const page = '/vouchersearch';`,
      `path.split('/').join('/x'); url.endsWith('/');`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const api = `${base}/api/v1/vouchers`; const file = `${dir}/icons/x.svg`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const named = `${origin}${PATHS.vouchers}`;',
      `const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');`,
      `// redirect to '/vouchers'`,
      ` * the start page '/'`,
    ].join('\n');
    expect(routeLiterals(source, segments)).toEqual([]);
  });

  it('in the API (bareRoot false) counts web paths but not its own "/" routes', () => {
    const source = [`app.get('/', handler);`, `const link = portalLink(url, '/register/email');`].join('\n');
    expect(routeLiterals(source, segments, false)).toEqual(['/register/email']);
    expect(routeLiterals(source, segments)).toEqual(['/', '/register/email']);
  });
});

describe('routeLiteralProblems', () => {
  const file = (name: string, count: number) => ({ file: name, source: `go('/vouchers');\n`.repeat(count) });

  it('passes files without literals', () => {
    expect(routeLiteralProblems([file('a.ts', 0), file('b.ts', 0)], segments)).toEqual([]);
  });

  it('fails each file that holds a literal, with its literals', () => {
    expect(routeLiteralProblems([file('a.ts', 1), file('b.ts', 0), file('c.ts', 2)], segments)).toEqual([
      'a.ts: 1 literal route path(s) (/vouchers)',
      'c.ts: 2 literal route path(s) (/vouchers, /vouchers)',
    ]);
  });
});
