//! `site-config`: the site's public settings for the SPA (docs/decisions/0014). The same for every visitor and
//! changed only by a redeploy, so browsers and CloudFront may keep it a few minutes.

use crate::config::DraftingBackend;
use crate::context::AppContext;
use crate::http::ApiResponse;
use crate::site::PublicSiteConfig;
use http::{header, HeaderValue};
use serde::Serialize;

/// How long a browser or CloudFront may reuse the answer: a changed setting shows within five minutes.
pub const SITE_CONFIG_CACHE_CONTROL: &str = "public, max-age=300";

/// Who drafts the documents, as the selling copy says it (issue 24, point 7): "drafted by AI" only when an AI
/// provider is the primary drafter (`AI_PRIMARY`), else what does draft them, the project's own clause library. A
/// fallback does not change it: it stands in only when the primary fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Drafter {
    Ai,
    ClauseLibrary,
}

impl Drafter {
    pub fn of(primary: &DraftingBackend) -> Drafter {
        match primary {
            DraftingBackend::Offline => Drafter::ClauseLibrary,
            DraftingBackend::Provider(_) => Drafter::Ai,
        }
    }
}

/// The answer: the site's public settings and who drafts (docs/openapi.json `SiteConfig`).
#[derive(Serialize)]
struct SiteConfigAnswer<'a> {
    #[serde(flatten)]
    site: PublicSiteConfig<'a>,
    drafter: Drafter,
}

/// GET `site-config`: brand, support address, the optional features' settings, the analytics keys and who drafts;
/// nothing unset is sent.
pub fn site_config(ctx: &AppContext) -> ApiResponse {
    let answer = SiteConfigAnswer { site: ctx.config.site.public_view(), drafter: Drafter::of(&ctx.config.ai.primary) };
    let mut response = ApiResponse::ok(&answer);
    if response.status.is_success() {
        response.headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(SITE_CONFIG_CACHE_CONTROL));
    }
    response
}
