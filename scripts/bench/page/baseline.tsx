// The same page without the design system: React and a plain button, to subtract from the page's cost.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <button type="button" onClick={() => console.log('liked')}>
      Add to favourites
    </button>,
  );
}
