import type { RouteObject } from 'react-router';
import { appRoutes } from '../src/app/router-app';
import { partnerRoutes } from '../src/app/router-partner';
import { siteRoutes } from '../src/app/router-site';

/** All of the router's tables at once (the router loads each when first needed: app/router.tsx). */
export const routes: RouteObject[] = [appRoutes, partnerRoutes, siteRoutes];
