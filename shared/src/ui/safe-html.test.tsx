import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
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
});
