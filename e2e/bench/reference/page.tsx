import { createRoot } from 'react-dom/client';

const RELEASES = ['Soleil de Bamako', 'Nuits de Dakar', 'Les rues de Lomé', 'Abidjan au matin', 'Retour à Cotonou'];

/** The least a React page can be: one component, a heading and a short list, rendered in the browser. */
function Releases() {
  return (
    <main>
      <h1>Nouvelles sorties</h1>
      <ul>
        {RELEASES.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Releases />);
