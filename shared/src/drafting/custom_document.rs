//! 'Other (Beta)': a document built from the customer's own name, description and answers. The name is read for
//! its meaning (see [`super::custom_kinds`]): a custom kind of the catalog is drafted in its frame (an agreement
//! between two sides, the members of an entity, an employer and employee) with the business on the side the order
//! names; a name the library drafts with another outline (an NDA) is drafted with it; a notice or policy the
//! business issues gets the notice frame. A name the offline engine cannot draft well is refused before payment
//! when it drafts alone; drafted anyway (for an AI provider's clause plan), it is the general agreement with a review
//! point saying so. The customer's text always goes in as plain text, and every question left unanswered becomes a
//! review point.

use super::clauses::custom_frame::CustomInput;
use super::custom_kinds::{self, CustomKind, InFrame, Resolved};
use super::drafter;
use super::library::{Library, LibraryError, Roles};
use super::model::DraftDocument;
use super::notes::Notes;
use super::order::Ctx;
use super::signature::needs_signature;
use crate::domain::details::Mutuality;

/// Drafts the order's custom document; the frames, the catalog and the custom kinds come from `library`.
pub(crate) fn draft(library: &Library, ctx: &Ctx, notes: &mut Notes) -> Result<DraftDocument, LibraryError> {
    let custom = CustomInput::of(ctx);
    let answered: Vec<(&str, &str)> = custom.answered().collect();

    notes.require("The customer's description and answers, included as written");
    if !custom.description.is_empty() {
        notes.adapted("The customer's description is set out as the document's purpose, word for word.");
    } else {
        notes.review("No description was given: the purpose clause is generic; describe what the document is for.");
    }
    if !answered.is_empty() {
        notes.adapted(format!("{} answered question(s) became clauses, each headed by its question.", answered.len()));
    }
    for (question, _) in custom.questions.iter().filter(|(q, a)| !q.is_empty() && a.is_empty()) {
        notes.review(format!(
            "Unanswered question: “{question}” The draft relies on its standard terms on this point; answer it and add the result before use."
        ));
    }

    // The spec's rule reads the content too: the customer's own words are the only content that could carry
    // signature wording (the engine's notice wording never does).
    let customer_words: Vec<&str> =
        std::iter::once(custom.description).chain(answered.iter().flat_map(|(q, a)| [*q, *a])).collect();
    let signed = needs_signature(&custom.title, &customer_words.join("\n"));
    let general = || {
        custom_kinds::general(library)
            .ok_or_else(|| LibraryError::UnknownKind("the general custom kind (`general = true`)".into()))
    };
    let title = custom.title.as_str();
    match custom_kinds::resolve(library, title, custom.description) {
        Resolved::Route(route) => {
            let mutual = custom_kinds::route_is_mutual(route, title, ctx.request);
            let outline = match (&route.mutual_outline, mutual) {
                (Some(outline), true) => outline,
                _ => &route.outline,
            };
            notes.adapted(format!(
                "The name “{title}” reads as a {}: drafted with the product's own {} outline.",
                route.label,
                if mutual { "mutual" } else { "standard" }
            ));
            drafter::draft(library, outline, ctx, notes)
        }
        Resolved::Kind(kind) => {
            if kind.spec.general {
                notes.review(format!("General agreement: “{title}” reads as a general business agreement, not one of the catalog's vetted kinds, so the draft has the terms every agreement needs and blank lines for each party's obligations. Have an attorney confirm it covers what this deal needs in {}.", ctx.state_name()));
            } else {
                notes.review(format!("Beta document type: “{title}” was drafted as {} {} from the catalog, with the essential terms it lists; have an attorney confirm it fits this deal in {}.", a_or_an(&kind.spec.label), kind.spec.label, ctx.state_name()));
            }
            draft_kind(library, kind, title, ctx, notes)
        }
        Resolved::Notice(_) if !signed => {
            notes.review("Beta document type: the notice was built from the name, description and answers given; have an attorney confirm it covers what this kind of document needs in the chosen state.");
            drafter::draft_frame(library, "custom-frame/notice", None, title, ctx, notes)
        }
        Resolved::Notice(_) => {
            notes.review("Beta document type: the name reads as a notice or policy, but the content expects signatures, so it was drafted as a general agreement; have an attorney confirm the structure.");
            draft_kind(library, general()?, title, ctx, notes)
        }
        resolved @ Resolved::Unsupported(_) => {
            let refusal = resolved.refusal(library.catalog(), title).unwrap_or_default();
            notes.review(format!("Not drafted well offline: {refusal} This draft is only a general agreement, as the structure for an AI provider to draft the document on; do not use it as the document asked for."));
            draft_kind(library, general()?, title, ctx, notes)
        }
    }
}

/// How mutual confidentiality names the parties in the frame's confidentiality sections.
fn mutual_roles<'a>(roles: &Roles<'a>) -> Roles<'a> {
    Roles {
        owner: "Disclosing Party",
        other: "Receiving Party",
        owner_label: "Disclosing Party",
        other_label: "Receiving Party",
        it: "it",
        its: "its",
        other_is_person: false,
        ..*roles
    }
}

/// Drafts `kind` in its frame with the business on the side the order names, and its confidentiality terms as the
/// kind and the order decide, saying so in the notes.
fn draft_kind(
    library: &Library,
    kind: CustomKind,
    title: &str,
    ctx: &Ctx,
    notes: &mut Notes,
) -> Result<DraftDocument, LibraryError> {
    let spec = kind.spec;
    let (side, named) = custom_kinds::business_side(&kind, ctx.request);
    let roles = kind.roles(side);
    if spec.sides.len() == 2 {
        let sides = format!("{} or {}", spec.sides[0], spec.sides[1]);
        match (named, ctx.request.details.business_role.as_deref()) {
            (Some(true), _) => notes.adapted(format!(
                "The business is the {} and the other party the {}, as the order says; every clause names each party by its side.",
                roles.owner, roles.other
            )),
            (Some(false), Some(role)) => notes.review(format!(
                "The order's side “{role}” is not one of this agreement's sides ({sides}): the draft makes the business the {}. If the business is the {}, choose that side and draft again.",
                roles.owner, roles.other
            )),
            _ => notes.review(format!(
                "The order did not say which side the business is on ({sides}): the draft makes the business the {}, the usual side. If the business is the {}, choose that side and draft again.",
                roles.owner, roles.other
            )),
        }
    }
    if !custom_kinds::fits_business(&kind, ctx.request.business_type) {
        if let Some(message) = &spec.business_type_message {
            notes.review(message.as_str());
        }
    }

    let answer = ctx.request.details.mutuality;
    let mutual = match spec.confidentiality.as_str() {
        "mutual" => true,
        _ if spec.mutual_choice => answer.map_or(spec.mutual_by_default, |m| m == Mutuality::Mutual),
        _ => false,
    };
    let protected = match spec.confidentiality.as_str() {
        "business" | "mutual" => roles.owner,
        side => side,
    };
    let confidentiality = if mutual {
        mutual_roles(&roles)
    } else if protected == roles.owner {
        roles
    } else {
        kind.roles(if side == 0 { 1 } else { 0 })
    };
    // Kinds without sides or a choice (the members of an LLC, an employer) have their own confidentiality terms.
    if spec.sides.len() == 2 || spec.mutual_choice {
        confidentiality_notes(spec, &roles, protected, mutual, answer.is_some(), notes);
    }
    let frame = InFrame { kind, roles, confidentiality, mutual };
    drafter::draft_frame(library, &spec.frame, Some(&frame), title, ctx, notes)
}

/// What the confidentiality terms protect, and what the business can choose instead.
fn confidentiality_notes(
    spec: &super::library::KindSpec,
    roles: &Roles,
    protected: &str,
    mutual: bool,
    answered: bool,
    notes: &mut Notes,
) {
    let asked = if answered && spec.mutual_choice { ", as the order asks" } else { "" };
    if mutual {
        notes.adapted(format!(
            "Confidentiality is mutual: each party protects the other's confidential information{asked}."
        ));
    } else if protected == roles.owner {
        notes.adapted(format!("Confidentiality protects the {}'s information (one-way){asked}.", roles.owner));
        if spec.mutual_choice && !answered {
            notes.review(format!("Confidentiality protects only the business's information (the {}). If the {} will share confidential information too, choose Mutual.", roles.owner, roles.other));
        }
    } else {
        let kind = format!("{} {}", a_or_an(&spec.label), spec.label);
        notes.adapted(format!(
            "Confidentiality protects the {protected}'s information, as {kind} customarily does{asked}."
        ));
        let choose =
            if spec.mutual_choice { " To protect the business's own information as well, choose Mutual." } else { "" };
        notes.review(format!("The business is the {}: the confidentiality terms protect only the {protected}'s information, as {kind} customarily does.{choose}", roles.owner));
    }
}

/// "an" before a label that starts with a vowel ("an asset purchase agreement"), else "a".
fn a_or_an(label: &str) -> &'static str {
    if label.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}
