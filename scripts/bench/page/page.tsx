// A small consumer page: what another publisher site pays for a Button with one icon. It imports the theme; the
// Button's module brings the Button's styles.
import '@mynacon/ui/theme.css';
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
