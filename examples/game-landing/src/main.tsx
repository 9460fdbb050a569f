// The entry of the site: Mynacon's theme first (fonts, custom properties, global rules), then the stylesheet of the
// label's brand, then the site's own stylesheet, which re-brands the accent and lays out the page.
import '@mynacon/ui/theme.css';
import '@mynacon/ui/brands/emberline.css';
import './site.css';
import { brandClassName, brands, I18nProvider } from '@mynacon/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The game is published under either label: `?brand=emberline` shows it in the Emberline brand, without it in the
// default brand. A site of one label writes the class in index.html instead: <html class="mc-brand-emberline">.
const brand = brands.find((name) => name === new URLSearchParams(window.location.search).get('brand'));
const brandClass = brand && brandClassName(brand);
if (brandClass) document.documentElement.classList.add(brandClass);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <I18nProvider locale="en-GB">
      <App />
    </I18nProvider>
  </StrictMode>,
);
