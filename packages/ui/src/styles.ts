// The stylesheet entry: bundled fonts first, then the dark theme on :root.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/jetbrains-mono/wght.css';
import './theme/global.css';
