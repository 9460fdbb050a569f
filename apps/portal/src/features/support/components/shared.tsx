// What the support pages share: the loading and failure states of a read, an empty list, the sign-in link that
// comes back.
import { Link, MynaconLifebuoy, Text } from '@mynacon/ui';
import { useLocation } from 'react-router';
import { href } from '../../../config/paths';
import { type Translate, useT } from '../../../lib/i18n/useT';
import type { BlockStateTexts, EmptyProps, LoadViewProps } from '../../../lib/page/BlockState';
import { BlockEmpty, BlockState } from '../../../lib/page/BlockState';
import type supportMessages from '../messages/en-GB.json';

export type SupportT = Translate<typeof supportMessages>;

/** The sign-in page, coming back to the current page afterwards. */
export function useSignInHref(): string {
  const { locale } = useT();
  const location = useLocation();
  return `${href('login', {}, locale)}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** The support pages' wording of the shared block states (lib/page/BlockState). */
const supportStateTexts = (t: SupportT, loading: string): BlockStateTexts => ({
  loading,
  retry: t('portal.retry'),
  malformed: { title: t('portal.support.malformed.title'), description: t('portal.support.malformed.description') },
  unavailable: {
    title: t('portal.support.unavailable.title'),
    description: t('portal.support.unavailable.description'),
  },
});

/** The loading and failure states of a read; `ready` draws the content. */
export function LoadView<T>({ t, loading, ...props }: LoadViewProps<T, SupportT> & { loading: string }) {
  return <BlockState {...props} texts={supportStateTexts(t, loading)} />;
}

/** A list with nothing in it. */
export function Empty(props: EmptyProps) {
  return <BlockEmpty icon={<MynaconLifebuoy />} {...props} />;
}

/** What an anonymous player reads in place of something that needs an account, with the way to sign in and back. */
export function SignInPrompt({ text, label }: { text: string; label: string }) {
  const signIn = useSignInHref();
  return (
    <div data-page-state="anonymous">
      <Text as="p">{text}</Text>
      <Link variant="standalone" href={signIn}>
        {label}
      </Link>
    </div>
  );
}
