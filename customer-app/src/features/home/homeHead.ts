import { assetUrl, productsApi } from 'shared-api';
import type { HeadContext, PageHead } from 'shared-api/remote-routes';
import { fixedTranslator, i18n, localizedPath } from 'shared-ui';
import { itemListLd, SITE_NAME } from '../../seo/structuredData';
import { LATEST_ROW_PICTURE_SIZES, lcpPicture } from '../../seo/pictures';
import { LATEST_PRODUCTS_COUNT } from './components/LatestProducts';
import { homeTitle } from './homeTitle';
import { homeMessages } from './messages';

export async function homeHead({ state, siteUrl, language }: HeadContext): Promise<PageHead> {
  const t = await fixedTranslator(i18n, language, homeMessages);
  const products = productsApi.endpoints.getLatestProducts.select(LATEST_PRODUCTS_COUNT)(state).data ?? [];
  const home = `${siteUrl}${localizedPath('/', language)}`;
  return {
    status: 200,
    title: homeTitle(t),
    description: t('head.description'),
    canonicalPath: '/',
    type: 'website',
    image: products[0] ? { url: assetUrl(products[0].img), alt: products[0].name } : undefined,
    lcpImage: lcpPicture(products[0]?.img, LATEST_ROW_PICTURE_SIZES),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        inLanguage: language,
        name: SITE_NAME,
        url: home,
        potentialAction: { '@type': 'SearchAction', target: `${siteUrl}${localizedPath('/shop', language)}?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
      },
      itemListLd(t('head.latestList'), products, siteUrl, language),
    ],
  };
}
