import { listFaqCategories as faqCategoriesContract } from '@golfwallet/core/contracts/faq/list-faq-categories';
import { listFaqCategoryItems } from '@golfwallet/core/contracts/faq/list-faq-category-items';
import { listFaqItems as faqItemsContract } from '@golfwallet/core/contracts/faq/list-faq-items';
import { getGeoip } from '@golfwallet/core/contracts/geo/get-geoip';
import { listCountries as countriesContract } from '@golfwallet/core/contracts/geo/list-countries';
import { getClubNearest } from '@golfwallet/core/contracts/reference/get-club-nearest';
import { getMyClubDetails as myClubDetailsContract } from '@golfwallet/core/contracts/reference/get-my-club-details';
import { listClubs as clubsContract } from '@golfwallet/core/contracts/reference/list-clubs';
import { listDepartments as departmentsContract } from '@golfwallet/core/contracts/reference/list-departments';
import { listMyClubs as myClubsContract } from '@golfwallet/core/contracts/reference/list-my-clubs';
import { listUnions as unionsContract } from '@golfwallet/core/contracts/reference/list-unions';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { listFaqCategories, listFaqItems } from '../../modules/faq/faq.service';
import { listCountries } from '../../modules/geo/countries.service';
import { lookupCountry } from '../../modules/geo/geoip.service';
import {
  getMyClubDetails,
  getNearestClub,
  listClubs,
  listDepartments,
  listMyClubs,
  listUnions,
} from '../../modules/reference/clubs.service';
import { route } from '../route';

/** Reference data: unions, clubs, departments, countries, geo-IP and the FAQ. */
export function referenceRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, unionsContract, ({ deps }) => listUnions(deps));
  route(api, deps, departmentsContract, ({ deps }) => listDepartments(deps));
  route(api, deps, clubsContract, ({ deps }) => listClubs(deps));
  route(api, deps, myClubsContract, ({ deps, auth, locale }) => listMyClubs(deps, auth.user, locale));
  route(api, deps, myClubDetailsContract, ({ deps, auth, query }) =>
    getMyClubDetails(deps, auth.user, {
      clubId: query.club_id,
      location:
        query.latitude !== undefined && query.longitude !== undefined
          ? { lat: query.latitude, lng: query.longitude }
          : null,
    }),
  );
  route(api, deps, getClubNearest, ({ deps, query }) =>
    getNearestClub(deps, { lat: query.latitude, lng: query.longitude }),
  );
  route(api, deps, countriesContract, ({ deps, locale }) => listCountries(deps, locale));
  route(api, deps, getGeoip, ({ request, locale }) => lookupCountry(request.ip, locale));
  route(api, deps, faqItemsContract, ({ deps, query, locale }) => listFaqItems(deps, query.locale ?? locale));
  route(api, deps, faqCategoriesContract, ({ deps, query, locale }) =>
    listFaqCategories(deps, query.locale ?? locale),
  );
  route(api, deps, listFaqCategoryItems, ({ deps, params, query, locale }) =>
    listFaqItems(deps, query.locale ?? locale, params.category),
  );
}
