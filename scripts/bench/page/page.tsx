// A small consumer page: what another publisher site pays for a Button with one icon.
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
