/** Full-page navigation, behind one object so tests can observe it. */
export const browser = {
  /** Loads another address (an external sign-in, or the site anew). */
  assign(url: string) {
    window.location.assign(url);
  },
  /** Desktop layout: 1000 px and wider (spec §2). */
  isDesktop(): boolean {
    return typeof window !== 'undefined' && window.innerWidth >= 1000;
  },
};
