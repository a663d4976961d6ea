import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, article, comment, inTurn, renderScreen, signInAs } from '@kora/shared/testing';
import { postCall } from '../test/api';
import { catalogueSuite } from '../testing/catalogue-suite';
import { NewsPage } from './news-page';
import { ArticlePage } from './article-page';

catalogueSuite();

describe('/news', () => {
  const articles = [
    article(1, { title: 'Tournée', category: 'Actualités', commentsCount: 3 }),
    article(2, { title: 'Entretien', category: 'Interviews', commentsCount: 1 }),
    article(3, { title: 'Programme', category: 'Concerts', commentsCount: 0 }),
  ];

  it('has the tabs All plus the categories found, filters by them and shows comment counts', async () => {
    answerApi({ '/articles': articles });
    renderScreen(<NewsPage />, { path: '/news' });
    const tabs = await screen.findByRole('group', { name: 'Catégories' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Tout', 'Actualités', 'Interviews', 'Concerts']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('3 commentaires')).toBeInTheDocument();
    expect(screen.getByText('1 commentaire')).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('button', { name: 'Interviews' }));
    expect(within(tabs).getByRole('button', { name: 'Interviews' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Entretien' })).toHaveAttribute('href', '/news/2');
  });

  it("says 'Aucun article trouvé.' when there is none, and shows load errors with Retry", async () => {
    answerApi({ '/articles': inTurn(new Error('down'), []) });
    renderScreen(<NewsPage />, { path: '/news' });
    expect(await screen.findByText('Impossible de charger les articles.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun article trouvé.')).toBeInTheDocument();
  });
});

describe('/news/{id}', () => {
  it('shows image, category, date and the HTML content made safe, share links and the comment thread', async () => {
    const malicious = article(4, {
      title: 'Sûr',
      content: '<p>Texte <em>sûr</em>.</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
    });
    answerApi({
      '/articles/4': malicious,
      '/articles/4/comments': [comment(1, 'Merci')],
      'POST /comments': comment(2, 'Top'),
    });
    const { container } = renderScreen(<ArticlePage />, { path: '/news/:id', at: '/news/4' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article : Sûr' })).toBeInTheDocument();
    expect(screen.getByText('sûr').tagName).toBe('EM');
    expect(container.querySelector('[onerror], script')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    expect(screen.getByRole('article')).toHaveTextContent('Actualités');
    expect(screen.getByText('18 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partager sur Twitter (nouvel onglet)' })).toBeInTheDocument();
    expect(await screen.findByText('Merci')).toBeInTheDocument();
  });

  it('posts a comment with the article id, and a reply with its parent', async () => {
    signInAs('lea.martin');
    const calls = answerApi({
      '/articles/4': article(4),
      '/articles/4/comments': [comment(1, 'Merci', 'sofia.mendes')],
      'POST /comments': comment(2, 'Top'),
    });
    renderScreen(<ArticlePage />, { path: '/news/:id', at: '/news/4' });
    await userEvent.click(await screen.findByRole('button', { name: 'Répondre à sofia.mendes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre commentaire' }), 'oui');
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() =>
      expect(calls).toContainEqual(postCall('/comments', { text: '@sofia.mendes oui', articleId: 4, parentId: 1 })),
    );
  });

  it('says when the article does not exist', async () => {
    const { ApiError } = await import('@kora/shared');
    answerApi({ '/articles/9': new ApiError(404, { message: 'Article introuvable.' }) });
    renderScreen(<ArticlePage />, { path: '/news/:id', at: '/news/9' });
    expect(await screen.findByText("Cet article n'existe pas.")).toBeInTheDocument();
  });
});
