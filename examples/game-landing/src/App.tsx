import {
  Button,
  Container,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Heading,
  Inline,
  MynaconDevices,
  MynaconGamepad,
  MynaconHeart,
  MynaconStar,
  Stack,
  Text,
} from '@mynacon/ui';
import type { ReactNode } from 'react';
import { NewsletterSignUp } from './NewsletterSignUp';

const features: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <MynaconGamepad size="large" />,
    title: 'Race together',
    text: 'Up to four pilots share one ship: one steers, the others trim the sails and chart the drift.',
  },
  {
    icon: <MynaconDevices size="large" />,
    title: 'Play anywhere',
    text: 'Cross-play and cross-save between consoles and PC, with one account.',
  },
  {
    icon: <MynaconStar size="large" />,
    title: 'A new ring every season',
    text: 'Each season opens a ring of the star, with its own tracks, weather and rivals.',
  },
];

const platforms = ['PlayStation 5', 'Xbox Series X|S', 'Nintendo Switch 2', 'PC (Steam and the publisher’s launcher)'];

/** The landing page of the game: what it is, where it comes out, and the newsletter. */
export function App() {
  return (
    <>
      <header className="site-header">
        <Container>
          <Text as="span" weight="bold" size="lg">
            Starfall Drift
          </Text>
        </Container>
      </header>
      <main id="main">
        <Container>
          <Stack gap={10}>
            <section className="hero" aria-labelledby="hero-title">
              <Stack gap={5} align="start">
                <Heading level={1} size="3xl" id="hero-title">
                  Race the rings of a dying star
                </Heading>
                <Text size="lg" tone="muted">
                  A co-operative racing game for one to four pilots. Out in spring.
                </Text>
                <Inline gap={3}>
                  <Button variant="primary" icon={<MynaconHeart />} href="#newsletter">
                    Follow the launch
                  </Button>
                  <Dialog>
                    <DialogTrigger variant="secondary">Platforms and release</DialogTrigger>
                    <DialogContent>
                      <DialogTitle>Platforms and release</DialogTitle>
                      <DialogDescription>
                        Starfall Drift comes out on 12 March on every platform at once.
                      </DialogDescription>
                      <ul className="platforms">
                        {platforms.map((platform) => (
                          <li key={platform}>{platform}</li>
                        ))}
                      </ul>
                      <DialogFooter>
                        <DialogClose variant="primary">Got it</DialogClose>
                      </DialogFooter>
                    </DialogContent>
                  </Dialog>
                </Inline>
              </Stack>
            </section>

            <section aria-labelledby="features-title">
              <Stack gap={5}>
                <Heading level={2} size="xl" id="features-title">
                  The game
                </Heading>
                <ul className="features">
                  {features.map((feature) => (
                    <li key={feature.title}>
                      <Stack gap={2}>
                        <span className="feature-icon">{feature.icon}</span>
                        <Heading level={3} size="md">
                          {feature.title}
                        </Heading>
                        <Text tone="muted">{feature.text}</Text>
                      </Stack>
                    </li>
                  ))}
                </ul>
              </Stack>
            </section>

            <NewsletterSignUp />
          </Stack>
        </Container>
      </main>
      <footer className="site-footer">
        <Container>
          <Text size="sm" tone="muted">
            © Mynacon Games. Starfall Drift is a trademark of its publisher.
          </Text>
        </Container>
      </footer>
    </>
  );
}
