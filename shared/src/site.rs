//! The site's identity and public settings (decisions §4.10): brand, support mailbox, urgent line, postal address,
//! arbitration county, effective dates of the legal pages, the intro video and the analytics keys. Read from the
//! environment once at start-up, each value parsed into what it means; a malformed one stops start-up naming its
//! variable. The SPA reads the public part from `site-config` (docs/decisions/0014), so an operator changes a value
//! without rebuilding anything.
//!
//! Optional values are `None` when unset: the page that would show them hides that part instead of showing an empty
//! string or a placeholder.

use crate::domain::email_address::EmailAddress;
use serde::Serialize;
use time::Date;

pub const DEFAULT_SITE_NAME: &str = "LegalDraft";
pub const DEFAULT_SUPPORT_EMAIL: &str = "support@legaldraft.example";
/// Spec §2 and §9: the Terms of Service are effective 05/03/2025; the Privacy Policy takes the same date by default.
pub const DEFAULT_EFFECTIVE_DATE: Date = time::macros::date!(2025 - 05 - 03);
const MAX_SITE_NAME_CHARS: usize = 60;
const MAX_POSTAL_ADDRESS_CHARS: usize = 200;

/// Every variable this module reads, in the README's order.
pub const SITE_VARIABLES: [&str; 12] = [
    "SITE_NAME",
    "SUPPORT_EMAIL",
    "URGENT_PHONE",
    "POSTAL_ADDRESS",
    "ARBITRATION_COUNTY",
    "TERMS_EFFECTIVE_DATE",
    "PRIVACY_EFFECTIVE_DATE",
    "INTRO_VIDEO_URL",
    "POSTHOG_KEY",
    "POSTHOG_HOST",
    "GTAG_CONVERSION_ID",
    "GTAG_CONVERSION_LABEL",
];

/// A site setting that is malformed: which variable, and what is wrong (never more of the value than is safe).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteSettingError {
    pub variable: &'static str,
    pub problem: String,
}

/// A phone number as people dial it: digits with the usual separators, 7 to 15 digits (E.164's most).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct PhoneNumber(String);

impl PhoneNumber {
    pub fn parse(raw: &str) -> Option<PhoneNumber> {
        let text = raw.trim();
        let digits = text.chars().filter(char::is_ascii_digit).count();
        let allowed = |c: char| c.is_ascii_digit() || " +-().".contains(c);
        let plus_only_first = text.find('+').is_none_or(|at| at == 0) && text.matches('+').count() <= 1;
        (text.chars().all(allowed) && plus_only_first && (7..=15).contains(&digits)).then(|| PhoneNumber(text.into()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An https address with a host and no credentials.
fn https_url(raw: &str) -> Option<String> {
    let url = reqwest::Url::parse(raw.trim()).ok()?;
    let plain = url.scheme() == "https"
        && url.host_str().is_some_and(|host| !host.is_empty())
        && url.username().is_empty()
        && url.password().is_none();
    plain.then(|| url.to_string())
}

/// The /nda intro video (`INTRO_VIDEO_URL`), read once from the link an operator pastes: a YouTube or Vimeo video
/// page, share or player link. It is served as the player's embeddable address, and the Content-Security-Policy allows
/// frames from exactly that player's origin, so the two always agree (issue 24, point 7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntroVideo {
    /// Played by YouTube's privacy-enhanced player (no cookies until the visitor plays), from `start` seconds.
    YouTube { id: String, start: Option<u32> },
    /// Played by Vimeo's player; an unlisted video's link carries its hash (`h`).
    Vimeo { id: String, hash: Option<String> },
}

/// YouTube's player without tracking cookies, the only origin a YouTube intro video is framed from.
pub const YOUTUBE_PLAYER_ORIGIN: &str = "https://www.youtube-nocookie.com";
/// Vimeo's player, the only origin a Vimeo intro video is framed from.
pub const VIMEO_PLAYER_ORIGIN: &str = "https://player.vimeo.com";

/// What the operator is told when `INTRO_VIDEO_URL` is not a video link we can embed.
const VIDEO_LINK_FORMS: &str =
    "must be the https link of a YouTube or Vimeo video, like https://www.youtube.com/watch?v=…, \
     https://youtu.be/…, https://www.youtube.com/shorts/…, https://vimeo.com/… or https://player.vimeo.com/video/…";

impl IntroVideo {
    /// The video a pasted link names: `youtube.com/watch?v=ID` (any other parameters, `t=` kept as the start),
    /// `youtu.be/ID`, `youtube.com/shorts/ID`, `/embed/ID`, `/live/ID` (on `www.`, `m.` or `youtube-nocookie.com`),
    /// `vimeo.com/ID` (with an unlisted video's hash, `/channels/NAME/ID`, `/groups/NAME/videos/ID`) and
    /// `player.vimeo.com/video/ID`. Anything else, http included, is refused with what is wrong.
    pub fn parse(raw: &str) -> Result<IntroVideo, String> {
        let url =
            reqwest::Url::parse(raw.trim()).map_err(|_| format!("{VIDEO_LINK_FORMS} (it is not a web address)"))?;
        if url.scheme() != "https" {
            return Err(format!("{VIDEO_LINK_FORMS} (it must start with https://)"));
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(format!("{VIDEO_LINK_FORMS} (without credentials)"));
        }
        let host = url.host_str().unwrap_or_default().to_ascii_lowercase();
        let segments: Vec<&str> =
            url.path_segments().map(|s| s.filter(|s| !s.is_empty()).collect()).unwrap_or_default();
        let query = |name: &str| url.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned());
        let unknown = || format!("{VIDEO_LINK_FORMS} (got a link to {host}{})", url.path());
        let video = match host.as_str() {
            "youtu.be" => match segments.as_slice() {
                [id] => youtube(id, &query),
                _ => None,
            },
            "youtube.com"
            | "www.youtube.com"
            | "m.youtube.com"
            | "youtube-nocookie.com"
            | "www.youtube-nocookie.com" => match segments.as_slice() {
                ["watch"] => query("v").and_then(|id| youtube(&id, &query)),
                ["shorts" | "embed" | "live" | "v", id] => youtube(id, &query),
                _ => None,
            },
            "vimeo.com" | "www.vimeo.com" => match segments.as_slice() {
                [id] => vimeo(id, None),
                [id, hash] if is_vimeo_hash(hash) => vimeo(id, Some(hash)),
                ["channels", _, id] | ["groups", _, "videos", id] => vimeo(id, None),
                _ => None,
            },
            "player.vimeo.com" => match segments.as_slice() {
                ["video", id] => vimeo(id, query("h").as_deref().filter(|h| is_vimeo_hash(h))),
                _ => None,
            },
            _ => None,
        };
        video.ok_or_else(unknown)
    }

    /// The player's address, as the page frames it (it adds only the playing options: muted, looping, autoplay).
    pub fn player_url(&self) -> String {
        match self {
            IntroVideo::YouTube { id, start: None } => format!("{YOUTUBE_PLAYER_ORIGIN}/embed/{id}"),
            IntroVideo::YouTube { id, start: Some(start) } => {
                format!("{YOUTUBE_PLAYER_ORIGIN}/embed/{id}?start={start}")
            }
            IntroVideo::Vimeo { id, hash: None } => format!("{VIMEO_PLAYER_ORIGIN}/video/{id}"),
            IntroVideo::Vimeo { id, hash: Some(hash) } => format!("{VIMEO_PLAYER_ORIGIN}/video/{id}?h={hash}"),
        }
    }

    /// The one origin the page frames the player from: the Content-Security-Policy's `frame-src` for it.
    pub fn player_origin(&self) -> &'static str {
        match self {
            IntroVideo::YouTube { .. } => YOUTUBE_PLAYER_ORIGIN,
            IntroVideo::Vimeo { .. } => VIMEO_PLAYER_ORIGIN,
        }
    }
}

/// A YouTube video id (11 of letters, digits, `-` and `_`) and its start, from `t` (`90`, `90s`, `1m30s`, `1h2m3s`)
/// or `start` (seconds).
fn youtube(id: &str, query: &dyn Fn(&str) -> Option<String>) -> Option<IntroVideo> {
    let id_ok = id.len() == 11 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    let start = query("t").or_else(|| query("start")).and_then(|t| start_seconds(&t)).filter(|s| *s > 0);
    id_ok.then(|| IntroVideo::YouTube { id: id.to_string(), start })
}

/// `90`, `90s`, `1m30s`, `1h2m3s` as seconds.
fn start_seconds(text: &str) -> Option<u32> {
    if let Ok(seconds) = text.parse::<u32>() {
        return Some(seconds);
    }
    let (mut total, mut number) = (0u32, String::new());
    for c in text.chars() {
        match c {
            '0'..='9' => number.push(c),
            'h' | 'm' | 's' => {
                let unit = match c {
                    'h' => 3600,
                    'm' => 60,
                    _ => 1,
                };
                total = total.checked_add(number.parse::<u32>().ok()?.checked_mul(unit)?)?;
                number.clear();
            }
            _ => return None,
        }
    }
    number.is_empty().then_some(total)
}

fn vimeo(id: &str, hash: Option<&str>) -> Option<IntroVideo> {
    let id_ok = (1..=12).contains(&id.len()) && id.chars().all(|c| c.is_ascii_digit());
    id_ok.then(|| IntroVideo::Vimeo { id: id.to_string(), hash: hash.map(str::to_string) })
}

fn is_vimeo_hash(text: &str) -> bool {
    (6..=20).contains(&text.len()) && text.chars().all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
}

/// A PostHog-compatible capture API: the public project key and the host it is sent to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PostHogSettings {
    pub key: String,
    pub host: String,
}

/// The advertising conversion sent through gtag on a new purchase: `AW-…` and its label.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AdsConversion {
    pub conversion_id: String,
    pub conversion_label: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SiteConfig {
    /// The brand shown in pages, titles and emails.
    pub name: String,
    /// Where support mail goes: shown on the pages, and the contact form's messages are delivered to it.
    pub support_email: EmailAddress,
    /// The urgent support line on the contact page.
    pub urgent_phone: Option<PhoneNumber>,
    /// The business's postal address on the legal pages.
    pub postal_address: Option<String>,
    /// The Texas county where arbitration under the Terms takes place, without the word "County" ("Travis").
    pub arbitration_county: Option<String>,
    pub terms_effective: Date,
    pub privacy_effective: Date,
    /// The /nda intro video: a YouTube or Vimeo video, served as its player's address.
    pub intro_video: Option<IntroVideo>,
    pub posthog: Option<PostHogSettings>,
    pub ads_conversion: Option<AdsConversion>,
}

impl Default for SiteConfig {
    fn default() -> Self {
        SiteConfig {
            name: DEFAULT_SITE_NAME.into(),
            support_email: EmailAddress::from_constant(DEFAULT_SUPPORT_EMAIL),
            urgent_phone: None,
            postal_address: None,
            arbitration_county: None,
            terms_effective: DEFAULT_EFFECTIVE_DATE,
            privacy_effective: DEFAULT_EFFECTIVE_DATE,
            intro_video: None,
            posthog: None,
            ads_conversion: None,
        }
    }
}

fn problem(variable: &'static str, problem: impl Into<String>) -> SiteSettingError {
    SiteSettingError { variable, problem: problem.into() }
}

impl SiteConfig {
    /// Reads the site settings through `get` (trimmed, empty counts as unset).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<SiteConfig, SiteSettingError> {
        let get = |name: &str| get(name).map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        let defaults = SiteConfig::default();

        let name = match get("SITE_NAME") {
            None => defaults.name,
            Some(name) if name.chars().count() <= MAX_SITE_NAME_CHARS && !name.chars().any(char::is_control) => name,
            Some(_) => {
                return Err(problem(
                    "SITE_NAME",
                    format!("must be at most {MAX_SITE_NAME_CHARS} characters on one line"),
                ))
            }
        };
        let support_email = match get("SUPPORT_EMAIL") {
            None => defaults.support_email,
            Some(raw) => EmailAddress::parse(&raw).map_err(|_| {
                problem("SUPPORT_EMAIL", format!("must be an email address like support@example.com (got {raw:?})"))
            })?,
        };
        let urgent_phone = match get("URGENT_PHONE") {
            None => None,
            Some(raw) => Some(PhoneNumber::parse(&raw).ok_or_else(|| {
                problem(
                    "URGENT_PHONE",
                    format!("must be a phone number of 7 to 15 digits, like +1 512-555-0142 (got {raw:?})"),
                )
            })?),
        };
        let postal_address = match get("POSTAL_ADDRESS") {
            None => None,
            Some(address)
                if address.chars().count() <= MAX_POSTAL_ADDRESS_CHARS && !address.chars().any(char::is_control) =>
            {
                Some(address)
            }
            Some(_) => {
                return Err(problem(
                    "POSTAL_ADDRESS",
                    format!("must be one line of at most {MAX_POSTAL_ADDRESS_CHARS} characters"),
                ))
            }
        };
        let arbitration_county = get("ARBITRATION_COUNTY").map(|raw| texas_county(&raw)).transpose()?;
        let date = |variable: &'static str| -> Result<Date, SiteSettingError> {
            let Some(raw) = get(variable) else { return Ok(DEFAULT_EFFECTIVE_DATE) };
            Date::parse(&raw, time::macros::format_description!("[year]-[month]-[day]"))
                .map_err(|_| problem(variable, format!("must be a date as YYYY-MM-DD, like 2025-05-03 (got {raw:?})")))
        };
        let terms_effective = date("TERMS_EFFECTIVE_DATE")?;
        let privacy_effective = date("PRIVACY_EFFECTIVE_DATE")?;
        let intro_video = match get("INTRO_VIDEO_URL") {
            None => None,
            Some(raw) => Some(IntroVideo::parse(&raw).map_err(|why| problem("INTRO_VIDEO_URL", why))?),
        };
        let posthog = match (get("POSTHOG_KEY"), get("POSTHOG_HOST")) {
            (None, None) => None,
            (Some(key), Some(host)) => {
                let key_ok = (8..=200).contains(&key.len())
                    && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
                if !key_ok {
                    return Err(problem("POSTHOG_KEY", "must be a public project key (letters, digits, _ and -)"));
                }
                let host = https_url(&host)
                    .ok_or_else(|| problem("POSTHOG_HOST", "must be the https address of the capture API"))?;
                Some(PostHogSettings { key, host: host.trim_end_matches('/').to_string() })
            }
            (Some(_), None) => return Err(problem("POSTHOG_HOST", "is required when POSTHOG_KEY is set")),
            (None, Some(_)) => return Err(problem("POSTHOG_KEY", "is required when POSTHOG_HOST is set")),
        };
        let ads_conversion = match (get("GTAG_CONVERSION_ID"), get("GTAG_CONVERSION_LABEL")) {
            (None, None) => None,
            (Some(id), Some(label)) => {
                let id_ok =
                    id.strip_prefix("AW-").is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
                if !id_ok {
                    return Err(problem(
                        "GTAG_CONVERSION_ID",
                        format!("must be AW- and digits, like AW-123456789 (got {id:?})"),
                    ));
                }
                let label_ok =
                    label.len() <= 100 && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
                if !label_ok {
                    return Err(problem("GTAG_CONVERSION_LABEL", "must be letters, digits, _ and - (at most 100)"));
                }
                Some(AdsConversion { conversion_id: id, conversion_label: label })
            }
            (Some(_), None) => {
                return Err(problem("GTAG_CONVERSION_LABEL", "is required when GTAG_CONVERSION_ID is set"))
            }
            (None, Some(_)) => {
                return Err(problem("GTAG_CONVERSION_ID", "is required when GTAG_CONVERSION_LABEL is set"))
            }
        };
        Ok(SiteConfig {
            name,
            support_email,
            urgent_phone,
            postal_address,
            arbitration_county,
            terms_effective,
            privacy_effective,
            intro_video,
            posthog,
            ads_conversion,
        })
    }

    /// What the SPA may know: all of it is public (the analytics keys are public project keys), and nothing unset
    /// is sent at all.
    pub fn public_view(&self) -> PublicSiteConfig<'_> {
        let iso = |date: Date| format!("{:04}-{:02}-{:02}", date.year(), u8::from(date.month()), date.day());
        PublicSiteConfig {
            brand_name: &self.name,
            support_email: self.support_email.as_str(),
            urgent_phone: self.urgent_phone.as_ref().map(PhoneNumber::as_str),
            postal_address: self.postal_address.as_deref(),
            arbitration_county: self.arbitration_county.as_deref(),
            terms_effective_date: iso(self.terms_effective),
            privacy_effective_date: iso(self.privacy_effective),
            intro_video_url: self.intro_video.as_ref().map(IntroVideo::player_url),
            posthog: self.posthog.as_ref(),
            google_ads: self.ads_conversion.as_ref(),
        }
    }
}

/// Where the advertising tag (gtag.js) loads from and reports a conversion to: Google's list for Google Ads
/// conversions. Allowed by the Content-Security-Policy only when a conversion is configured.
pub const GOOGLE_ADS_SOURCES: &str =
    "https://www.googletagmanager.com https://www.googleadservices.com https://googleads.g.doubleclick.net https://www.google.com";
/// The frames gtag.js may open to record a conversion.
pub const GOOGLE_ADS_FRAMES: &str = "https://td.doubleclick.net https://bid.g.doubleclick.net";

impl SiteConfig {
    /// The Content-Security-Policy for this configuration: the site's own origin only, plus exactly the analytics
    /// hosts configured (docs/decisions/0016): the PostHog host's origin for `connect-src` when PostHog is set, and
    /// Google's tag and conversion hosts when an advertising conversion is set; the intro video's player origin for
    /// `frame-src` when one is configured (exactly the origin of the address `site-config` serves), so its player
    /// loads instead of a blocked frame. Unconfigured, it is
    /// `http::CONTENT_SECURITY_POLICY`. template.yaml builds the same policy from its parameters (checked by
    /// infra/check_template.py against infra/content-security-policy.json, which a server test writes from this).
    pub fn content_security_policy(&self) -> String {
        let posthog =
            self.posthog.as_ref().and_then(|p| origin_of(&p.host)).map(|o| format!(" {o}")).unwrap_or_default();
        let ads = match self.ads_conversion {
            Some(_) => format!(" {GOOGLE_ADS_SOURCES}"),
            None => String::new(),
        };
        let frames: Vec<String> = self
            .intro_video
            .as_ref()
            .map(|video| video.player_origin().to_string())
            .into_iter()
            .chain(self.ads_conversion.as_ref().map(|_| GOOGLE_ADS_FRAMES.to_string()))
            .collect();
        let frame_src = if frames.is_empty() { String::new() } else { format!("frame-src {}; ", frames.join(" ")) };
        format!(
            "default-src 'self'; script-src 'self'{ads}; style-src 'self' 'unsafe-inline'; img-src 'self' data:{ads}; \
             font-src 'self' data:; connect-src 'self'{posthog}{ads}; {frame_src}object-src 'none'; base-uri 'self'; \
             form-action 'self'; frame-ancestors 'none'"
        )
    }
}

/// `https://host[:port]` of an address: a CSP source without a path, so every path of the capture API matches.
fn origin_of(url: &str) -> Option<String> {
    let url = reqwest::Url::parse(url).ok()?;
    url.host_str()?;
    Some(url.origin().ascii_serialization())
}

/// A Texas county's name as the Terms print it ("Travis"), from "Travis" or "Travis County".
fn texas_county(raw: &str) -> Result<String, SiteSettingError> {
    let name = raw.trim();
    let name = match name.len().checked_sub(" county".len()) {
        Some(at) if name.is_char_boundary(at) && name[at..].eq_ignore_ascii_case(" county") => name[..at].trim_end(),
        _ => name,
    };
    let ok = (2..=40).contains(&name.chars().count())
        && name.chars().next().is_some_and(|c| c.is_ascii_uppercase())
        && name.chars().all(|c| c.is_ascii_alphabetic() || " .'-".contains(c));
    if ok {
        Ok(name.to_string())
    } else {
        Err(problem(
            "ARBITRATION_COUNTY",
            format!("must be the name of a Texas county, like Travis or Travis County (got {raw:?})"),
        ))
    }
}

/// The answer of `site-config` (docs/openapi.json `SiteConfig`).
#[derive(Serialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct PublicSiteConfig<'a> {
    pub brand_name: &'a str,
    pub support_email: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub urgent_phone: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub postal_address: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arbitration_county: Option<&'a str>,
    pub terms_effective_date: String,
    pub privacy_effective_date: String,
    /// The intro video's player address (`IntroVideo::player_url`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub intro_video_url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub posthog: Option<&'a PostHogSettings>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub google_ads: Option<&'a AdsConversion>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn site(vars: &[(&str, &str)]) -> Result<SiteConfig, SiteSettingError> {
        let vars: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        SiteConfig::from_lookup(|name| vars.get(name).cloned())
    }

    #[test]
    fn nothing_set_gives_the_brand_the_support_address_the_spec_dates_and_no_optional_feature() {
        let config = site(&[]).unwrap();
        assert_eq!(config, SiteConfig::default());
        assert_eq!(EmailAddress::parse(DEFAULT_SUPPORT_EMAIL), Ok(config.support_email.clone()), "a valid default");
        let public = serde_json::to_value(config.public_view()).unwrap();
        assert_eq!(
            public,
            serde_json::json!({
                "brandName": "LegalDraft",
                "supportEmail": "support@legaldraft.example",
                "termsEffectiveDate": "2025-05-03",
                "privacyEffectiveDate": "2025-05-03",
            })
        );
    }

    #[test]
    fn every_value_is_read_and_served_as_it_means() {
        let config = site(&[
            ("SITE_NAME", " Acme Docs "),
            ("SUPPORT_EMAIL", "help@acme.example"),
            ("URGENT_PHONE", "+1 (512) 555-0142"),
            ("POSTAL_ADDRESS", "100 Congress Ave, Austin, TX 78701"),
            ("ARBITRATION_COUNTY", "travis county"),
            ("TERMS_EFFECTIVE_DATE", "2026-01-15"),
            ("PRIVACY_EFFECTIVE_DATE", "2026-02-01"),
            ("INTRO_VIDEO_URL", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"),
            ("POSTHOG_KEY", "phc_abc123DEF"),
            ("POSTHOG_HOST", "https://eu.i.posthog.com/"),
            ("GTAG_CONVERSION_ID", "AW-123456789"),
            ("GTAG_CONVERSION_LABEL", "AbC-d_1"),
        ]);
        // "travis county" starts lower-case: a county is written with its capital.
        assert_eq!(config.unwrap_err().variable, "ARBITRATION_COUNTY");
        let config = site(&[
            ("SITE_NAME", " Acme Docs "),
            ("URGENT_PHONE", "+1 (512) 555-0142"),
            ("ARBITRATION_COUNTY", "Travis County"),
            ("POSTHOG_KEY", "phc_abc123DEF"),
            ("POSTHOG_HOST", "https://eu.i.posthog.com/"),
            ("GTAG_CONVERSION_ID", "AW-123456789"),
            ("GTAG_CONVERSION_LABEL", "AbC-d_1"),
            ("TERMS_EFFECTIVE_DATE", "2026-01-15"),
        ])
        .unwrap();
        assert_eq!(config.name, "Acme Docs");
        assert_eq!(config.arbitration_county.as_deref(), Some("Travis"));
        let public = serde_json::to_value(config.public_view()).unwrap();
        assert_eq!(public["urgentPhone"], "+1 (512) 555-0142");
        assert_eq!(public["arbitrationCounty"], "Travis");
        assert_eq!(public["termsEffectiveDate"], "2026-01-15");
        assert_eq!(public["privacyEffectiveDate"], "2025-05-03");
        assert_eq!(
            public["posthog"],
            serde_json::json!({ "key": "phc_abc123DEF", "host": "https://eu.i.posthog.com" })
        );
        assert_eq!(
            public["googleAds"],
            serde_json::json!({ "conversionId": "AW-123456789", "conversionLabel": "AbC-d_1" })
        );
        assert!(public.get("postalAddress").is_none() && public.get("introVideoUrl").is_none(), "{public}");
    }

    #[test]
    fn a_malformed_value_names_its_variable() {
        for (variable, value) in [
            ("SITE_NAME", "Acme\nDocs"),
            ("SUPPORT_EMAIL", "support"),
            ("URGENT_PHONE", "call us"),
            ("URGENT_PHONE", "123"),
            ("URGENT_PHONE", "512+555+0142"),
            ("POSTAL_ADDRESS", "line one\nline two"),
            ("ARBITRATION_COUNTY", "Travis; DROP"),
            ("TERMS_EFFECTIVE_DATE", "05/03/2025"),
            ("PRIVACY_EFFECTIVE_DATE", "2025-02-30"),
            ("INTRO_VIDEO_URL", "http://player.example.com/1"),
            ("INTRO_VIDEO_URL", "javascript:alert(1)"),
            ("INTRO_VIDEO_URL", "https://user:pw@player.example.com/1"),
            ("INTRO_VIDEO_URL", "https://player.example.com/video/1"),
        ] {
            assert_eq!(site(&[(variable, value)]).unwrap_err().variable, variable, "{variable}={value:?}");
        }
        assert_eq!(site(&[("POSTHOG_KEY", "phc_abc123DEF")]).unwrap_err().variable, "POSTHOG_HOST");
        assert_eq!(site(&[("POSTHOG_HOST", "https://eu.i.posthog.com")]).unwrap_err().variable, "POSTHOG_KEY");
        let bad_host = [("POSTHOG_KEY", "phc_abc123DEF"), ("POSTHOG_HOST", "http://eu.i.posthog.com")];
        assert_eq!(site(&bad_host).unwrap_err().variable, "POSTHOG_HOST");
        assert_eq!(site(&[("GTAG_CONVERSION_ID", "AW-1")]).unwrap_err().variable, "GTAG_CONVERSION_LABEL");
        let bad_id = [("GTAG_CONVERSION_ID", "UA-1"), ("GTAG_CONVERSION_LABEL", "x")];
        assert_eq!(site(&bad_id).unwrap_err().variable, "GTAG_CONVERSION_ID");
        // A credential in a refused URL is never quoted.
        let err = site(&[("INTRO_VIDEO_URL", "https://user:pw@player.example.com/1")]).unwrap_err();
        assert!(!err.problem.contains("pw@"), "{err:?}");
    }

    fn youtube(id: &str, start: Option<u32>) -> IntroVideo {
        IntroVideo::YouTube { id: id.into(), start }
    }

    fn vimeo(id: &str, hash: Option<&str>) -> IntroVideo {
        IntroVideo::Vimeo { id: id.into(), hash: hash.map(Into::into) }
    }

    #[test]
    fn every_usual_youtube_and_vimeo_link_becomes_its_player() {
        const ID: &str = "dQw4w9WgXcQ";
        for (link, video) in [
            ("https://www.youtube.com/watch?v=dQw4w9WgXcQ", youtube(ID, None)),
            ("https://youtube.com/watch?v=dQw4w9WgXcQ", youtube(ID, None)),
            ("https://m.youtube.com/watch?v=dQw4w9WgXcQ", youtube(ID, None)),
            ("  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ", youtube(ID, None)),
            ("https://WWW.YouTube.com/watch?v=dQw4w9WgXcQ", youtube(ID, None)),
            ("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s", youtube(ID, Some(30))),
            ("https://www.youtube.com/watch?t=1m30s&v=dQw4w9WgXcQ", youtube(ID, Some(90))),
            ("https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2&si=AbC-dEf", youtube(ID, None)),
            ("https://www.youtube.com/watch?v=dQw4w9WgXcQ&feature=youtu.be&t=0", youtube(ID, None)),
            ("https://www.youtube.com/watch?v=dQw4w9WgXcQ#comments", youtube(ID, None)),
            ("https://youtu.be/dQw4w9WgXcQ", youtube(ID, None)),
            ("https://youtu.be/dQw4w9WgXcQ?si=x7Yk_abc123", youtube(ID, None)),
            ("https://youtu.be/dQw4w9WgXcQ?t=42", youtube(ID, Some(42))),
            ("https://youtu.be/dQw4w9WgXcQ/", youtube(ID, None)),
            ("https://www.youtube.com/shorts/dQw4w9WgXcQ", youtube(ID, None)),
            ("https://youtube.com/shorts/dQw4w9WgXcQ?si=abc", youtube(ID, None)),
            ("https://www.youtube.com/embed/dQw4w9WgXcQ", youtube(ID, None)),
            ("https://www.youtube.com/embed/dQw4w9WgXcQ?start=15&autoplay=1", youtube(ID, Some(15))),
            ("https://www.youtube.com/live/dQw4w9WgXcQ?feature=share", youtube(ID, None)),
            ("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0", youtube(ID, None)),
            ("https://www.youtube.com/watch?v=a-b_c123XYZ", youtube("a-b_c123XYZ", None)),
            ("https://vimeo.com/76979871", vimeo("76979871", None)),
            ("https://www.vimeo.com/76979871?share=copy", vimeo("76979871", None)),
            ("https://vimeo.com/76979871/abc123def0", vimeo("76979871", Some("abc123def0"))),
            ("https://vimeo.com/channels/staffpicks/76979871", vimeo("76979871", None)),
            ("https://vimeo.com/groups/shortfilms/videos/76979871", vimeo("76979871", None)),
            ("https://player.vimeo.com/video/76979871", vimeo("76979871", None)),
            ("https://player.vimeo.com/video/76979871?h=abc123def0&badge=0", vimeo("76979871", Some("abc123def0"))),
        ] {
            assert_eq!(IntroVideo::parse(link), Ok(video), "{link}");
        }
    }

    #[test]
    fn anything_else_is_refused_saying_what_a_video_link_looks_like() {
        for link in [
            "",
            "not a link",
            "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
            "javascript:alert(1)",
            "https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ",
            "https://www.youtube.com/",
            "https://www.youtube.com/watch",
            "https://www.youtube.com/watch?v=short",
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>",
            "https://www.youtube.com/@SomeChannel",
            "https://www.youtube.com/playlist?list=PL123",
            "https://youtu.be/",
            "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
            "https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ",
            "https://music.youtube.com/watch?v=dQw4w9WgXcQ",
            "https://vimeo.com/",
            "https://vimeo.com/about",
            "https://vimeo.com/channels/staffpicks",
            "https://player.vimeo.com/76979871",
            "https://vimeo.com/76979871/NotAHash",
            "https://player.example.com/video/42",
            "https://www.dailymotion.com/video/x7tgad0",
        ] {
            let refused = IntroVideo::parse(link);
            assert!(refused.is_err(), "{link:?} was taken as {refused:?}");
            let why = refused.unwrap_err();
            assert!(why.contains("YouTube or Vimeo"), "{why}");
            assert!(!why.contains("pw@"), "a credential is never quoted: {why}");
        }
    }

    #[test]
    fn the_page_gets_the_player_and_the_policy_frames_exactly_that_player() {
        for (link, player, origin) in [
            (
                "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s&si=abc",
                "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30",
                "https://www.youtube-nocookie.com",
            ),
            (
                "https://youtu.be/dQw4w9WgXcQ",
                "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
                YOUTUBE_PLAYER_ORIGIN,
            ),
            ("https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871", "https://player.vimeo.com"),
            (
                "https://vimeo.com/76979871/abc123def0",
                "https://player.vimeo.com/video/76979871?h=abc123def0",
                VIMEO_PLAYER_ORIGIN,
            ),
        ] {
            let config = site(&[("INTRO_VIDEO_URL", link)]).unwrap();
            let public = serde_json::to_value(config.public_view()).unwrap();
            assert_eq!(public["introVideoUrl"], player, "{link}");
            let policy = config.content_security_policy();
            assert!(policy.contains(&format!("frame-src {origin}; ")), "{policy}");
            let served_origin = reqwest::Url::parse(player).unwrap().origin().ascii_serialization();
            assert_eq!(served_origin, origin, "the served player's origin is the one the policy allows");
        }
    }

    #[test]
    fn phone_numbers_as_people_write_them() {
        for ok in ["+1 512-555-0142", "(512) 555.0142", "5125550142"] {
            assert!(PhoneNumber::parse(ok).is_some(), "{ok}");
        }
        for bad in ["555-01", "+1 512 555 0142 ext 3", "1234567890123456", "tel:5125550142"] {
            assert!(PhoneNumber::parse(bad).is_none(), "{bad}");
        }
    }
}
