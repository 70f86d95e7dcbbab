//! `site-config`: the site's public settings for the SPA (docs/decisions/0014). The same for every visitor and
//! changed only by a redeploy, so browsers and CloudFront may keep it a few minutes.

use crate::context::AppContext;
use crate::http::ApiResponse;
use http::{header, HeaderValue};

/// How long a browser or CloudFront may reuse the answer: a changed setting shows within five minutes.
pub const SITE_CONFIG_CACHE_CONTROL: &str = "public, max-age=300";

/// GET `site-config`: brand, support address, the optional features' settings and the analytics keys; nothing
/// unset is sent.
pub fn site_config(ctx: &AppContext) -> ApiResponse {
    let mut response = ApiResponse::ok(&ctx.config.site.public_view());
    if response.status.is_success() {
        response.headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(SITE_CONFIG_CACHE_CONTROL));
    }
    response
}
