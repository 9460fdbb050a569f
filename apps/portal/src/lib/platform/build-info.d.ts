// The build's identity, from apps/portal/build/build-info-plugin.ts.
declare module 'virtual:portal-build' {
  /** This build's id and time, as `builds/latest.json` of the same build says; `dev` on the dev server. */
  export const currentBuild: { id: string; timestamp: number };
}
