//! The privacy policy's decisions from the customer's answers (issue 10): whether the business sells or shares
//! personal information, uses targeted advertising, and which sensitive data it handles. With an answer the policy
//! says plainly which is true; without one it keeps its conditional wording and the review notes name the fact to
//! decide. Also the notices states require where the facts call for them (`rules/privacy_notice.toml`), the children's
//! and teens' sections, and health information. The wording is in the `privacy/` clause templates, which branch on
//! the values [`practice_vars`] gives them.

use super::{template_with, Roles};
use crate::domain::details::SensitiveData;
use crate::drafting::library::{Library, Vars};
use crate::drafting::model::{Clause, Run};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::privacy_notice::{sensitive_kind_id, Applies, Place, PRIVACY_NOTICES};
use crate::drafting::rules::registry::long_date;
use crate::drafting::rules::{
    biometric_privacy, consumer_health_data, federal, minors_privacy, opt_out_signals, sensitive_data, StateLaw,
};
use minijinja::Value;

/// "yes", "no" or "unknown": an answer as the templates read it.
fn answer(value: Option<bool>) -> &'static str {
    match value {
        Some(true) => "yes",
        Some(false) => "no",
        None => "unknown",
    }
}

/// What the policy can say about selling, sharing and targeted advertising together: "some" (either is done: the
/// opt-out link and Global Privacy Control), "none" (neither: no opt-out machinery), "ads-unknown" (no sale or sharing,
/// advertising not answered) or "unknown".
fn trade(ctx: &Ctx) -> &'static str {
    let details = &ctx.request.details;
    match (details.sells_or_shares_data, details.targeted_advertising) {
        (Some(true), _) | (_, Some(true)) => "some",
        (Some(false), Some(false)) => "none",
        (Some(false), None) => "ads-unknown",
        _ => "unknown",
    }
}

/// The sensitive kinds the sensitive-information clause lists, in the form's order (teens' data is not sensitive
/// data under the state laws; the children's section covers it).
fn sensitive_kinds(ctx: &Ctx) -> Vec<SensitiveData> {
    SensitiveData::ALL
        .iter()
        .copied()
        .filter(|kind| !matches!(kind, SensitiveData::NoneOfThese | SensitiveData::Teens))
        .filter(|kind| ctx.handles(*kind))
        .collect()
}

/// "none", "some" or "unknown": whether the business said it handles sensitive data.
fn sensitive(ctx: &Ctx) -> &'static str {
    match &ctx.request.details.sensitive_data {
        None => "unknown",
        Some(_) if sensitive_kinds(ctx).is_empty() => "none",
        Some(_) => "some",
    }
}

/// "eighteen (18)": an age as a contract writes it.
fn age_words(age: u8) -> String {
    const WORDS: [&str; 9] =
        ["thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "twenty-one"];
    match WORDS.get(usize::from(age.saturating_sub(13))) {
        Some(word) if age >= 13 => format!("{word} ({age})"),
        _ => age.to_string(),
    }
}

/// "A, B and C".
fn and_list(names: &[&str]) -> String {
    joined(names, ", ", "and")
}

/// The order's vocabulary plus the privacy facts: `sale`, `ads` ("yes", "no", "unknown"), `trade`, `sensitive`,
/// `kinds` (the sensitive kinds' ids), `minors_age` ("eighteen (18)") and `minors_states`.
pub(crate) fn practice_vars(ctx: &Ctx, roles: &Roles) -> Vars {
    let details = &ctx.request.details;
    let kinds: Vec<&str> = sensitive_kinds(ctx).into_iter().map(sensitive_kind_id).collect();
    let states: Vec<&str> = minors_privacy::MINORS_RULES.iter().map(|rule| rule.state.name()).collect();
    Vars::order(roles, ctx)
        .with("sale", answer(details.sells_or_shares_data))
        .with("ads", answer(details.targeted_advertising))
        .with("trade", trade(ctx))
        .with("sensitive", sensitive(ctx))
        .with("kinds", Value::from(kinds.into_iter().map(Value::from).collect::<Vec<Value>>()))
        .with("minors_age", age_words(minors_privacy::strictest_age()))
        .with("minors_states", and_list(&states))
        .with("strictly_necessary_states", strictly_necessary_states(ctx))
}

/// "Maryland": where sensitive data may be processed only when strictly necessary, consent being no substitute.
fn strictly_necessary_states(ctx: &Ctx) -> String {
    let states: Vec<&str> =
        sensitive_data::strictly_necessary(ctx.as_of).iter().map(|(state, _)| state.name()).collect();
    joined(&states, ", ", "or")
}

/// The clause template `clause_id` rendered with the privacy facts; none when it renders empty (a clause that has
/// nothing to say for these facts).
pub(crate) fn practice(ctx: &Ctx, roles: &Roles, clause_id: &str) -> Option<Clause> {
    let clause = template_with(clause_id, &practice_vars(ctx, roles));
    (!clause.paragraphs.is_empty()).then_some(clause)
}

/// The laws that make the policy's promise to honour Global Privacy Control a duty: where the business sells, shares
/// or targets ads (or has not said it does not), the state's own law when it has one in force, and the other states'
/// in force and coming, since a website serves them all.
fn opt_out_signal_notes(ctx: &Ctx, notes: &mut Notes) {
    if trade(ctx) == "none" {
        return;
    }
    let (now, coming) = opt_out_signals::in_force_and_coming(ctx.as_of);
    if let Some(own) = now.iter().find(|duty| duty.state == ctx.state()) {
        notes.law(own.law, "the business must honour universal opt-out signals such as Global Privacy Control");
    }
    let cited = |duties: &[opt_out_signals::SignalDuty], dated: bool| -> Vec<String> {
        duties
            .iter()
            .map(|duty| match dated {
                true => format!("{} from {} ({})", duty.state.name(), long_date(duty.required_from), duty.law.citation),
                false => format!("{} ({})", duty.state.name(), duty.law.citation),
            })
            .collect()
    };
    let laws = match now.len() {
        1 => "the law of",
        _ => "the laws of",
    };
    let verb = if now.len() == 1 { "requires" } else { "require" };
    let mut point = format!(
        "Universal opt-out signals: the policy honours Global Privacy Control for every visitor, as {laws} {} {verb} of a business that sells or shares personal data or uses it for targeted advertising.",
        joined(&cited(&now, false), "; ", "and")
    );
    if !coming.is_empty() {
        point.push_str(&format!(" Enacted to apply later: {}.", joined(&cited(&coming, true), "; ", "and")));
    }
    point.push_str(" Check that the website really stops selling, sharing and targeted advertising for a browser that sends the signal.");
    notes.review(point);
}

/// The clauses the practice notes are about: the policy's statement on sale, sharing and targeted advertising, and
/// its list of sensitive information.
const SALE: &str = "privacy/sale-sharing-and-targeted-advertising";
const SENSITIVE: &str = "privacy/sensitive-information";

/// What the answers decided, and what to decide or confirm; each note beside the clause it is about.
pub(crate) fn practice_notes(ctx: &Ctx, notes: &mut Notes) {
    let details = &ctx.request.details;
    match (details.sells_or_shares_data, details.targeted_advertising) {
        (Some(true), _) => {
            notes.adapted("Sale and sharing said plainly: the policy says the business sells or shares personal information, lists what, to whom and why (blanks to fill), and offers the “Do Not Sell or Share My Personal Information” link and Global Privacy Control as opt-outs.");
            notes.require("Notice of the right to opt out of sale and sharing: the “Do Not Sell or Share My Personal Information” link and Global Privacy Control");
            notes.review_about("Sale and sharing: fill in the categories of personal information sold or shared, the third parties and the purposes; put the “Do Not Sell or Share My Personal Information” link (or the “Your Privacy Choices” link) in the website's footer and fill in its address; and check that the website really honors Global Privacy Control signals.", &[SALE]);
        }
        (Some(false), ads) => {
            notes.adapted(match ads {
                Some(false) => "The policy says plainly that the business does not sell or share personal information or use it for targeted advertising, as the customer answered, and offers no opt-out link.",
                Some(true) => "The policy says plainly that the business does not sell personal information, as the customer answered.",
                None => "The policy says plainly that the business does not sell or share personal information, as the customer answered.",
            });
            notes.review_about("No sale or sharing: the policy says the business has not sold or shared personal information in the past 12 months. Confirm it, including advertising and analytics cookies, pixels and software kits that let third parties use the data for their own purposes, which state laws can treat as a sale or as sharing; if any do, answer 'Yes' to 'Sells or shares data' and draft again.", &[SALE]);
        }
        (None, _) => notes.review_about("Sale and sharing: the customer did not say whether the business sells or shares personal information, so the policy speaks conditionally ('where we sell or share ...'). Decide it (answer 'Sells or shares data' on the form) so that the policy says plainly which is true, as state privacy laws expect.", &[SALE]),
    }
    match (details.sells_or_shares_data, details.targeted_advertising) {
        (_, None) => notes.review_about("Targeted advertising: the customer did not say whether the business uses targeted advertising (ads chosen from a person's activity across other companies' websites and apps), so the policy speaks conditionally. Decide it (answer 'Targeted advertising' on the form).", &[SALE]),
        (Some(false), Some(true)) => notes.review_about("Targeted advertising without sale or sharing: under the CCPA, making personal information available to others for cross-context behavioral advertising is 'sharing', and other states treat it as targeted advertising or a sale; the policy therefore says so and offers the “Do Not Sell or Share My Personal Information” link and Global Privacy Control as opt-outs. Confirm the advertising set-up.", &[SALE]),
        (_, Some(true)) => notes.adapted("Targeted advertising said plainly, with its opt-out."),
        (Some(false), Some(false)) => {}
        (_, Some(false)) => notes.adapted("The policy says the business does not use personal information for targeted advertising."),
    }
    opt_out_signal_notes(ctx, notes);
    if sensitive(ctx) != "none" {
        for (state, law) in sensitive_data::strictly_necessary(ctx.as_of) {
            let name = state.name();
            notes.law(law, format!("the policy may reach {name} residents, whose sensitive data may be processed only where strictly necessary"));
            notes.review_about(format!(
                "Sensitive data of {name} residents: the policy says it is collected, processed and shared only where strictly necessary to provide or maintain a product or service the consumer requested, as {name} law requires whatever the consumer consents to ({}). Check every use of sensitive data against that test.",
                law.citation
            ), &[SENSITIVE]);
        }
    }
    match sensitive(ctx) {
        "unknown" => notes.review_about("Sensitive data: the customer did not say which sensitive data the business handles (health, children's, financial, biometric, precise location and the like), so the policy speaks generally. Answer the sensitive data question so that the policy lists what is collected and the consents it needs.", &[SENSITIVE]),
        "none" => {
            notes.adapted("The policy says the business does not collect sensitive personal information, as the customer answered.");
            notes.review_about("Sensitive data: the policy says no sensitive personal information is collected; confirm it, including health, precise location and biometric data collected by apps or devices.", &[SENSITIVE]);
        }
        _ => {
            let labels: Vec<&str> = sensitive_kinds(ctx).into_iter().map(SensitiveData::label).collect();
            notes.adapted(format!(
                "The policy lists the sensitive personal information collected ({}) and commits to opt-in consent where state law requires it.",
                labels.join(", ")
            ));
            if details.sells_or_shares_data == Some(true) {
                notes.adapted("Sensitive data and sale: the policy offers the “Limit the Use of My Sensitive Personal Information” link (its address to fill in).");
                notes.review_about("Sensitive data and sale: the business sells or shares personal information and handles sensitive data. Most state privacy laws require opt-in consent before sensitive data is processed at all, the consumer health data laws a signed authorization before it is sold, and the CCPA a “Limit the Use of My Sensitive Personal Information” link when it is used beyond what the Services need; confirm what sensitive data is sold or shared, if any, and keep the consents.", &[SENSITIVE]);
            }
        }
    }
    if ctx.handles(SensitiveData::Biometric) {
        for row in biometric_privacy::BIOMETRIC_PRIVACY_LAWS {
            notes.law(
                row.law,
                format!(
                    "the business handles biometric data, and the policy may reach {} residents: {}",
                    row.state.name(),
                    row.note
                ),
            );
        }
        notes.adapted("Biometric data: the policy states written notice and consent before collection, a destruction schedule, and no sale or profit where the law forbids it.");
        if details.sells_or_shares_data == Some(true) {
            notes.review_about(format!(
                "Biometric data and sale: the business sells or shares personal information and handles biometric data, so the policy carries the notice a state requires of a business that sells biometric data. {} restrict selling biometric identifiers or forbid it: unless the business sells biometric data lawfully, take that notice out and confirm that none is sold.",
                and_list(&biometric_privacy::BIOMETRIC_PRIVACY_LAWS.iter().map(|row| row.law.citation).collect::<Vec<_>>())
            ), &[SENSITIVE]);
        }
    }
}

/// The notices a state requires at `place` in the policy, for the facts given: each that applies, in the table's
/// words (bold where the row says it must be conspicuous); a review note for each that turns on a fact not answered.
pub(crate) fn state_notices(ctx: &Ctx, roles: &Roles, place: Place, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![];
    for row in PRIVACY_NOTICES.iter().filter(|row| row.place == place) {
        let state = row.state.name();
        match row.applies(&ctx.request.details, ctx.as_of) {
            Applies::No => {}
            Applies::Unknown => notes.review(format!(
                "{state} ({}): {}. Answer the privacy questions on the form (whether the business sells or shares personal information and which sensitive data it handles) and the policy will carry it where the answers call for it.",
                row.law.citation, row.note
            )),
            Applies::Yes => {
                let because = if row.when_sells {
                    format!("the business sells or shares personal information and may do so for {state} residents: {}", row.note)
                } else {
                    format!("the policy may reach {state} residents: {}", row.note)
                };
                notes.law(row.law, because);
                notes.adapted(format!("The policy carries the notice {state} requires ({}).", row.law.citation));
                let rendered = Library::embedded()
                    .render_text(row.notice, &Vars::order(roles, ctx))
                    .unwrap_or_else(|e| panic!("{state}'s notice in privacy_notice.toml failed to render: {e:#}"));
                let mut paragraphs = rendered.paragraphs;
                if row.conspicuous {
                    for paragraph in &mut paragraphs {
                        paragraph.runs = vec![Run::bold(paragraph.text())];
                    }
                }
                clauses.push(Clause::new(row.heading.map(str::to_string), paragraphs));
            }
        }
    }
    clauses
}

/// What the policy says it does not sell, where a state bans selling a kind of sensitive data the business handles
/// even with consent: for a business that sells or shares personal information, a clause naming each kind and state;
/// where the answers that decide it are missing, a review note instead.
pub(crate) fn sensitive_data_not_sold(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    let details = &ctx.request.details;
    if details.sells_or_shares_data == Some(false) {
        return vec![];
    }
    let handled = |kind: &SensitiveData| details.sensitive_data.as_ref().is_none_or(|kinds| kinds.contains(kind));
    // Each state's ban on the kinds the business may handle: what is not sold, and of whose residents.
    let mut bans = vec![];
    for ban in sensitive_data::sale_bans(ctx.as_of) {
        let kinds: Vec<&str> =
            ban.kinds.iter().filter(|kind| handled(kind)).map(|kind| sensitive_kind_words(*kind)).collect();
        if kinds.is_empty() {
            continue;
        }
        let what = if ban.all_sensitive {
            "any sensitive personal information".to_string()
        } else {
            joined(&kinds, ", ", "or")
        };
        bans.push((ban, what));
    }
    if bans.is_empty() {
        return vec![];
    }
    let lines: Vec<String> = bans
        .iter()
        .map(|(ban, what)| format!("{what} of residents of {} ({})", ban.state.name(), ban.law.citation))
        .collect();
    if details.sells_or_shares_data.is_none() || details.sensitive_data.is_none() {
        notes.review(format!(
            "Selling sensitive data: some states forbid selling kinds of sensitive data even with consent: {}. If the business sells personal information and handles such data, answer 'Sells or shares data' and 'Sensitive data' on the form and the policy will say what it does not sell.",
            joined(&lines, "; ", "and")
        ));
        return vec![];
    }
    for (ban, what) in &bans {
        let state = ban.state.name();
        notes.law(ban.law, format!("the business sells personal information and handles sensitive data: {}", ban.note));
        notes.adapted(format!(
            "The policy says the business does not sell {what} of {state} residents, which {state} forbids even with consent ({}).",
            ban.law.citation
        ));
    }
    notes.review("Sensitive data and sale: the policy says the business sells or shares personal information, and that it does not sell the kinds of sensitive data some states forbid selling at all (under How We Disclose Information). Make sure the systems keep those residents' data out of every sale.");
    let vars = practice_vars(ctx, roles).with("bans", joined(&lines, "; ", "or"));
    vec![template_with("privacy/sensitive-data-not-sold", &vars)]
}

/// "A, B or C" (`", "`, `"or"`) or "A; B; and C" (`"; "`, `"and"`).
fn joined<S: AsRef<str>>(items: &[S], separator: &str, conjunction: &str) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            let before = if separator == ", " { " " } else { separator };
            format!("{}{before}{conjunction} {last}", rest.join(separator))
        }
        Some((last, _)) => last.to_string(),
        None => String::new(),
    }
}

/// How the policy names a kind of sensitive data it does not sell.
fn sensitive_kind_words(kind: SensitiveData) -> &'static str {
    match kind {
        SensitiveData::NoneOfThese => "no sensitive personal information",
        SensitiveData::Health => "health information",
        SensitiveData::Children => "children's personal information",
        SensitiveData::Teens => "teenagers' personal information",
        SensitiveData::Financial => "financial account information",
        SensitiveData::Biometric => "biometric information",
        SensitiveData::PreciseLocation => "precise geolocation data",
        SensitiveData::Other => "information revealing racial or ethnic origin, religious beliefs, sexual orientation or citizenship or immigration status",
    }
}

/// Children's privacy: the COPPA sections when the Services reach children under 13 (the customer's answer, else
/// the industry and the customer's words), otherwise that they are not directed to children; and the teens' clause
/// when they reach children or the customer handles teens' data.
pub(crate) fn childrens_privacy(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    let vars = practice_vars(ctx, roles);
    let children = ctx.may_reach_children();
    let mut ids = vec![];
    if children {
        notes.adapted("The services may reach children: the policy gives COPPA's sections (what is collected from children and why, verifiable parental consent with a separate consent for disclosures to third parties, parents' rights to review, delete and refuse further collection, and the written retention policy), instead of saying the Services are not directed to children.");
        notes.review("Children's privacy: fill in what is collected from children, how it is used and disclosed, the parental-consent method and the retention policy. The 2025 amendments to the COPPA Rule (in force June 23, 2025; compliance required by April 22, 2026) require a written data retention policy published in this notice, separate parental consent for disclosures to third parties that are not integral to the Services, a written information security program, and the identities or categories of third parties in the direct notice to parents.");
        notes.require("Children's privacy notice: information collected from children, verifiable parental consent, parents' rights, written retention policy");
        ids.extend([
            "privacy/information-from-children",
            "privacy/parental-consent",
            "privacy/parents-rights",
            "privacy/childrens-data-retention",
        ]);
    } else {
        ids.push("privacy/children-not-directed");
        match ctx.children_data() {
            Some(false) if ctx.children_guessed() => notes.review("Children: the customer answered that the business does not handle children's data, but its industry or its own words suggest children under 13 may use the Services. The policy says they are not directed to children; if they are, or the business learns that a user is under 13, COPPA applies: answer 'Children's data (under 13)' and draft again."),
            None => notes.review("Children: the policy says the Services are not directed to children under 13 and that the business does not knowingly collect their information. If either is not true, answer 'Children's data (under 13)' on the form so that the policy carries COPPA's sections."),
            _ => {}
        }
    }
    if children || ctx.handles(SensitiveData::Teens) {
        ids.push("privacy/teenagers");
        for rule in minors_privacy::MINORS_RULES {
            notes.law(
                rule.law,
                format!(
                    "minors may use the Services and the policy may reach {} residents: {}",
                    rule.state.name(),
                    rule.note
                ),
            );
        }
        let age = minors_privacy::strictest_age();
        notes.claim(
            format!("Teenagers: the policy promises not to sell or share the personal information of users known to be under {age}, or use it for targeted advertising, which meets the strictest state rule."),
            format!("Teenagers: the strictest state rule protects users under {age}, and the policy does not promise it."),
            vec![format!("users we know are under {}", age_words(age))],
        );
        if ctx.request.details.sells_or_shares_data == Some(true)
            || ctx.request.details.targeted_advertising == Some(true)
        {
            notes.review("Teenagers: the business sells or shares data or uses targeted advertising, and the policy promises not to do either with the data of users known to be minors. Make sure the systems exclude them; the state rules (listed in the research) differ in age and some forbid it even with consent.");
        }
    }
    ids.into_iter().map(|id| template_with(id, &vars)).collect()
}

/// The laws and review points of the Health Information section.
pub(crate) fn health_notes(ctx: &Ctx, notes: &mut Notes) {
    notes.law(
        federal::HIPAA,
        format!(
            "{}: whether the business is a covered entity or business associate decides whether its Notice of Privacy Practices governs protected health information",
            if ctx.handles(SensitiveData::Health) { "the business handles health information" } else { "the business is in health care" }
        ),
    );
    notes.law(federal::HEALTH_BREACH_RULE, "health apps and websites outside HIPAA must notify people and the FTC of a breach of identifiable health information, including an unauthorized disclosure to advertisers");
    notes.adapted("Health Information section: the business's HIPAA status to choose, a blank for the Notice of Privacy Practices link, what the website's tracking does not do on pages that handle health information, and the state consumer health data laws.");
    notes.require("Health information: HIPAA status, the Notice of Privacy Practices for protected health information, tracking technologies on health pages, consumer health data laws");
    notes.review("Health information: choose the business's HIPAA status in the policy and link the Notice of Privacy Practices (a covered entity must have one; a business associate relies on its clients'). If the business is not subject to HIPAA, delete the Notice sentence.");
    notes.review("Tracking technologies: the policy says that no third-party pixels, session-replay tools or similar technologies run on pages where users sign in, book, pay or describe their health, and that health information is not given to analytics or advertising providers for their own use. Check the website's tag manager and vendors before publishing, or change the statement. HHS's Office for Civil Rights treats tracking on such pages as a possible disclosure of protected health information; a federal court vacated the part of its guidance that treated a visit to a public page about a health condition, combined with an IP address, as protected health information (American Hospital Association v. Becerra, N.D. Tex. 2024), but HIPAA still governs protected health information collected by tracking, and outside HIPAA the FTC Act and the FTC Health Breach Notification Rule apply.");
}

/// The state consumer health data laws, named in the policy, with the separate policy they require.
pub(crate) fn consumer_health_data(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Clause {
    let laws: Vec<&StateLaw> = consumer_health_data::CONSUMER_HEALTH_DATA_LAWS.iter().collect();
    for row in &laws {
        notes.law(
            row.law,
            format!(
                "the business handles health information and may collect it from {} residents: {}",
                row.state.name(),
                row.note
            ),
        );
    }
    let states: Vec<&str> = laws.iter().map(|row| row.state.name()).collect();
    notes.review(format!("Consumer health data: {} require a consumer health data privacy policy of its own, posted or linked conspicuously from the website's home page; prepare it (this product does not draft it) and fill in its link, or delete the clause if the business collects no health information outside HIPAA.", and_list(&states)));
    template_with("privacy/consumer-health-data", &Vars::order(roles, ctx).with("states", and_list(&states)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ages_read_as_a_contract_writes_them() {
        assert_eq!(age_words(16), "sixteen (16)");
        assert_eq!(age_words(18), "eighteen (18)");
        assert_eq!(age_words(12), "12");
        assert_eq!(and_list(&["California", "Colorado", "Maryland"]), "California, Colorado and Maryland");
        assert_eq!(and_list(&["Washington", "Nevada"]), "Washington and Nevada");
    }

    #[test]
    fn every_state_notice_renders_with_the_template_vocabulary() {
        let vars = Vars::default()
            .with("blank", crate::drafting::model::BLANK)
            .with("state", "Sample State")
            .with("jurisdiction", "State of Sample State");
        for row in PRIVACY_NOTICES {
            let clause = Library::embedded()
                .render_text(row.notice, &vars)
                .unwrap_or_else(|e| panic!("{}: {e:#}", row.state.name()));
            assert!(!clause.paragraphs.is_empty(), "{}", row.state.name());
            assert!(clause.heading.is_none(), "{}: a heading is the row's `heading`", row.state.name());
            let text: String = clause.paragraphs.iter().map(|p| p.text()).collect();
            assert!(!text.contains("{{") && !text.contains("{%"), "{}", row.state.name());
        }
    }
}
