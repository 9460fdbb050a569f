import { Container, type ContainerSize } from '@mynacon/ui';
import type { ReactNode } from 'react';
import type { LayoutName } from '../../config/paths';
import { content, frame, main, withSideNav } from './layout.css';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';
import { SignOutNotice } from './SignOutNotice';
import { SilentSignInNotice } from './SilentSignInNotice';

export interface PortalFrameProps {
  /** Written to `data-layout` on the root, for styles and tests. */
  layout: LayoutName;
  /** The width of the content. @default 'default' */
  size?: ContainerSize;
  /** A SideNav beside the content. */
  sideNav?: ReactNode;
  /** Header and footer with the entry chunk's strings only. */
  reduced?: boolean;
  /** The footer's link columns are left out (the minimal layout). */
  quietFooter?: boolean;
  children: ReactNode;
}

/** The frame every layout shares: header, a `main` the skip link targets, the content, and the footer. */
export function PortalFrame({
  layout,
  size = 'default',
  sideNav,
  reduced = false,
  quietFooter = false,
  children,
}: PortalFrameProps) {
  return (
    <div data-layout={layout} className={frame}>
      <PortalHeader reduced={reduced} />
      <Container as="main" id="main" tabIndex={-1} size={size} className={main}>
        {sideNav ? (
          <div className={withSideNav}>
            {sideNav}
            <div className={content}>
              {reduced ? null : <SignOutNotice />}
              {reduced ? null : <SilentSignInNotice />}
              {children}
            </div>
          </div>
        ) : (
          <div className={content}>
            {reduced ? null : <SignOutNotice />}
            {reduced ? null : <SilentSignInNotice />}
            {children}
          </div>
        )}
      </Container>
      <PortalFooter reduced={reduced || quietFooter} />
    </div>
  );
}
