//! The decisions of the documents a business publishes to consumers (the Terms of Service and the Privacy Policy):
//! which laws the research cites, which variant of a clause the order calls for, and the notes that explain it. The
//! wording is in the `terms/` and `privacy/` clause templates.

use super::{custom, parties, template_with, Roles};
use crate::domain::SpecialClause;
use crate::drafting::library::Vars;
use crate::drafting::messages::{context, fixed_message, message};
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
    notes.law(federal::ROSCA, fixed_message("consumer.online_subscriptions_need_clear_disclosure"));
    notes.law(
        strictest.law,
        message(
            "consumer.has_strictest_automatic_renewal_law",
            context! { state => strictest.state.name(), note => strictest.note },
        ),
    );
    if let Some(row) = auto_renewal::law_for(ctx.state()).filter(|row| row.state != strictest.state) {
        notes.law(row.law, format!("{} regulates automatic renewals: {}", ctx.state_name(), row.note));
    }
}

/// Whether the order describes a subscription: the Terms then open with the renewal notice and carry a summary to
/// fill in; otherwise the renewal terms are there for later sales.
pub(crate) fn automatic_renewal_notes(ctx: &Ctx, notes: &mut Notes) {
    if ctx.describes_subscription() {
        notes.adapted(fixed_message("consumer.subscription_described_terms_open_conspicuous"));
        notes.review(fixed_message("consumer.subscriptions_fill_subscription_summary_show"));
    } else {
        notes.adapted(fixed_message("consumer.automatic_renewal_terms_are_included"));
        notes.review(fixed_message("consumer.if_business_sells_subscriptions_confirm"));
    }
}

/// The state consumer-complaint notices the Terms carry, each cited with who must give it.
pub(crate) fn consumer_notice_laws(notes: &mut Notes) {
    for row in consumer_notice::CONSUMER_NOTICES {
        notes.law(
            row.law,
            message(
                "consumer.must_give_notice_residents_terms",
                context! { applies_to => row.applies_to, state => row.state.name() },
            ),
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
        notes.law(federal::COPPA, fixed_message("consumer.services_may_reach_children_so"));
        notes.adapted(fixed_message("consumer.eligibility_adapted_services_may_reach"));
    }
    template_with("terms/eligibility", &Vars::order(roles, ctx).with("children", children))
}

/// The business's processor commitments to business customers, with the addendum the Terms promise to review.
pub(crate) fn business_customers(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Clause {
    notes.adapted(fixed_message("consumer.data_protection_business_customers_get"));
    notes.review(fixed_message("consumer.data_protection_if_business_processes"));
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
    notes.law(federal::FAA, fixed_message("consumer.arbitration_clause_was_selected"));
    notes.law(federal::EFAA, fixed_message("consumer.sexual_harassment_sexual_assault_disputes"));
    notes.require(fixed_message("consumer.arbitration_carve_out_sexual_harassment"));
    notes.require(fixed_message("consumer.thirty_day_window_opt_out"));
    notes.adapted(message("consumer.consumer_arbitration_clause_seated_hearings", context! { name => name }));
    notes.review(fixed_message("consumer.consumer_arbitration_confirm_arbitration_provider"));
    let vars = Vars::order(roles, ctx);
    vec![template_with("terms/agreement-to-arbitrate", &vars), template_with("terms/exceptions-and-opt-out", &vars)]
}

/// The chosen state's law and courts for consumer terms, leaving consumers their home-state protections.
pub(crate) fn consumer_governing_law(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Clause {
    let arbitration = ctx.has(SpecialClause::ArbitrationProvision);
    let clause =
        template_with("terms/governing-law-and-venue", &Vars::order(roles, ctx).with("arbitration", arbitration));
    let jurisdiction = ctx.state().jurisdiction();
    notes.adapted(message("consumer.governing_law_venue_small_claims", context! { jurisdiction => &jurisdiction }));
    notes.require(message("consumer.governing_law_venue", context! { jurisdiction => &jurisdiction }));
    clause
}

/// The non-compete special clause in consumer terms: a restriction on competitive use of the Services, never a
/// covenant not to compete, with the state's non-compete rule for the review.
pub(crate) fn no_competitive_use(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Clause {
    let position = non_compete::position(ctx.state());
    notes.adapted(fixed_message("consumer.non_compete_selected_terms_service"));
    notes.clause(ClausePlan::left_out(
        SpecialClause::NonCompete,
        fixed_message("consumer.covenant_not_compete_does_not"),
        Some(fixed_message("consumer.clause_forbids_using_services_build")),
    ));
    notes.review(message("consumer.no_competitive_use_clause_restricts", context! { state => ctx.state_name(), position => position.note.as_of(ctx.as_of), citation => position.citation }));
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
            message(
                "consumer.policy_posted_online_services_may",
                context! { state => row.state.name(), note => row.note },
            ),
        );
    }
    for row in privacy::COMPREHENSIVE_PRIVACY_LAWS {
        let relation = if row.state == ctx.state() {
            fixed_message("consumer.business")
        } else {
            fixed_message("consumer.business_may_serve_residents")
        };
        notes.law(
            row.law,
            message(
                "consumer.force_since_applies_above_law",
                context! { relation => relation, state => row.state.name(), effective => row.effective },
            ),
        );
    }
    notes.law(
        federal::COPPA,
        if ctx.may_reach_children() {
            fixed_message("consumer.services_may_reach_children_under")
        } else {
            fixed_message("consumer.websites_must_not_knowingly_collect")
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
        message(
            "consumer.rights_section_covers_residents_all",
            context! { state_count => states.len(), home => ctx.state().place() },
        ),
        fixed_message("consumer.rights_section_does_not_name"),
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
    notes.adapted(message(
        "consumer.policy_names_business_s_home",
        context! { name => row.law.name, state => ctx.state_name() },
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
    notes.adapted(message(
        "consumer.industry_section_added_privacy_policy",
        context! { industry => ctx.industry().to_string() },
    ));
    Some(section)
}

/// The laws and notes of the purchase terms a business that sells goods gets: the FTC's mail-order rule, the
/// Magnuson-Moss Warranty Act and the states that make a retailer post its refund policy.
pub(crate) fn purchase_terms_notes(ctx: &Ctx, notes: &mut Notes) {
    notes.law(federal::MAIL_ORDER_RULE, fixed_message("consumer.goods_ordered_online_must_ship"));
    notes.law(federal::MAGNUSON_MOSS, fixed_message("consumer.written_warranty_consumer_product_must"));
    for row in refund_policy::REFUND_POLICY_LAWS {
        notes.law(
            row.law,
            message(
                "consumer.business_may_sell_goods_residents",
                context! { state => row.state.name(), note => row.note },
            ),
        );
    }
    let why = match ctx.profile().filter(|profile| profile.sells_goods) {
        Some(_) => message(
            "consumer.business_usually_sells_goods_online",
            context! { industry => ctx.industry().label().to_lowercase() },
        ),
        None => fixed_message("consumer.customer_s_words_describe_online"),
    };
    notes.adapted(message("consumer.purchase_terms_added_because_orders", context! { why => why }));
    notes.require(fixed_message("consumer.purchase_terms_orders_pricing_errors"));
    notes.review_about(fixed_message("consumer.returns_fill_return_policy_s"), &["terms/returns"]);
    notes.review_about(
        fixed_message("consumer.product_warranties_written_warranty_consumer"),
        &["terms/product-warranties"],
    );
    notes.review_about(fixed_message("consumer.shipping_state_shipping_time_at"), &["terms/shipping"]);
}

/// The chosen state's law and courts for a published document (the template `clause_id`), with its notes.
pub(crate) fn published_governing_law(ctx: &Ctx, roles: &Roles, clause_id: &str, notes: &mut Notes) -> Clause {
    let jurisdiction = ctx.state().jurisdiction();
    notes.adapted(message("consumer.governing_law_venue_2", context! { jurisdiction => &jurisdiction }));
    notes.require(message("consumer.governing_law_venue", context! { jurisdiction => &jurisdiction }));
    template_with(clause_id, &Vars::order(roles, ctx))
}
