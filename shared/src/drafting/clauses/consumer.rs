//! The decisions of the documents a business publishes to consumers (the Terms of Service and the Privacy Policy):
//! which laws the research cites, which variant of a clause the order calls for, and the notes that explain it. The
//! wording is in the `terms/` and `privacy/` clause templates.

use super::{custom, parties, template_with, Roles};
use crate::domain::SpecialClause;
use crate::drafting::library::Vars;
use crate::drafting::model::{Clause, Paragraph, Section};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::research::ClausePlan;
use crate::drafting::rules::{auto_renewal, consumer_notice, federal, non_compete, privacy, refund_policy};

/// The opening paragraph of a published document: the template `clause_id` names the business (as typed, in bold)
/// with its entity type and state, or the sole proprietor doing business under it (`parties::published_business`).
pub(crate) fn opening(ctx: &Ctx, roles: &Roles, clause_id: &str) -> Vec<Paragraph> {
    let vars = Vars::order(roles, ctx).with("business_party", parties::published_business(ctx));
    template_with(clause_id, &vars).paragraphs
}

/// The federal law in `federal.toml` under `key`, cited because of `because`.
pub(crate) fn federal_law(key: &str, because: &str, notes: &mut Notes) -> Result<(), String> {
    let law = federal::ALL.into_iter().find(|law| law.key == key).ok_or_else(|| format!("no federal law '{key}'"))?;
    notes.law(law, because);
    Ok(())
}

/// The automatic-renewal laws: the federal act, the strictest state's law (the subscription terms meet it, which
/// meets the others), and the home state's own law when it is a different one.
pub(crate) fn automatic_renewal_laws(ctx: &Ctx, notes: &mut Notes) {
    let strictest = auto_renewal::strictest();
    notes.law(federal::ROSCA, "online subscriptions need clear disclosure, express consent and a simple way to cancel");
    notes.law(
        strictest.law,
        format!("{} has the strictest automatic renewal law ({}); the subscription terms are written to meet it, which also meets the other states' laws", strictest.state.name(), strictest.note),
    );
    if let Some(row) = auto_renewal::law_for(ctx.state()).filter(|row| row.state != strictest.state) {
        notes.law(row.law, format!("{} regulates automatic renewals: {}", ctx.state_name(), row.note));
    }
}

/// Whether the order describes a subscription: the Terms then open with the renewal notice and carry a summary to
/// fill in; otherwise the renewal terms are there for later sales.
pub(crate) fn automatic_renewal_notes(ctx: &Ctx, notes: &mut Notes) {
    if ctx.describes_subscription() {
        notes.adapted("A subscription is described: the Terms open with a conspicuous automatic renewal notice and carry a subscription summary (plan, price, billing period, renewal term, minimum obligation) to fill in.");
        notes.review("Subscriptions: fill in the subscription summary; show the same terms next to the purchase button, capture express consent with an unchecked box, send the acknowledgment, and test that online cancellation works in one step, as California's law requires.");
    } else {
        notes.adapted("Automatic renewal terms are included, written to California's standard, in case the business sells subscriptions now or later.");
        notes.review("If the business sells subscriptions, confirm the checkout shows the automatic renewal terms next to the purchase button and that online cancellation works as the Terms promise; if it never will, the subscription clauses can be removed.");
    }
}

/// The state consumer-complaint notices the Terms carry, each cited with who must give it.
pub(crate) fn consumer_notice_laws(notes: &mut Notes) {
    for row in consumer_notice::CONSUMER_NOTICES {
        notes.law(
            row.law,
            format!("{} must give this notice to {} residents; the Terms carry it", row.applies_to, row.state.name()),
        );
    }
}

/// One clause per state consumer notice, "<State> Residents".
pub(crate) fn state_resident_notices(roles: &Roles) -> Vec<Clause> {
    consumer_notice::CONSUMER_NOTICES
        .iter()
        .map(|row| {
            let vars = Vars::roles(roles).with("residents_of", row.state.name()).with("notice", row.text);
            template_with("terms/state-residents", &vars)
        })
        .collect()
}

/// Who may accept the Terms: adults, with a parent's involvement for minors, and COPPA consent for children under
/// 13 when the services may reach them.
pub(crate) fn eligibility(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Clause {
    let children = ctx.may_reach_children();
    if children {
        notes.law(
            federal::COPPA,
            "the Services may reach children, so children under 13 may use them only with verifiable parental consent",
        );
        notes.adapted("Eligibility adapted for services that may reach children: minors use the Services with a parent's involvement, and children under 13 only with verifiable parental (or school) consent.");
    }
    template_with("terms/eligibility", &Vars::order(roles, ctx).with("children", children))
}

/// The business's processor commitments to business customers, with the addendum the Terms promise to review.
pub(crate) fn business_customers(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Clause {
    notes.adapted("Data protection: business customers get processing only on their instructions and a data processing addendum on request.");
    notes.review("Data protection: if the business processes personal information for business customers, prepare the data processing addendum the Terms promise, meeting each state privacy law that applies to those customers.");
    template_with("terms/business-customers", &Vars::order(roles, ctx))
}

/// The industry's own disclaimer, when its profile has one.
pub(crate) fn industry_disclaimer(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Option<Clause> {
    let disclaimer = ctx.profile().and_then(|profile| profile.terms)?;
    let clause = template_with("terms/nature-of-the-services", &Vars::order(roles, ctx).with("disclaimer", disclaimer));
    notes.adapted(format!("{} industry disclaimer added.", ctx.industry()));
    Some(clause)
}

/// Consumer arbitration seated in the chosen state: individual claims, hearings near the user, business-paid fees,
/// batching of mass filings, the sexual harassment and assault carve-out and a 30-day opt-out.
pub(crate) fn consumer_arbitration(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    let name = ctx.state_name();
    notes.law(federal::FAA, "the arbitration clause was selected");
    notes.law(federal::EFAA, "sexual harassment and sexual assault disputes cannot be forced into arbitration");
    notes.require("Arbitration carve-out for sexual harassment and sexual assault disputes (9 U.S.C. §§ 401, 402), small claims and court injunctions");
    notes.require("Thirty-day window to opt out of arbitration");
    notes.adapted(format!("Consumer arbitration clause seated in {name}, with hearings near the user, business-paid fees, a small-claims option, a 30-day opt-out window, batching of mass filings and the sexual harassment and assault carve-out."));
    notes.review("Consumer arbitration: confirm the arbitration provider's current consumer rules and fee schedule, the mass-arbitration procedure, and that the opt-out process works; claims for public injunctive relief cannot be waived in California (McGill v. Citibank) and the Terms leave them to court.");
    let vars = Vars::order(roles, ctx);
    vec![template_with("terms/agreement-to-arbitrate", &vars), template_with("terms/exceptions-and-opt-out", &vars)]
}

/// The chosen state's law and courts for consumer terms, leaving consumers their home-state protections.
pub(crate) fn consumer_governing_law(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Clause {
    let arbitration = ctx.has(SpecialClause::ArbitrationProvision);
    let clause =
        template_with("terms/governing-law-and-venue", &Vars::order(roles, ctx).with("arbitration", arbitration));
    let jurisdiction = ctx.state().jurisdiction();
    notes.adapted(format!(
        "Governing law and venue: {jurisdiction}, with a small-claims option and consumers' non-waivable home-state protections preserved."
    ));
    notes.require(format!("Governing law and venue of the {jurisdiction}"));
    clause
}

/// The non-compete special clause in consumer terms: a restriction on competitive use of the Services, never a
/// covenant not to compete, with the state's non-compete rule for the review.
pub(crate) fn no_competitive_use(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Clause {
    let position = non_compete::position(ctx.state());
    notes.adapted("Non-compete selected: for terms of service this becomes a no-competitive-use restriction on the Services, not a covenant not to compete.");
    notes.clause(ClausePlan::left_out(
        SpecialClause::NonCompete,
        "A covenant not to compete does not belong in terms that every user of a website accepts.".into(),
        Some("A clause that forbids using the Services to build or run a competing product or service".into()),
    ));
    notes.review(format!(
        "No-competitive-use clause: it restricts use of the Services only. {} non-compete rule: {} ({}); confirm the clause is not read as a restraint of trade.",
        ctx.state_name(),
        position.note.as_of(ctx.as_of),
        position.citation
    ));
    template_with("terms/competitive-use", &Vars::order(roles, ctx))
}

/// The 'Special Terms' section of a published document, led in by the template `intro_id`.
pub(crate) fn special_terms(ctx: &Ctx, roles: &Roles, intro_id: &str, notes: &mut Notes) -> Option<Section> {
    let intro = template_with(intro_id, &Vars::order(roles, ctx));
    let intro = intro.paragraphs.first().map(Paragraph::text).unwrap_or_default();
    custom::section(ctx.request, &intro, notes)
}

/// The privacy laws a published policy answers to: every state's online privacy-notice law and comprehensive
/// privacy law (a business online serves residents of many states), and COPPA, as the services may reach children
/// or not.
pub(crate) fn privacy_laws(ctx: &Ctx, notes: &mut Notes) {
    for row in privacy::ONLINE_PRIVACY_NOTICE_LAWS {
        notes.law(
            row.law,
            format!(
                "the policy is posted online and the Services may collect personal information from {} residents: {}",
                row.state.name(),
                row.note
            ),
        );
    }
    for row in privacy::COMPREHENSIVE_PRIVACY_LAWS {
        let relation =
            if row.state == ctx.state() { "the business is in" } else { "the business may serve residents of" };
        notes.law(
            row.law,
            format!(
                "{relation} {} (in force since {}); applies above the law's thresholds",
                row.state.name(),
                row.effective
            ),
        );
    }
    notes.law(
        federal::COPPA,
        if ctx.may_reach_children() {
            "the Services may reach children under 13, whose information needs verifiable parental consent"
        } else {
            "websites must not knowingly collect personal information from children under 13 without verifiable parental consent"
        },
    );
}

/// CalOPPA's required items, and the reach of the rights section (every state with a privacy law, not only the
/// business's own).
pub(crate) fn privacy_requirements(ctx: &Ctx, notes: &mut Notes) {
    for item in privacy::CALOPPA_ITEMS {
        notes.require(format!("CalOPPA: {item}"));
    }
    let states = privacy::states_with_rights();
    notes.claim(
        format!(
            "Rights section covers the residents of all {} states with comprehensive or online-notice privacy laws in force, not only {}.",
            states.len(),
            ctx.state().place()
        ),
        "The rights section does not name every state whose residents have privacy rights under a law in force.",
        states.iter().map(|state| state.name().to_string()).collect(),
    );
}

/// "Your Rights", naming every state whose residents have them.
pub(crate) fn privacy_rights(ctx: &Ctx, roles: &Roles) -> Clause {
    let names: Vec<&str> = privacy::states_with_rights().iter().map(|s| s.name()).collect();
    let states = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}, and {last}", rest.join(", ")),
        Some((last, _)) => last.to_string(),
        None => String::new(),
    };
    template_with("privacy/your-rights", &Vars::order(roles, ctx).with("states", states))
}

/// A clause for residents of the business's home state naming its comprehensive privacy law, when it has one.
pub(crate) fn home_state_privacy_law(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Option<Clause> {
    let row = privacy::law_for(ctx.state())?;
    let vars = Vars::order(roles, ctx).with("law_name", row.law.name).with("citation", row.law.citation);
    let clause = template_with("privacy/home-state-residents", &vars);
    notes.adapted(format!(
        "The policy names the business's home-state privacy law ({}) in a clause for {} residents.",
        row.law.name,
        ctx.state_name()
    ));
    Some(clause)
}

/// The industry's own privacy section, when its profile has one.
pub(crate) fn industry_privacy(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Option<Section> {
    let information = ctx.profile().and_then(|profile| profile.privacy)?;
    let vars = Vars::order(roles, ctx).with("information", information);
    let section = Section::new(
        "Industry-Specific Information",
        vec![template_with("privacy/industry-specific-information", &vars)],
    );
    notes.adapted(format!("{} industry section added to the Privacy Policy.", ctx.industry()));
    Some(section)
}

/// The laws and notes of the purchase terms a business that sells goods gets: the FTC's mail-order rule, the
/// Magnuson-Moss Warranty Act and the states that make a retailer post its refund policy.
pub(crate) fn purchase_terms_notes(ctx: &Ctx, notes: &mut Notes) {
    notes.law(federal::MAIL_ORDER_RULE, "goods ordered online must ship within the time stated, or 30 days, unless the buyer is told of the delay and offered a prompt refund");
    notes.law(federal::MAGNUSON_MOSS, "a written warranty on a consumer product must meet the Act's disclosure rules, and a seller who gives one cannot disclaim implied warranties");
    for row in refund_policy::REFUND_POLICY_LAWS {
        notes.law(row.law, format!("the business may sell goods to {} residents: {}", row.state.name(), row.note));
    }
    let why = match ctx.profile().filter(|profile| profile.sells_goods) {
        Some(_) => format!("a {} business usually sells goods online", ctx.industry().label().to_lowercase()),
        None => "the customer's words describe an online store".to_string(),
    };
    notes.adapted(format!("Purchase terms added because {why}: orders and acceptance, prices and errors, availability and quantity limits, shipping and delivery, title and risk of loss (passing to consumers on delivery), returns and refunds, and product warranties."));
    notes.require("Purchase terms: orders, pricing errors, availability, shipping and delivery, title and risk of loss, returns and refunds, product warranties");
    notes.review_about("Returns: fill in the return policy's blanks (return window, form of refund, goods that cannot be returned, return shipping, restocking fee) and show the same policy, or a link to it, next to each product or before the customer gives payment details; the refund-posting laws listed say where it must be shown and what happens if it is not.", &["terms/returns"]);
    notes.review_about("Product warranties: a written warranty on a consumer product must be titled 'full' or 'limited', state its terms as the FTC's warranty rules require and be available before the sale; a seller who gives one cannot disclaim implied warranties, and some states (for example Massachusetts and Maryland) forbid disclaiming them on consumer goods at all. Check the listings and any warranty documents against the Product Warranties clause.", &["terms/product-warranties"]);
    notes.review_about("Shipping: state a shipping time at checkout only where there is a reasonable basis for it, and have a way to tell customers of a delay and offer a refund, as the FTC's mail-order rule requires.", &["terms/shipping"]);
}

/// The chosen state's law and courts for a published document (the template `clause_id`), with its notes.
pub(crate) fn published_governing_law(ctx: &Ctx, roles: &Roles, clause_id: &str, notes: &mut Notes) -> Clause {
    let jurisdiction = ctx.state().jurisdiction();
    notes.adapted(format!("Governing law and venue: {jurisdiction}."));
    notes.require(format!("Governing law and venue of the {jurisdiction}"));
    template_with(clause_id, &Vars::order(roles, ctx))
}
