// The entry of the site: Mynacon's theme first (fonts, custom properties, global rules), then the site's own
// stylesheet, which re-brands the accent and lays out the page.
import '@mynacon/ui/theme.css';
import './site.css';
import { I18nProvider } from '@mynacon/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <I18nProvider locale="en-GB">
      <App />
    </I18nProvider>
  </StrictMode>,
);
