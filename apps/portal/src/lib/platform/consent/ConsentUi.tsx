import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Heading,
  Text,
  useI18n,
  VisuallyHidden,
} from '@mynacon/ui';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '../../startup/hydrating-store';
import { type ConsentChoices, type ConsentStore, fullConsent, noConsent } from './consent';
import { actions, banner, bannerInner, bannerShownAttribute, categories } from './consent.css';

export interface ConsentUiProps {
  store: ConsentStore;
  /** Counts requests to open the settings dialog: each new value opens it. */
  settingsRequest: number;
}

/** Keeps `--consent-banner-height` on `<html>` while the banner shows (see consent.css.ts). */
function useReservedSpace(element: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const apply = () => root.style.setProperty('--consent-banner-height', `${element.offsetHeight}px`);
    apply();
    root.setAttribute(bannerShownAttribute, '');
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeAttribute(bannerShownAttribute);
      root.style.removeProperty('--consent-banner-height');
    };
  }, [element]);
}

/** After an answer the banner is gone: focus goes on to the page's content rather than being lost. */
function moveFocusToContent(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !container?.contains(active) && active.isConnected) return;
    const main = document.getElementById('main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  });
}

/**
 * The cookie consent banner and its settings dialog. The banner is a labelled region at the bottom of the
 * viewport, first in the tab order, and does not take focus: the page stays usable. Accepting and refusing are
 * equally prominent; "Choose" opens a modal dialog with one box per category (necessary always on).
 */
export function ConsentUi({ store, settingsRequest }: ConsentUiProps) {
  const { t } = useI18n();
  const state = useStore(store);
  const [settingsOpen, setSettingsOpen] = useState(settingsRequest > 0);
  const [draft, setDraft] = useState<ConsentChoices>(state.choices);
  const [announcement, setAnnouncement] = useState('');
  const [bannerElement, setBannerElement] = useState<HTMLElement | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const lastRequest = useRef(settingsRequest);
  // Opened from elsewhere (a footer link), the dialog has no trigger of its own to give focus back to.
  const openedFrom = useRef<Element | null>(settingsRequest > 0 ? document.activeElement : null);
  const showBanner = state.status === 'pending';
  useReservedSpace(showBanner ? bannerElement : null);

  useEffect(() => {
    if (settingsRequest === lastRequest.current) return;
    lastRequest.current = settingsRequest;
    openedFrom.current = document.activeElement;
    setDraft(store.getState().choices);
    setSettingsOpen(true);
  }, [settingsRequest, store]);

  const changeOpen = (open: boolean) => {
    if (open) {
      // From the banner's own trigger, which gets the focus back on close.
      openedFrom.current = null;
      setDraft(store.getState().choices);
    } else {
      const previous = openedFrom.current;
      openedFrom.current = null;
      if (previous instanceof HTMLElement) requestAnimationFrame(() => previous.isConnected && previous.focus());
    }
    setSettingsOpen(open);
  };

  const decide = (choices: ConsentChoices) => {
    const fromBanner = showBanner;
    store.decide(choices);
    changeOpen(false);
    setAnnouncement(t('portal.platform.consent.saved'));
    if (fromBanner) moveFocusToContent(rootRef.current);
  };

  return (
    <div ref={rootRef} data-component="CookieConsent">
      <Dialog open={settingsOpen} onOpenChange={changeOpen}>
        {showBanner ? (
          <section ref={setBannerElement} className={banner} aria-labelledby={titleId} data-part="banner">
            <div className={bannerInner}>
              <Heading level={2} size="lg" id={titleId}>
                {t('portal.platform.consent.title')}
              </Heading>
              <Text size="sm">{t('portal.platform.consent.description')}</Text>
              <div className={actions}>
                <Button variant="primary" onPress={() => decide(fullConsent)}>
                  {t('portal.platform.consent.acceptAll')}
                </Button>
                <Button variant="primary" onPress={() => decide(noConsent)}>
                  {t('portal.platform.consent.rejectAll')}
                </Button>
                <DialogTrigger variant="secondary">{t('portal.platform.consent.choose')}</DialogTrigger>
              </div>
            </div>
          </section>
        ) : null}
        <DialogContent size="medium">
          <DialogTitle>{t('portal.platform.consent.settings.title')}</DialogTitle>
          <DialogDescription>{t('portal.platform.consent.settings.description')}</DialogDescription>
          <fieldset className={categories} aria-label={t('portal.platform.consent.settings.categories')}>
            <Checkbox isSelected isDisabled description={t('portal.platform.consent.necessary.description')}>
              {t('portal.platform.consent.necessary.label')}
            </Checkbox>
            <Checkbox
              isSelected={draft.analytics}
              onChange={(analytics) => setDraft((current) => ({ ...current, analytics }))}
              description={t('portal.platform.consent.analytics.description')}
            >
              {t('portal.platform.consent.analytics.label')}
            </Checkbox>
            <Checkbox
              isSelected={draft.marketing}
              onChange={(marketing) => setDraft((current) => ({ ...current, marketing }))}
              description={t('portal.platform.consent.marketing.description')}
            >
              {t('portal.platform.consent.marketing.label')}
            </Checkbox>
          </fieldset>
          <DialogFooter>
            <Button variant="secondary" onPress={() => decide(noConsent)}>
              {t('portal.platform.consent.rejectAll')}
            </Button>
            <Button variant="primary" onPress={() => decide(draft)}>
              {t('portal.platform.consent.save')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
    </div>
  );
}
