// The Button page of a site that imports the whole-package stylesheet once, as before per-component styles.
import '@mynacon/ui/styles.css';
import { Button, MynaconHeart } from '@mynacon/ui';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Button icon={<MynaconHeart />} onPress={() => console.log('liked')}>
      Add to favourites
    </Button>,
  );
}
