//! How the parties are described in the opening paragraph of every agreement, and who signs.
//!
//! The business: "**Acme LLC**, a Texas limited liability company"; a sole proprietor contracts personally, so
//! "**Jane Doe**, an individual doing business as **Acme Design** in Texas" (a blank for the owner's name when the
//! order does not give it). The other party: its name (or a blank) and what it is: "a Delaware corporation", "an
//! individual residing in Ohio", or a labelled blank to fill in.

use super::Roles;
use crate::domain::details::CounterpartyEntity;
use crate::domain::BusinessType;
use crate::drafting::library::{Library, Vars};
use crate::drafting::model::{Clause, Paragraph, SignatureParty, BLANK};
use crate::drafting::notes::Notes;
use crate::drafting::order::{article, entity_description, entity_kind, Ctx};

/// "This Freelance Agreement (this “Agreement”) is made as of ____ (the “Effective Date”) between Acme LLC, a Texas
/// limited liability company, whose mailing address is ____ (the “Client”), and ____, whose mailing address is
/// ____ (the “Freelancer”)." `title` may be the customer's text: it goes in as plain text.
pub(crate) fn agreement_opening(ctx: &Ctx, title: &str, roles: &Roles) -> Paragraph {
    let vars = Vars::order(roles, ctx)
        .customer("title", title)
        .with("business_party", business_party(ctx))
        .with("other_party", other_party(ctx, roles.other_is_person))
        .with("owner_label", roles.owner_label)
        .with("other_label", roles.other_label);
    let opening = Library::embedded().clause("parties/opening", &vars);
    opening.paragraphs.into_iter().next().unwrap_or_default()
}

/// The business as the opening names it (markup: bold name, the customer's text kept plain).
fn business_party(ctx: &Ctx) -> String {
    let business = format!("**{}**", Vars::plain(ctx.business()));
    if ctx.request.business_type != BusinessType::SoleProprietorship {
        return format!("{business}, {}", ctx.entity());
    }
    let owner = match &ctx.request.details.owner_name {
        Some(name) => format!("**{}**", Vars::plain(name)),
        None => BLANK.to_string(),
    };
    format!("{owner}, an individual doing business as {business} in {}", ctx.state_name())
}

/// The business as a published document (terms, a policy, a notice) names it: by its trade name with its entity
/// type and state, or, for a sole proprietor whose own name the order gives, as that person doing business under the
/// trade name (the person who is bound by what the document promises).
pub(crate) fn published_business(ctx: &Ctx) -> String {
    match (&ctx.request.details.owner_name, ctx.request.business_type) {
        (Some(_), BusinessType::SoleProprietorship) => business_party(ctx),
        _ => format!("**{}**, {}", Vars::plain(ctx.business()), ctx.entity()),
    }
}

/// The other party as the opening names it: its name or a blank, then what it is.
fn other_party(ctx: &Ctx, person: bool) -> String {
    let counterparty = &ctx.request.details.counterparty;
    let name = counterparty.name.as_deref().map_or_else(|| BLANK.to_string(), Vars::plain);
    let state = counterparty.state;
    let what = match (person, counterparty.entity) {
        (true, _) | (false, Some(CounterpartyEntity::Individual)) => match state {
            Some(state) => format!("an individual residing in {}", state.name()),
            None => "an individual".to_string(),
        },
        (false, Some(CounterpartyEntity::Business(kind))) => match state {
            Some(state) => entity_description(kind, state),
            None => format!("{} {} organized in {BLANK}", article(entity_kind(kind)), entity_kind(kind)),
        },
        (false, None) => match state {
            Some(state) => format!("{BLANK} (its type of entity, or “an individual”), of {}", state.name()),
            None => format!("{BLANK} (its type of entity and state, or “an individual”)"),
        },
    };
    if person && counterparty.state.is_none() && counterparty.name.is_none() {
        // An employee is a person: nothing to describe until the order names them.
        return name;
    }
    format!("{name}, {what}")
}

/// The other party as the first entry of a list of members names it (an operating, partnership or shareholder
/// agreement's members, whose first signature block is the other party's): its name (or a blank) and what the order
/// says it is, "Northwind Traders, a Delaware corporation", "____, an individual residing in Ohio"; the list's own
/// blanks follow for the address and the rest.
pub(crate) fn listed_party(ctx: &Ctx) -> String {
    let counterparty = &ctx.request.details.counterparty;
    let name = counterparty.name.as_deref().map_or_else(|| BLANK.to_string(), Vars::plain);
    let what = match (counterparty.entity, counterparty.state) {
        (Some(CounterpartyEntity::Individual), Some(state)) => format!("an individual residing in {}", state.name()),
        (Some(CounterpartyEntity::Individual), None) => "an individual".to_string(),
        (Some(CounterpartyEntity::Business(kind)), Some(state)) => entity_description(kind, state),
        (Some(CounterpartyEntity::Business(kind)), None) => {
            format!("{} {}", article(entity_kind(kind)), entity_kind(kind))
        }
        (None, Some(state)) => format!("based in {}", state.name()),
        (None, None) => return name,
    };
    format!("{name}, {what}")
}

/// One signature block per party: the business named (the owner, doing business as the trade name, for a sole
/// proprietor), the other party named when the order gives its name; `other_signers` blocks for the other party's
/// label when several sign as it (the members of an LLC), only the first named.
pub(crate) fn signature_parties(
    ctx: &Ctx,
    roles: &Roles,
    notice_addresses: bool,
    other_signers: usize,
) -> Vec<SignatureParty> {
    let business = match (&ctx.request.details.owner_name, ctx.request.business_type) {
        (Some(owner), BusinessType::SoleProprietorship) => format!("{owner}, doing business as {}", ctx.business()),
        _ => ctx.business().to_string(),
    };
    let other = ctx.request.details.counterparty.name.clone().unwrap_or_default();
    let mut parties =
        vec![SignatureParty::new(roles.owner_label, business), SignatureParty::new(roles.other_label, other)];
    parties.extend((1..other_signers).map(|_| SignatureParty::new(roles.other_label, String::new())));
    parties.into_iter().map(|party| if notice_addresses { party.with_notice_address() } else { party }).collect()
}

/// The opening of an 'Other (Beta)' kind whose parties are not two sides (the members of an LLC): the kind's own
/// template `id`, with the customer's title, the business as the opening names it, and the other party.
pub(crate) fn kind_opening(ctx: &Ctx, title: &str, id: &str, base: &Vars) -> Vec<Paragraph> {
    let vars = base
        .clone()
        .customer("title", title)
        .with("business_party", business_party(ctx))
        .with("other_party", other_party(ctx, false));
    Library::embedded().clause(id, &vars).paragraphs
}

/// The NDA's purpose: the customer's stated purpose when the order gives one, else the general business purpose.
pub(crate) fn nda_purpose(ctx: &Ctx, roles: &Roles) -> Clause {
    Library::embedded().clause("nda/purpose", &stated_purpose(Vars::order(roles, ctx), ctx))
}

/// The mutual NDA's cover page: its variables, and each party with what it is and where notices go.
pub(crate) fn nda_cover_page(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    if ctx.request.details.purpose.is_some() {
        notes.adapted("The purpose on the cover page is the one the order states.");
    }
    let vars = stated_purpose(Vars::order(roles, ctx), ctx)
        .with("company", business_party(ctx))
        .with("counterparty", other_party(ctx, roles.other_is_person));
    ["nda/cover-page", "nda/cover-parties"].map(|id| Library::embedded().clause(id, &vars)).into()
}

fn stated_purpose(vars: Vars, ctx: &Ctx) -> Vars {
    match &ctx.request.details.purpose {
        Some(purpose) => vars.customer("stated_purpose", purpose.trim_end_matches('.')),
        None => vars.with("stated_purpose", ""),
    }
}
