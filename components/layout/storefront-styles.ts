// The storefront's own stylesheets, loaded once by the shop's layouts (app/[lang]/[partnerId] and
// the sign-in pages' app/[lang]/(auth)/[partnerId]) instead of by each component: imported from
// every component, they came as 5–9 render-blocking stylesheets per page (each page's own mix),
// which cost Lighthouse's simulated first paint and LCP on a phone; from here they are one
// stylesheet of ≈ 28 kB (6 kB gzip) for every storefront page, cached across pages, and the
// checkout's, which the staff order page shares, in a second one, last (decision 0076).
// A storefront component's CSS is added here, not imported by the component
// (components/layout/storefront-styles.test.ts).
import '@/components/layout/free-delivery-banner.css';
import '@/components/layout/header-menu.css';
import '@/components/layout/header-search.css';
import '@/components/layout/shop-trust.css';
import '@/components/ui/modal.css';
import '@/components/consent/consent.css';
import '@/components/ui/action-bar.css';
import '@/components/cart/cart-drawer.css';
import '@/components/cart/cart-summary.css';
import '@/components/cart/cart-tools.css';
import '@/components/catalog/no-results.css';
import '@/components/catalog/filters-drawer.css';
import '@/components/catalog/product-gallery.css';
import '@/components/catalog/product-page.css';
import '@/components/landing/landing-hero.css';
import '@/components/coupons/coupon-form.css';
import '@/components/loyalty/loyalty.css';
import '@/components/loyalty/redeem-points.css';
import '@/components/order-lists/order-lists.css';
import '@/components/quick-order/quick-order.css';
import '@/components/quotations/quotations.css';
import '@/components/orders/orders.css';
import '@/components/profile/profile.css';
import '@/components/company/company.css';
import '@/components/checkout/checkout.css';
