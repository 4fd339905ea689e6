export {SiteFooter, FOOTER_TAGLINE} from './SiteFooter';
