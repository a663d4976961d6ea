import { render, screen } from '@testing-library/react';
import { configureHttp, DEFAULT_API_URL } from '../http/http-client';
import { initI18n, setLanguage } from '../i18n/i18n';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  beforeAll(async () => {
    await initI18n();
    await setLanguage('fr');
  });

  it('keeps formatting and drops scripts and event handlers', () => {
    const { container } = render(
      <SafeHtml
        className="article"
        html={
          '<h2>Titre</h2><p>Un <strong>beau</strong> texte</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true" alt="pochette">'
        }
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('DIV');
    expect(root).toHaveClass('article');
    expect(screen.getByRole('heading', { name: 'Titre' })).toBeInTheDocument();
    expect(root.querySelector('strong')).toHaveTextContent('beau');
    expect(root.querySelector('script')).toBeNull();
    const image = screen.getByRole('img', { name: 'pochette' });
    expect(image).not.toHaveAttribute('onerror');
    expect(root.innerHTML).not.toMatch(/hacked/);
  });

  it('removes javascript: links and renders into the requested element', () => {
    const { container } = render(<SafeHtml as="section" html={'<a href="javascript:alert(1)">clic</a>'} />);
    expect(container.firstElementChild?.tagName).toBe('SECTION');
    expect(screen.getByText('clic')).not.toHaveAttribute('href');
  });

  it('renders an empty element for missing html', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('sanitizeHtml drops style sheets and forms', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><form action="//evil"><input></form><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });

  describe('what members write (bios, descriptions)', () => {
    afterEach(() => configureHttp({ apiUrl: DEFAULT_API_URL }));

    it('cannot cover the page with a fake sign-in link', () => {
      const overlay =
        '<div style="position:fixed;inset:0;z-index:9999;background:#fff" class="kora-header" id="kora-main">' +
        '<a href="https://evil.example/login" style="font-size:40px">Connexion</a></div>';
      const { container } = render(<SafeHtml html={overlay} />);
      expect(container.querySelector('[style]')).toBeNull();
      expect(container.querySelector('.kora-header, #kora-main')).toBeNull();
      const link = screen.getByRole('link', { name: /Connexion/ });
      expect(link).toHaveAttribute('href', 'https://evil.example/login');
      expect(link).toHaveAttribute('rel', 'ugc nofollow noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName('Connexion (lien externe, nouvel onglet)');
    });

    it('keeps images from the site and its API only', () => {
      configureHttp({ apiUrl: 'https://api.kora.test' });
      const { container } = render(
        <SafeHtml
          html={
            '<img src="https://api.kora.test/uploads/images/a.png" alt="api"><img src="/uploads/images/b.png" alt="site">' +
            '<img src="https://tracker.example/pixel.png" alt="ailleurs"><img src="data:image/png;base64,AAAA" alt="data">'
          }
        />,
      );
      expect([...container.querySelectorAll('img')].map((image) => image.alt)).toEqual(['api', 'site']);
    });

    it('drops frames, media and forms', () => {
      expect(
        sanitizeHtml(
          '<p>a</p><iframe src="https://evil.example"></iframe><video src="x.mp4"></video><svg><a href="#">x</a></svg>',
        ),
      ).toBe('<p>a</p>');
    });
  });

  it('lets staff-written articles keep their layout classes', () => {
    const { container } = render(
      <SafeHtml
        author="staff"
        html={'<figure class="wide"><img src="https://cdn.example/photo.jpg" alt="scène"></figure>'}
      />,
    );
    expect(container.querySelector('figure.wide')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'scène' })).toBeInTheDocument();
  });
});
