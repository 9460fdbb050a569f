// The site's own build: plain Vite and React. @mynacon/ui ships compiled JavaScript and CSS, so no
// vanilla-extract plugin, alias or other set-up for the design system is needed.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
